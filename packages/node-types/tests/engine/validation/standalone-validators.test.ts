// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createValidator,
  generateStandaloneValidators,
  loadStandaloneValidators,
  type StandaloneValidatorModule,
} from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { configWith } from '../../fixtures/minimal-config.ts';

const model = compileFormModel(
  configWith([
    {
      type: 'text',
      key: 'name',
      label: 'Name',
      required: true,
      checks: [{ type: 'minLength', value: 2, message: 'Too short' }],
    },
    {
      type: 'text',
      key: 'dob',
      label: 'DOB',
      inputType: 'date',
      checks: [{ type: 'dateRange', max: { yearsFromToday: -13 }, message: 'Too young in {year}' }],
    },
    {
      type: 'text',
      key: 'score',
      label: 'Score',
      checks: [{ type: 'number', minimum: 1, maximum: 36, message: 'Score' }],
    },
    { type: 'radio', key: 'r', label: 'R', options: 'yes_no' },
    {
      type: 'text',
      key: 'why',
      label: 'Why',
      required: { valueKey: 'r', operator: 'gt', target: 3 },
    },
  ]),
);

describe('generateStandaloneValidators', () => {
  it('writes an ES module with no runtime imports and no schema compilation', () => {
    const code = generateStandaloneValidators(model);
    expect(code).not.toMatch(/\brequire\(|\bimport\b/);
    expect(code).toContain('export const all');
    expect(code).toContain('export const page_about');
  });

  it('validates exactly like the run-time compiled validator', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'admit-standalone-'));
    const file = join(dir, 'validators.mjs');
    writeFileSync(file, generateStandaloneValidators(model));
    const module = (await import(pathToFileURL(file).href)) as StandaloneValidatorModule;
    const loaded = loadStandaloneValidators(model, module);
    const runtime = createValidator(model);
    const today = new Date(2026, 0, 15);
    const samples = [
      {},
      { name: 'A', dob: '2020-01-01', score: '40', r: 'Y' },
      { name: 'Ada', dob: '2000-01-01', score: '20' },
    ];
    for (const answers of samples) {
      expect(loaded.all({ answers }, { today })).toEqual(runtime({ answers }, { today }));
      expect(loaded.page('about')({ answers }, { today })).toEqual(runtime({ answers }, { today }));
    }
  });
});
