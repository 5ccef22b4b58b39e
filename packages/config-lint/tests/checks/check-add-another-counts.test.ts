import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkAddAnotherCounts } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const block = (counts: { max?: number; defaultCount?: number }): Node => ({
  type: 'addAnother',
  buttonId: 'parents',
  prefix: 'parent_',
  ...counts,
  children: [{ type: 'text', key: 'name', label: 'Name {n}' }],
});
const messages = (node: Node) =>
  runCheck(checkAddAnotherCounts, declaredConfig([node])).map((p) => `${p.pointer}: ${p.message}`);

describe('checkAddAnotherCounts', () => {
  it('accepts a default count up to the maximum', () => {
    expect(messages(block({ max: 2, defaultCount: 2 }))).toEqual([]);
    expect(messages(block({ defaultCount: 10 }))).toEqual([]);
  });

  it('rejects a default count above the maximum', () => {
    expect(messages(block({ max: 2, defaultCount: 3 }))).toEqual([
      '/pages/0/sections/0/children/0/defaultCount: defaultCount 3 of add-another "parents" is above its max of 2 blocks',
    ]);
  });
});
