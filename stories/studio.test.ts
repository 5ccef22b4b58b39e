import { testStories, type StoriesModule } from './support/test-stories.ts';

testStories(import.meta.glob<StoriesModule>('./studio/*.stories.tsx', { eager: true }));
