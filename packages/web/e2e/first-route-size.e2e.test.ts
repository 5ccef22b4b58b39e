import { describe, expect, it } from 'vitest';
import { WEB_DIST } from '../build/build-stamp.ts';
import { FIRST_ROUTE_BUDGET_BYTES, entryScripts, gzippedSize } from '../build/first-route-size.ts';

describe('the size budget of the first route', () => {
  it('keeps the JavaScript index.html loads under 250 KB gzipped', () => {
    const scripts = entryScripts(WEB_DIST);
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, path) => sum + gzippedSize(WEB_DIST, path), 0);
    console.log(
      `First route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`,
    );
    expect(total).toBeLessThan(FIRST_ROUTE_BUDGET_BYTES);
  });
});
