// What the applicant's browser imports (`@admit/i18n/runtime`): choosing a language and formatting
// compiled texts. Nothing here imports the ICU parser or printer, so a build that aliases the parser
// to its no-parser entry ships no parser at all.
export * from './language.ts';
export * from './negotiate-language.ts';
export * from './translator.ts';
export type { CompiledMessages } from './compile-catalogue.ts';
