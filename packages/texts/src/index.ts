// The product's own texts: one catalogue per language (src/catalogues/<language>.json, ICU
// MessageFormat), compiled ahead into src/compiled/ so the browser formats them with
// @admit/i18n/runtime and never ships the ICU parser. The React binding (useText) is in
// @admit/react.
export * from './catalogue-files.ts';
export * from './engine-templates.ts';
export * from './product-languages.ts';
export * from './product-text-id.ts';
export * from './product-texts.ts';
