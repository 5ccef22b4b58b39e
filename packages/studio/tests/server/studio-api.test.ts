import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPartnerFolder } from '@admit/config-lint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reapplyEdits, setAt, type StudioFiles } from '../../src/index.ts';
import { studioApi } from '../../src/server/studio-api.ts';
import { copyOfBundledPartner } from '../helpers.ts';

let dir: string;
let server: Server;
let url: string;

beforeAll(async () => {
  dir = await copyOfBundledPartner();
  const api = studioApi(dir);
  server = createServer((request, response) => {
    void api(request, response).then((handled) => {
      if (!handled) response.writeHead(418).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("the studio's API", () => {
  it('sends the folder as text with its lookup headers', async () => {
    const response = await fetch(`${url}/api/folder`);
    const body = (await response.json()) as {
      texts: Record<string, string>;
      lookupColumns: object;
    };
    expect(response.status).toBe(200);
    expect(Object.keys(body.texts)).toContain('pages/about.json');
    expect(body.lookupColumns).toHaveProperty('hs_ceeb');
  });

  it('refuses a save that is not JSON or comes from another site', async () => {
    const { files } = await readPartnerFolder(dir);
    const form = await fetch(`${url}/api/save`, { method: 'POST', body: 'files=1' });
    expect(form.status).toBe(403);
    const foreign = await fetch(`${url}/api/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://elsewhere.example' },
      body: JSON.stringify({ files }),
    });
    expect(foreign.status).toBe(403);
  });

  it('answers 422 with the errors for a folder config-lint rejects', async () => {
    const { files } = await readPartnerFolder(dir);
    const response = await fetch(`${url}/api/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        files: { ...files, 'data-model.json': { Bad: 1 } },
        versions: ((await (await fetch(`${url}/api/folder`)).json()) as { versions: unknown })
          .versions,
      }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { ok: boolean; errors: unknown[] };
    expect(body.ok).toBe(false);
    expect(body.errors.length).toBeGreaterThan(0);
  });

  it('answers 409, naming the file, when a file changed on disk since the studio read it', async () => {
    const { files } = await readPartnerFolder(dir);
    const { versions } = (await (await fetch(`${url}/api/folder`)).json()) as {
      versions: Record<string, string>;
    };
    expect(versions['pages/about.json']).toMatch(/^[0-9a-f]{32}$/);
    const save = (body: unknown) =>
      fetch(`${url}/api/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await save({ files })).status).toBe(400);
    expect((await save({ files, versions: { 'pages/about.json': 1 } })).status).toBe(400);
    // A file the studio did not edit is not written, so only a change of its value on disk
    // stands in the way (its layout alone would not).
    const dataModel = join(dir, 'data-model.json');
    const text = await readFile(dataModel, 'utf8');
    await writeFile(dataModel, text.replace('"description": "', '"description": "Edited: '));
    const response = await save({ files, versions });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ ok: false, changedOnDisk: ['data-model.json'] });
  });

  it('saves, after a 409, the edits re-applied over the folder read again, leaving out the one that clashes', async () => {
    const read = async () => {
      const folder = (await (await fetch(`${url}/api/folder`)).json()) as {
        texts: Record<string, string>;
        versions: Record<string, string>;
      };
      const files: StudioFiles = Object.fromEntries(
        Object.entries(folder.texts).map(([file, text]) => [file, JSON.parse(text) as unknown]),
      );
      return { files, versions: folder.versions };
    };
    const save = (files: StudioFiles, versions: Record<string, string>) =>
      fetch(`${url}/api/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ files, versions }),
      });
    const base = await read();
    const middle = { file: 'pages/about.json', pointer: '/sections/0/children/1/label' };
    const title = { file: 'pages/education.json', pointer: '/title' };
    const ours = setAt(setAt(base.files, middle, 'Middle Name (studio)'), title, 'Studio title');

    // Another editor changes a label of the same page, and the title the studio changed too.
    const edit = async (file: string, from: string, to: string) =>
      writeFile(join(dir, file), (await readFile(join(dir, file), 'utf8')).replace(from, to));
    await edit('pages/about.json', '"label": "Last Name",', '"label": "Family Name",');
    await edit('pages/education.json', '"title": "Your Academics"', '"title": "Academics (disk)"');
    const refused = await save(ours, base.versions);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      changedOnDisk: ['pages/about.json', 'pages/education.json'],
    });

    const again = await read();
    const merged = reapplyEdits(base.files, again.files, ours);
    expect(merged.applied).toEqual([{ ...middle, value: 'Middle Name (studio)' }]);
    expect(merged.conflicts).toEqual([{ ...title, value: 'Studio title' }]);
    const saved = await save(merged.files, again.versions);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ written: ['pages/about.json'] });
    const about = await readFile(join(dir, 'pages/about.json'), 'utf8');
    expect(about).toContain('"label": "Middle Name (studio)"');
    expect(about).toContain('"label": "Family Name"');
    const education = await readFile(join(dir, 'pages/education.json'), 'utf8');
    expect(education).toContain('"title": "Academics (disk)"');
  });

  it('leaves other paths to the front end', async () => {
    expect((await fetch(`${url}/index.html`)).status).toBe(418);
  });
});
