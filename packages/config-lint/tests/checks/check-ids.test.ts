import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkIds } from '../../src/index.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';
const block = (buttonId: string): Node => ({
  type: 'addAnother',
  buttonId,
  prefix: `${buttonId}_`,
  max: 2,
  children: [{ type: 'text', key: 'name', label: 'Name' }],
});
const tabs = (tabId: string): Node => ({
  type: 'tabs',
  tabId,
  defaultTab: 'a',
  tabs: [
    { value: 'a', label: 'A', children: [] },
    { value: 'b', label: 'B', children: [] },
  ],
});

describe('checkIds', () => {
  it('accepts distinct add-another and tab ids', () => {
    expect(runCheck(checkIds, configWith([block('parents'), tabs('proof')]))).toEqual([]);
  });

  it('rejects a tab id equal to an add-another id', () => {
    expect(runCheck(checkIds, configWith([block('proof'), tabs('proof')]))).toEqual([
      {
        severity: 'error',
        pointer: `${C}/1/tabId`,
        message:
          'tabs id "proof" is also the id of the add-another at page "about" at /sections/0/children/0',
      },
    ]);
  });

  it('rejects two add-another blocks with one id', () => {
    const config = configWith([
      block('parents'),
      { ...block('parents'), prefix: 'guardian_' } as Node,
    ]);
    expect(runCheck(checkIds, config).map((p) => p.pointer)).toEqual([`${C}/1/buttonId`]);
  });

  it('rejects an add-another id that is also an answer key', () => {
    expect(
      runCheck(
        checkIds,
        configWith([{ type: 'text', key: 'parents', label: 'Parents' }, block('parents')]),
      ),
    ).toEqual([
      {
        severity: 'error',
        pointer: `${C}/1/buttonId`,
        message: 'add-another id "parents" is also an answer key',
      },
    ]);
  });

  it('warns about a section and a group sharing an id on one page', () => {
    const config = configWith([{ type: 'group', id: 'main', children: [] }]);
    expect(runCheck(checkIds, config)).toEqual([
      {
        severity: 'warning',
        pointer: `${C}/0/id`,
        message: 'id "main" is used twice on page "about" (also at /sections/0)',
      },
    ]);
  });

  it('accepts the same anchor id on different pages', () => {
    const section = (children: Node[]) => ({ id: 'main', title: 'Main', children });
    const config = configWith([], {
      pages: [
        {
          id: 'one',
          title: 'One',
          step: 1,
          sections: [section([{ type: 'markdown', id: 'intro', markdown: 'Hi' }])],
        },
        {
          id: 'two',
          title: 'Two',
          step: 2,
          sections: [section([{ type: 'markdown', id: 'intro', markdown: 'Hi' }])],
        },
      ],
    });
    expect(runCheck(checkIds, config)).toEqual([]);
  });
});
