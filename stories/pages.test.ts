import { testStories, type StoriesModule } from './support/test-stories.ts';

testStories(import.meta.glob<StoriesModule>('./pages/*.stories.tsx', { eager: true }));
