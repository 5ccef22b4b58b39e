// What runs without Node (a browser worker): linting a partner folder held in memory.
export * from './partner-texts.ts';
export * from './lint-partner-texts.ts';
export * from './json-source.ts';
export * from './checks/index.ts';
export * from './languages/check-translations.ts';
export * from './languages/translation-template.ts';
export * from './languages/translation-gap.ts';
