import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles, readImportGraph } from '../import-cycles.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A repository of the given files (path: text), and the cycles the check finds in it. */
function cyclesOf(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'admit-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return findImportCycles(readImportGraph(root, Object.keys(files)));
}

describe('the import cycle check', () => {
  it('finds nothing where imports point one way', () => {
    expect(
      cyclesOf({
        'packages/a/src/x/one.ts': "import { two } from '../y/two.ts';",
        'packages/a/src/y/two.ts': 'export const two = 2;',
      }),
    ).toEqual([]);
  });

  it('finds two modules that import each other, through type imports too', () => {
    expect(
      cyclesOf({
        'packages/a/src/store.ts': "import { note } from './topics.ts';",
        'packages/a/src/topics.ts': "import type { Store } from './store.ts';",
      }),
    ).toContainEqual({
      level: 'module',
      path: ['packages/a/src/store.ts', 'packages/a/src/topics.ts', 'packages/a/src/store.ts'],
    });
  });

  it('finds folders of a package that import each other without a module cycle', () => {
    expect(
      cyclesOf({
        'packages/s/src/routes/a.ts': "import { b } from '../documents/b.ts';",
        'packages/s/src/documents/b.ts': 'export const b = 1;',
        'packages/s/src/documents/c.ts': "import { d } from '../routes/d.ts';",
        'packages/s/src/routes/d.ts': 'export const d = 1;',
      }),
    ).toEqual([
      {
        level: 'folder',
        path: ['packages/s/src/routes/', 'packages/s/src/documents/', 'packages/s/src/routes/'],
      },
    ]);
  });

  it('counts a file directly in src/ as its own folder', () => {
    expect(
      cyclesOf({
        'packages/s/src/context.ts': "export type { Mailer } from './mail/mailer.ts';",
        'packages/s/src/mail/mailer.ts': 'export interface Mailer {}',
        'packages/s/src/mail/outbox.ts': "import type { Context } from '../context.ts';",
      }).map((cycle) => cycle.level),
    ).toEqual(['folder']);
  });

  it('finds packages that import each other through their exports', () => {
    const manifest = (name: string) => JSON.stringify({ name, exports: { '.': './src/index.ts' } });
    expect(
      cyclesOf({
        'packages/a/package.json': manifest('@admit/a'),
        'packages/b/package.json': manifest('@admit/b'),
        'packages/a/src/index.ts': "export * from './a.ts';",
        'packages/a/src/a.ts': "import { b } from '@admit/b';",
        'packages/b/src/index.ts': "export * from './b.ts';",
        'packages/b/src/b.ts': "export { a } from '@admit/a';",
      }).map((cycle) => cycle.level),
    ).toEqual(['module', 'package']);
  });
});
