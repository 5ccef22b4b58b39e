import { describe, expect, it } from 'vitest';
import { checkSaveTargets, type PartnerConfig } from '../../src/index.ts';
import { configWith } from '../fixtures/minimal-config.ts';
import { runCheck } from './check-fixtures.ts';

const page = (id: string, save?: string): PartnerConfig['pages'][number] => ({
  id,
  title: id,
  step: 1,
  ...(save === undefined ? {} : { save }),
  sections: [{ id: `${id}_main`, title: 'Main', children: [] }],
});

describe('checkSaveTargets', () => {
  it('accepts a Save target that is the route of a page, and a page without one', () => {
    const pages = [page('about', '/education'), page('education')];
    expect(runCheck(checkSaveTargets, configWith([], { pages }))).toEqual([]);
  });

  it('reports a Save target that names no page', () => {
    const pages = [page('about', '/educaton'), page('education', '/about')];
    expect(runCheck(checkSaveTargets, configWith([], { pages }))).toEqual([
      {
        severity: 'error',
        pointer: '/pages/0/save',
        message: `the Save button's target "/educaton" names no page (pages: /about, /education)`,
      },
    ]);
  });
});
