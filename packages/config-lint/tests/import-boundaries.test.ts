import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repo's own lint set-up, run on source text as if it were a file of config-lint. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });
const ruleIdsFor = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'packages/config-lint/src/probe.ts' });
  return result!.messages.map((m) => m.ruleId);
};

describe('config-lint import boundaries', () => {
  it.each([
    ["import pg from 'pg';", 'a database client'],
    ["import { DatabaseSync } from 'node:sqlite';", 'SQLite'],
    ["import { Kysely } from 'kysely';", 'a query builder'],
    ["import { buildApp } from '@admit/server';", 'the server, which imports config-lint'],
    ["import { FormPage } from '@admit/react';", 'the renderer'],
  ])('rejects %s (%s)', async (code) => {
    expect(await ruleIdsFor(`${code}\nexport const x = 1;\n`)).toContain('no-restricted-imports');
  });

  it("accepts the engine, the language core, the renderer's markdown parser and MUI's colour functions", async () => {
    expect(
      await ruleIdsFor(
        [
          "import { walkConfig } from '@admit/engine';",
          "import { checkCatalogues } from '@admit/i18n';",
          "import { fromMarkdown } from 'mdast-util-from-markdown';",
          "import { getContrastRatio } from '@mui/system/colorManipulator';",
          'export const x = [walkConfig, checkCatalogues, fromMarkdown, getContrastRatio];',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
