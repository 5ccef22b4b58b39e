// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstRoute } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { configWith } from '../../fixtures/minimal-config.ts';

const page = (id: string, step: number) => ({
  id,
  title: id,
  step,
  sections: [{ id: 'main', title: 'Main', children: [] }],
});

describe('firstRoute', () => {
  it("is the first page's route, whatever the partner calls it", () => {
    const config = configWith([], { pages: [page('profile', 1), page('studies', 2)] });
    expect(firstRoute(config)).toBe('/profile');
  });

  it('is the route the compiled model gives that page', () => {
    const config = configWith([], { pages: [page('sign-off', 1)] });
    expect(firstRoute(config)).toBe(compileFormModel(config).pages[0]!.path);
  });
});
