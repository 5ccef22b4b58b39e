export * from './language.ts';
export * from './negotiate-language.ts';
