import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as runtime from '../src/runtime.ts';

/** What the applicant's browser gets: the runtime entry, the parser aliased to its stub. */
const bundle = async () => {
  const result = await build({
    stdin: {
      contents: `import { createTranslator } from './runtime.ts';
        const messages = ${JSON.stringify({ greeting: [{ type: 0, value: 'Hola' }] })};
        console.log(createTranslator('es', messages).text('greeting'));`,
      resolveDir: fileURLToPath(new URL('../src', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    alias: {
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  });
  return result.outputFiles[0]!.text;
};

describe('the runtime entry', () => {
  it('offers what the browser needs and nothing that parses', () => {
    expect(Object.keys(runtime).sort()).toEqual([
      'ACCEPT_LANGUAGE_MAX_ENTRIES',
      'ACCEPT_LANGUAGE_MAX_LENGTH',
      'DEFAULT_LANGUAGE',
      'canonicalLanguage',
      'createTranslator',
      'languageName',
      'negotiateLanguage',
    ]);
  });

  it('bundles without the ICU parser, under 4 KB gzipped', async () => {
    const code = await bundle();
    // The parser's error kinds and its tag grammar are only in the real parser.
    expect(code).not.toMatch(/EXPECT_ARGUMENT_CLOSING_BRACE|UNCLOSED_TAG/);
    expect(gzipSync(code).length).toBeLessThan(4096);
  });
});
