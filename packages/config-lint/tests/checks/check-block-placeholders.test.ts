import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkBlockPlaceholders } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const messages = (nodes: Node[]) =>
  runCheck(checkBlockPlaceholders, declaredConfig(nodes)).map((p) => `${p.pointer}: ${p.message}`);

describe('checkBlockPlaceholders', () => {
  it('accepts {n} inside an add-another block and in its label', () => {
    expect(
      messages([
        {
          type: 'addAnother',
          buttonId: 'parents',
          prefix: 'parent_',
          label: 'Parent {n}',
          children: [{ type: 'text', key: 'name', label: 'Name of parent {n}' }],
        },
      ]),
    ).toEqual([]);
  });

  it('rejects {n} in a question outside any block', () => {
    expect(
      messages([
        {
          type: 'text',
          key: 'name',
          label: 'Name',
          checks: [{ type: 'minLength', value: 2, message: 'Name {n} is too short.' }],
        },
      ]),
    ).toEqual([
      '/pages/0/sections/0/children/0/checks/0/message: "{n}" (the block number) is used outside any add-another block',
    ]);
  });

  it('rejects {n} in a tab label outside any block', () => {
    expect(
      messages([
        {
          type: 'tabs',
          tabId: 't',
          defaultTab: 'a',
          tabs: [
            { value: 'a', label: 'A {n}', children: [] },
            { value: 'b', label: 'B', children: [] },
          ],
        },
      ]),
    ).toEqual([
      '/pages/0/sections/0/children/0/tabs/0/label: "{n}" (the block number) is used outside any add-another block',
    ]);
  });
});
