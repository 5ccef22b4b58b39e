export * from './print-projection.ts';
