export * from './block-text.ts';
export * from './print-projection.ts';
