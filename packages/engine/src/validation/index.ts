export * from './validation-result.ts';
export * from './date-bounds.ts';
export * from './ajv-keywords.ts';
export * from './create-ajv.ts';
export * from './build-validation-schema.ts';
export * from './create-validator.ts';
export * from './generate-standalone-validators.ts';
export * from './load-standalone-validators.ts';
