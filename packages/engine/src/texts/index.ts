export * from './engine-texts.ts';
