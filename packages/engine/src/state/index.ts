export * from './add-another-state.ts';
export * from './tab-state.ts';
