export * from './read-partner-folder.ts';
export * from './lint-partner-folder.ts';
export * from './format-report.ts';
export * from './run-config-lint.ts';
export * from './json-source.ts';
export * from './checks/check-theme-colors.ts';
export * from './load-partner-folder.ts';
