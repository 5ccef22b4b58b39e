import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repo's own lint set-up, run on source text as if it were a file of the language core. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });
const ruleIdsFor = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'packages/i18n/src/probe.ts' });
  return result!.messages.map((m) => m.ruleId);
};

describe('i18n import boundaries', () => {
  it.each([
    ["import React from 'react';", 'React'],
    ["import { Button } from '@mui/material';", 'MUI'],
    ["import { readFile } from 'node:fs';", 'a node: module'],
    ["import { join } from 'path';", 'a Node built-in'],
    ["import { compileFormModel } from '@admit/engine';", 'a package of ours'],
  ])('rejects %s (%s)', async (code) => {
    expect(await ruleIdsFor(`${code}\nexport const x = 1;\n`)).toContain('no-restricted-imports');
  });

  it('rejects DOM and Node globals', async () => {
    expect(await ruleIdsFor('export const l = navigator.language;\n')).toContain(
      'no-restricted-globals',
    );
    expect(await ruleIdsFor('export const e = process.env;\n')).toContain('no-restricted-globals');
  });

  it('accepts the ICU libraries', async () => {
    const code =
      "import { IntlMessageFormat } from 'intl-messageformat';\nexport { IntlMessageFormat };\n";
    expect(await ruleIdsFor(code)).toEqual([]);
  });
});
