import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkTabs } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const tabs = (defaultTab: string, values: string[]): Node => ({
  type: 'tabs',
  tabId: 'scores',
  defaultTab,
  tabs: values.map((value) => ({ value, label: value.toUpperCase(), children: [] })),
});
const messages = (node: Node) =>
  runCheck(checkTabs, declaredConfig([node])).map((p) => `${p.pointer}: ${p.message}`);

describe('checkTabs', () => {
  it('accepts a default tab that is one of distinct tabs', () => {
    expect(messages(tabs('sat', ['sat', 'act']))).toEqual([]);
  });

  it('rejects a default tab that is not a tab', () => {
    expect(messages(tabs('gre', ['sat', 'act']))).toEqual([
      '/pages/0/sections/0/children/0/defaultTab: default tab "gre" is not a tab of "scores" (tabs: "sat", "act")',
    ]);
  });

  it('rejects two tabs with one value', () => {
    expect(messages(tabs('sat', ['sat', 'sat']))).toEqual([
      '/pages/0/sections/0/children/0/tabs/1/value: tab value "sat" is also the value of tab 0 of "scores"',
    ]);
  });
});
