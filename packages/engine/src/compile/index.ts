export * from './compile-form-model.ts';
export * from './form-model.ts';
