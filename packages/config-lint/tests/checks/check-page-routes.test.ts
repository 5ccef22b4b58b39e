import { describe, expect, it } from 'vitest';
import type { PartnerConfig } from '@admit/node-types';
import { checkPageRoutes } from '../../src/index.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { runCheck } from './check-fixtures.ts';

type PageConfig = PartnerConfig['pages'][number];
const page = (id: string, step: number, more: Partial<PageConfig> = {}): PageConfig => ({
  id,
  title: id,
  step,
  sections: [{ id: 'main', title: 'Main', children: [] }],
  ...more,
});

describe('checkPageRoutes', () => {
  it('accepts pages whose next and previous name other pages', () => {
    const pages = [
      page('profile', 1, { next: '/portfolio' }),
      page('portfolio', 2, { previous: '/profile', submit: true }),
    ];
    expect(runCheck(checkPageRoutes, configWith([], { pages }))).toEqual([]);
  });

  it("rejects a page id that would take one of the product's routes", () => {
    const pages = [page('login', 1), page('completion', 2), page('api', 3), page('staff', 4)];
    expect(runCheck(checkPageRoutes, configWith([], { pages }))).toEqual([
      {
        severity: 'error',
        pointer: '/pages/0/id',
        message: `page id "login" would take the product's own route /login: choose another id`,
      },
      {
        severity: 'error',
        pointer: '/pages/1/id',
        message: `page id "completion" would take the product's own route /completion: choose another id`,
      },
      {
        severity: 'error',
        pointer: '/pages/2/id',
        message: `page id "api" would take the product's own route /api: choose another id`,
      },
      {
        severity: 'error',
        pointer: '/pages/3/id',
        message: `page id "staff" would take the product's own route /staff: choose another id`,
      },
    ]);
  });
});
