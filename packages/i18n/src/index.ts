export * from './language.ts';
export * from './negotiate-language.ts';
export * from './message-ast.ts';
export * from './message-shape.ts';
export * from './compile-catalogue.ts';
export * from './translator.ts';
export * from './check-catalogues.ts';
export * from './stale-translations.ts';
