export * from './form-model.ts';
export * from './builtin-checks.ts';
export * from './resolve-options.ts';
export * from './block-keys.ts';
export * from './page-route.ts';
export * from './product-routes.ts';
export * from './required-message.ts';
export * from './block-node-texts.ts';
