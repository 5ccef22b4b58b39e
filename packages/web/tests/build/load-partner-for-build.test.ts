import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPartnerForBuild, REPO_ROOT } from '../../build/index.ts';

describe('loadPartnerForBuild', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admit-build-partner-'));
    await cp(join(REPO_ROOT, 'partner-config'), dir, { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names the file, line, column and pointer of a problem, as config-lint prints it', async () => {
    const file = join(dir, 'options/yes_no.json');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace(/\}\s*\]\s*$/, '},\n]\n'));
    try {
      await expect(loadPartnerForBuild(dir)).rejects.toThrow(
        new RegExp(
          `${join(dir, 'options/yes_no.json')}:\\d+:\\d+: /: not valid JSON: a comma after the last item`,
        ),
      );
    } finally {
      await writeFile(file, original);
    }
  });

  it('gives the config of a folder without errors', async () => {
    expect((await loadPartnerForBuild(dir)).pages.length).toBeGreaterThan(0);
  });
});
