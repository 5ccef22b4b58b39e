export * from './block-text.ts';
export * from './print-types.ts';
export * from './field-print.ts';
export * from './print-projection.ts';
