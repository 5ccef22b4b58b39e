import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { STORYBOOK_STATIC, STORYBOOK_INDEX } from './storybook-static.ts';

/**
 * The static Storybook (`npm run build-storybook`, which `npm test` runs before the tests) is
 * built here when it is missing. After changing a story, build it again to test the change.
 */
export default function setup(): void {
  if (existsSync(STORYBOOK_INDEX)) return;
  execFileSync('npx', ['storybook', 'build', '-o', STORYBOOK_STATIC, '--quiet'], {
    cwd: new URL('../..', import.meta.url),
    stdio: 'inherit',
  });
}
