export * from './answers.ts';
export * from './stored-answer.schema.ts';
export * from './condition-guards.ts';
export * from './to-json-logic.ts';
export * from './to-json-schema.ts';
export * from './operators.ts';
export * from './document-answer.schema.ts';
export * from './evaluation-context.ts';
