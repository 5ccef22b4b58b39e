export * from './read-partner-folder.ts';
export * from './lint-partner-folder.ts';
export * from './format-report.ts';
export * from './run-config-lint.ts';
