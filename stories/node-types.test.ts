import { testStories, type StoriesModule } from './support/test-stories.ts';

// Each node type's stories, in its folder of packages/node-types.
testStories(
  import.meta.glob<StoriesModule>('../packages/node-types/src/*/*.stories.tsx', { eager: true }),
);
