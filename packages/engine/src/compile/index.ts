export * from './compile-form-model.ts';
