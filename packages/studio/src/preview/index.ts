// The preview's pieces the stories share: sample answers and the missing-items summary.
export * from './sample-answers.ts';
export * from './MissingItemsSummary.tsx';
export * from './validator-for.ts';
export * from './preview-services.ts';
export * from './PagePreview.tsx';
