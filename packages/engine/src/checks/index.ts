export * from './config-problem.ts';
export * from './check-config-schema.ts';
