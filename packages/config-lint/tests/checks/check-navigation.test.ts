import { describe, expect, it } from 'vitest';
import type { Page, PartnerConfig } from '@admit/node-types';
import { checkNavigation } from '../../src/index.ts';
import { runCheck, declaredConfig } from './check-fixtures.ts';

const page = (id: string, step: number, more: Partial<Page> = {}): Page => ({
  id,
  title: id,
  step,
  sections: [{ id: 's', title: 'S', children: [] }],
  ...more,
});
const withPages = (pages: Page[]): PartnerConfig => ({ ...declaredConfig([]), pages });
const messages = (pages: Page[]) =>
  runCheck(checkNavigation, withPages(pages)).map((p) => `${p.pointer}: ${p.message}`);

describe('checkNavigation', () => {
  it('accepts pages chained by next and previous up to a Submit', () => {
    expect(
      messages([
        page('a', 1, { next: '/b' }),
        page('b', 2, { previous: '/a', next: '/c' }),
        page('c', 3, { previous: '/b', submit: true }),
      ]),
    ).toEqual([]);
  });

  it('rejects a next route that names no page', () => {
    expect(messages([page('a', 1, { next: '/bb' }), page('b', 2, { submit: true })])).toEqual([
      '/pages/0/next: route "/bb" is not a page (pages: "/a", "/b")',
      '/pages/1: page "b" cannot be reached from the first page "/a" by Save and Continue or Previous',
      '/pages/0: no page reachable from the first page "/a" has the Submit button ("submit": true)',
    ]);
  });

  it('rejects a previous route that names no page', () => {
    expect(messages([page('a', 1, { previous: '/zz', submit: true })])).toEqual([
      '/pages/0/previous: route "/zz" is not a page (pages: "/a")',
    ]);
  });

  it("rejects a Save button's target that names no page, and accepts one that does", () => {
    expect(
      messages([
        page('a', 1, { save: '/educaton', next: '/b' }),
        page('b', 2, { save: '/a', submit: true }),
      ]),
    ).toEqual(['/pages/0/save: route "/educaton" is not a page (pages: "/a", "/b")']);
  });

  it('rejects an application without a Submit button', () => {
    expect(messages([page('a', 1, { next: '/b' }), page('b', 2, { previous: '/a' })])).toEqual([
      '/pages/0: no page reachable from the first page "/a" has the Submit button ("submit": true)',
    ]);
  });

  it('rejects two pages with one id and two pages with one step', () => {
    expect(
      messages([page('a', 1, { next: '/a', submit: true }), page('a', 1)]).filter(
        (m) => !m.includes('loop'),
      ),
    ).toEqual([
      '/pages/1/id: page id "a" is also the id of another page (step 1)',
      '/pages/1/step: step 1 is also the step of page "a"',
    ]);
  });

  it('rejects a Save and Continue loop, once, where it closes', () => {
    expect(
      messages([
        page('a', 1, { next: '/b' }),
        page('b', 2, { next: '/c' }),
        page('c', 3, { next: '/b', submit: true }),
      ]),
    ).toEqual(['/pages/2/next: Save and Continue goes round in a loop: /b → /c → /b']);
  });
});
