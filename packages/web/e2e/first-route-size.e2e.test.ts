import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from '../build/build-stamp.ts';
import {
  FIRST_ROUTE_BUDGET_BYTES,
  entryScripts,
  firstRouteScripts,
  gzippedSize,
  readLanguagesManifest,
} from '../build/first-route-size.ts';

describe('the size budget of the first route', () => {
  const { languages } = readLanguagesManifest(WEB_DIST);

  it.each(Object.keys(languages))(
    'keeps the JavaScript a page in %s loads before it renders under 250 KB gzipped',
    (language) => {
      const scripts = firstRouteScripts(WEB_DIST, language);
      expect(scripts.length).toBeGreaterThan(1);
      const total = scripts.reduce((sum, path) => sum + gzippedSize(WEB_DIST, path), 0);
      console.log(
        `First route JavaScript in ${language}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`,
      );
      expect(total).toBeLessThan(FIRST_ROUTE_BUDGET_BYTES);
    },
  );

  it("loads only the page's language of the partner's texts: each language is a chunk of its own", () => {
    const inEntry = entryScripts(WEB_DIST).map((path) =>
      readFileSync(join(WEB_DIST, path.replace(/^\//, '')), 'utf8'),
    );
    const configs = Object.values(languages).map(({ preload }) => preload[0]!);
    expect(new Set(configs).size).toBe(Object.keys(languages).length);
    for (const config of configs) expect(entryScripts(WEB_DIST)).not.toContain(config);
    // The partner's name is in every language's config chunk, and in none of the entry's.
    expect(
      inEntry.filter((code) => code.includes('"partner":{') || code.includes('partner:{name:')),
    ).toEqual([]);
  });

  it('leaves the staff console (and its Data Grid) out of it, in a chunk of its own', () => {
    const firstRoute = entryScripts(WEB_DIST).map((path) =>
      readFileSync(join(WEB_DIST, path.replace(/^\//, '')), 'utf8'),
    );
    expect(firstRoute.filter((code) => code.includes('MuiDataGrid'))).toEqual([]);
    expect(firstRoute.filter((code) => code.includes('Staff sign-in'))).toEqual([]);
    const staffChunks = readdirSync(join(WEB_DIST, 'assets')).filter((name) =>
      readFileSync(join(WEB_DIST, 'assets', name), 'utf8').includes('Staff sign-in'),
    );
    expect(staffChunks).toHaveLength(1);
    expect(
      readFileSync(join(WEB_DIST, 'assets', staffChunks[0]!), 'utf8').includes('MuiDataGrid'),
    ).toBe(true);
  });

  it('loads only English with it: the Spanish texts are a chunk of their own, loaded when chosen', () => {
    const inFirstRoute = (text: string) =>
      entryScripts(WEB_DIST).some((path) =>
        readFileSync(join(WEB_DIST, path.replace(/^\//, '')), 'utf8').includes(text),
      );
    // The same text, compiled, in each catalogue (@admit/texts).
    expect(inFirstRoute('Still working?')).toBe(true);
    expect(inFirstRoute('¿Sigue trabajando?')).toBe(false);
    const spanish = readdirSync(join(WEB_DIST, 'assets')).filter((name) =>
      readFileSync(join(WEB_DIST, 'assets', name), 'utf8').includes('¿Sigue trabajando?'),
    );
    expect(spanish).toHaveLength(1);
    const size = gzippedSize(WEB_DIST, `/assets/${spanish[0]}`);
    console.log(`Spanish product texts: ${(size / 1024).toFixed(1)} KB gzipped`);
    expect(size).toBeLessThan(8 * 1024);
  });
});
