import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { readLanguagePreloads } from '../../src/web/read-language-preloads.ts';

describe('readLanguagePreloads', () => {
  let root: string;
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'admit-preloads-'));
    log.warn.mockClear();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const write = (text: string) => writeFileSync(join(root, 'languages.json'), text);

  it('lists each language’s chunks, by its canonical lower-case tag', () => {
    write(
      JSON.stringify({
        default: 'en',
        languages: { en: { preload: ['/assets/en.js'] }, 'PT-br': { preload: ['/assets/pt.js'] } },
      }),
    );
    const preloads = readLanguagePreloads(root, log);
    expect(Object.fromEntries(preloads)).toEqual({
      en: ['/assets/en.js'],
      'pt-br': ['/assets/pt.js'],
    });
  });

  it('preloads nothing, quietly, when the build wrote no file', () => {
    expect(readLanguagePreloads(root, log).size).toBe(0);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('preloads nothing and warns when the file is not JSON', () => {
    write('{ not json');
    expect(readLanguagePreloads(root, log).size).toBe(0);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('passes over entries of another shape and paths off this site', () => {
    write(
      JSON.stringify({
        languages: {
          en: { preload: ['/assets/en.js', '//cdn.example/x.js', 'https://x.example/y.js', 7] },
          es: { preload: 'es.js' },
          fr: null,
        },
      }),
    );
    expect(Object.fromEntries(readLanguagePreloads(root, log))).toEqual({ en: ['/assets/en.js'] });
    write('null');
    expect(readLanguagePreloads(root, log).size).toBe(0);
  });
});
