import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFiles } from '../src/index.ts';

const repo = join(import.meta.dirname, '../../..');

/** The folders whose components take their words from the catalogues. */
const PRODUCT_SOURCES = [
  'packages/engine/src',
  'packages/web/src',
  'packages/mui/src',
  'packages/react/src',
  'packages/node-types/src',
  'packages/server/src',
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => readFileSync(join(repo, dir, name), 'utf8'));

describe("the product's text ids", () => {
  it('are each used by the product (an id no code names is a text nobody sees)', () => {
    const code = PRODUCT_SOURCES.flatMap(sourceFiles).join('\n');
    const ids = Object.keys(
      JSON.parse(
        readFileSync(join(import.meta.dirname, '..', catalogueFiles('en').source), 'utf8'),
      ),
    );
    expect(ids.filter((id) => !code.includes(`'${id}'`))).toEqual([]);
  });
});
