export * from './guard-evaluator.ts';
export * from './evaluate-visibility.ts';
export * from './is-required-now.ts';
