import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFileSchemas } from '@admit/node-types/schema';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { config } from './load-partner.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = join(REPO, 'packages');

/** The constants a member of the config's JSON Schemas takes, wherever that member is declared. */
function memberConstants(schema: unknown, member: string, values = new Set<string>()): Set<string> {
  const constants = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(constants);
    else if (typeof value === 'object' && value !== null) {
      const { const: constant, anyOf } = value as { const?: unknown; anyOf?: unknown };
      if (constant !== undefined) values.add(String(constant));
      constants(anyOf);
    }
  };
  if (Array.isArray(schema)) for (const item of schema) memberConstants(item, member, values);
  else if (typeof schema === 'object' && schema !== null)
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && member in (value as object))
        constants((value as Record<string, unknown>)[member]);
      memberConstants(value, member, values);
    }
  return values;
}

/** Every member name the config's JSON Schemas declare (`children`, `label`, ...). */
function memberNames(schema: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) memberNames(item, names);
  else if (typeof schema === 'object' && schema !== null)
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties') for (const name of Object.keys(value as object)) names.add(name);
      memberNames(value, names);
    }
  return names;
}

/**
 * Words the product itself defines, which the bundled partner uses too: the config's member names
 * (code reads `/children`; the part names of the address and school blocks are members of their
 * `parts`: a block with no prefix stores `city`, `zip`, ...), the lookup categories (the values of
 * `category`, spec section 3) and the option lists block parts read by default.
 */
const PRODUCT_WORDS = new Set([
  ...memberNames(configFileSchemas()),
  ...memberConstants(configFileSchemas(), 'category'),
  'countries',
  'states_provinces',
]);

/** The bundled partner's own names: answer keys, page ids (routes) and option lists. */
const partnerNames = new Set(
  [
    ...Object.keys(config.dataModel),
    ...config.pages.map((page) => page.id),
    ...Object.keys(config.optionLists),
  ].filter((name) => !PRODUCT_WORDS.has(name)),
);
const { partner } = config;
const partnerTexts = [partner.name, partner.shortName, partner.applicationTitle];

/**
 * Every source file of the packages: their `src` and the web build's plugins (tests, journeys and
 * benches may use the bundled partner).
 */
async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of (await readdir(PACKAGES)).flatMap((name) =>
    ['src', 'build'].map((sub) => join(PACKAGES, name, sub)),
  )) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries)
      if (e.isFile() && /\.tsx?$/.test(e.name)) files.push(join(e.parentPath, e.name));
  }
  return files;
}

/** The texts of a TypeScript file's string literals, templates and JSX (comments are not code). */
function stringsOf(text: string, fileName = 'code.tsx'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const strings: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
      strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return strings;
}

/** What in a string names the bundled partner: a key, a page or list name, a route, its name. */
function partnerWordsIn(value: string): string[] {
  const name = value.replace(/^\//, '').replace(/[#?].*$/, '');
  return [
    ...(partnerNames.has(name) ? [name] : []),
    ...partnerTexts.filter((text) => value.includes(text)),
  ];
}

// The product's promise (issue 17): a second institution is a folder, not a code change. No code
// in packages/ may name the bundled partner's answers, routes, option lists or the partner itself.
describe('the code of packages/', () => {
  it('names no answer key, route, option list or name of the bundled partner', async () => {
    expect(partnerNames.size).toBeGreaterThan(100);
    const files = await sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const path of files) {
      const text = await readFile(path, 'utf8');
      for (const value of stringsOf(text, path))
        for (const word of partnerWordsIn(value))
          found.push(`${relative(REPO, path)}: ${JSON.stringify(value)} (${word})`);
    }
    expect(found).toEqual([]);
  });

  it('would find one: the words this test looks for are in the literals it reads', () => {
    const code = `const a = 'first_name'; const b = \`/about#x\`; const c = \`\${x}/education\`; // preferred_name
      const d = <p>{x} ${partner.shortName}</p>; const e = /["']/;`;
    expect(stringsOf(code).flatMap(partnerWordsIn)).toEqual([
      'first_name',
      'about',
      'education',
      partner.shortName,
    ]);
    expect(partnerWordsIn(`Welcome to ${partner.name}`)).toContain(partner.name);
    expect(partnerWordsIn('city')).toEqual([]);
  });
});
