export * from './config/index.ts';
export * from './checks/index.ts';
