export * from './applicant-name.ts';
