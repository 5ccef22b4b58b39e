export * from '../print-text/print-types.ts';
export * from '../print-text/print-label.ts';
export * from '../print-text/field-print-text.ts';
export * from './field-print.ts';
export * from './print-projection.ts';
