import { testStories, type StoriesModule } from './support/test-stories.ts';

testStories(import.meta.glob<StoriesModule>('./widgets/*.stories.tsx', { eager: true }));
