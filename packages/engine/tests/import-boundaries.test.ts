import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repo's own lint set-up, run on source text as if it were a file of the engine. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });
const ruleIdsFor = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'packages/engine/src/probe.ts' });
  return result!.messages.map((m) => m.ruleId);
};

describe('engine import boundaries', () => {
  it.each([
    ["import React from 'react';", 'React'],
    ["import { Button } from '@mui/material';", 'MUI'],
    ["import { readFile } from 'node:fs';", 'a node: module'],
    ["import { join } from 'path';", 'a Node built-in'],
    ["import { FormPage } from '@admit/react';", 'a package above the engine'],
    ["import { fromMarkdown } from 'mdast-util-from-markdown';", "config-lint's markdown parser"],
  ])('rejects %s (%s)', async (code) => {
    expect(await ruleIdsFor(`${code}\nexport const x = 1;\n`)).toContain('no-restricted-imports');
  });

  it('rejects DOM and Node globals', async () => {
    expect(await ruleIdsFor('export const w = window.location;\n')).toContain(
      'no-restricted-globals',
    );
    expect(await ruleIdsFor('export const e = process.env;\n')).toContain('no-restricted-globals');
  });

  it("accepts the engine's own dependencies", async () => {
    expect(await ruleIdsFor("import Ajv from 'ajv';\nexport const a = Ajv;\n")).toEqual([]);
  });
});
