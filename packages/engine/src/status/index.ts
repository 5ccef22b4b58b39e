export * from './web-status.ts';
