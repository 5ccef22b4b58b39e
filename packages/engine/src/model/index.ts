export * from './form-model.ts';
export * from './builtin-checks.ts';
export * from './resolve-options.ts';
export * from './block-parts.ts';
export * from './block-keys.ts';
export * from './server-owned-answers.ts';
export * from './page-route.ts';
export * from './product-routes.ts';
