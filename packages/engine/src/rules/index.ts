export * from './password-requirements.ts';
export * from './auth-form-schemas.ts';
export * from './auth-forms.ts';
export * from './file-rules.ts';
export * from './detect-file-type.ts';
export * from './generate-standalone-auth-validators.ts';
export * from './server-owned-answers.ts';
