export * from './missing-items.ts';
