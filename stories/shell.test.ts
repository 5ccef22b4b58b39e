import { expect, it } from 'vitest';
import { axeViolations, testStories, type StoriesModule } from './support/test-stories.ts';

it('the accessibility check finds an unlabelled input', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = '<input type="text">';
  expect((await axeViolations()).join()).toContain('label');
  container.remove();
});

testStories(import.meta.glob<StoriesModule>('./shell/*.stories.tsx', { eager: true }));
