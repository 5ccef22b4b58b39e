// What node types' stories are written with, and what the Storybook preview and the test setup
// install (`installNodeTypes`); the stories outside the package (pages, the shell) share its fakes.
export * from './installed-node-types.ts';
export * from './story-option-lists.ts';
export * from './story-model.ts';
export * from './FormStory.tsx';
export * from './form-story-arg-types.ts';
export * from './fake-services.ts';
export * from './fake-document-client.ts';
export * from './fake-lookup-client.ts';
