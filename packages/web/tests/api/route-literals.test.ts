import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contract from '@admit/contract';
import type { Endpoint } from '@admit/contract/client';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../build/index.ts';

/** The browser packages' sources: they call the contract's client, never a URL of their own. */
const SOURCES = ['packages/web/src', 'packages/studio/src'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.(ts|tsx)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

const files = SOURCES.flatMap((dir) => sourceFiles(join(REPO_ROOT, dir))).map((path) => ({
  path: relative(REPO_ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

/** Every route of the contract (each table's name ends in "Routes"). */
const endpoints: Endpoint[] = Object.entries(contract)
  .filter(([name]) => name.endsWith('Routes'))
  .flatMap(([, table]) => Object.values(table as Record<string, Endpoint>));

/** The lines of the sources that match `pattern`, as `path:line: text`. */
const linesMatching = (pattern: RegExp) =>
  files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .map((line, index) => [`${path}:${index + 1}: ${line.trim()}`, line] as const)
      .filter(([, line]) => pattern.test(line))
      .map(([where]) => where),
  );

describe('route addresses in the web app and the studio', () => {
  it('reads the sources of both', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(endpoints.length).toBeGreaterThan(49);
  });

  it('holds no literal under the API prefixes', () => {
    expect(linesMatching(/['"`]\/(api|public|lookup|storage|service)\//)).toEqual([]);
  });

  it("holds none of the contract's URLs: each call goes through its client", () => {
    const urls = [...new Set(endpoints.map((endpoint) => endpoint.url.replace(/\/:.*$/, '')))];
    const quoted = urls.map((url) => url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    expect(linesMatching(new RegExp(`['"\`](${quoted.join('|')})(['"\`?/$])`))).toEqual([]);
  });
});
