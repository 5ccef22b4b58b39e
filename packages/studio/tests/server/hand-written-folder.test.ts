import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readPartnerTexts } from '@admit/config-lint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioApi } from '../../src/server/studio-api.ts';
import { copyOfBundledPartner } from '../helpers.ts';

const run = promisify(execFile);

const isScalar = (value: unknown) => typeof value !== 'object' || value === null;

/**
 * JSON as a person might write it by hand, unlike Prettier: four-space indentation, CRLF line
 * ends, an object or list of plain values on one (often long) line, and no newline at the end.
 */
function handWritten(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.every(isScalar)) return `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    return `[\r\n${value.map((v) => inner + handWritten(v, inner)).join(',\r\n')}\r\n${indent}]`;
  }
  if (isScalar(value)) return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>);
  const member = ([k, v]: [string, unknown]) => `${JSON.stringify(k)}: ${handWritten(v, inner)}`;
  if (entries.every(([, v]) => isScalar(v))) return `{ ${entries.map(member).join(', ')} }`;
  return `{\r\n${entries.map((e) => inner + member(e)).join(',\r\n')}\r\n${indent}}`;
}

let dir: string;
let server: Server;
let url: string;
const git = async (...args: string[]) =>
  (
    await run('git', ['-c', 'core.autocrlf=false', '-c', 'core.safecrlf=false', ...args], {
      cwd: dir,
    })
  ).stdout;

beforeAll(async () => {
  dir = await copyOfBundledPartner();
  for (const [file, text] of Object.entries((await readPartnerTexts(dir)).texts))
    await writeFile(join(dir, file), handWritten(JSON.parse(text)));
  await git('init', '--quiet');
  await git('add', '.');
  await git('-c', 'user.name=Author', '-c', 'user.email=author@example.org', 'commit', '-qm', 'x');
  const api = studioApi(dir);
  server = createServer((request, response) => void api(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("saving a folder written in the author's own style", () => {
  it('changes only the line of the edited value: no other line, no other file', async () => {
    const folder = (await (await fetch(`${url}/api/folder`)).json()) as {
      texts: Record<string, string>;
      versions: Record<string, string>;
    };
    const files = Object.fromEntries(
      Object.entries(folder.texts).map(([file, text]) => [file, JSON.parse(text) as unknown]),
    );
    const about = files['pages/about.json'] as {
      sections: { children: { key: string; label: string }[] }[];
    };
    const middle = about.sections[0]!.children.find((node) => node.key === 'middle_name')!;
    middle.label = 'Middle Name (if any)';

    const response = await fetch(`${url}/api/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ files, versions: folder.versions }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ written: ['pages/about.json'], removed: [] });

    expect(await git('status', '--porcelain')).toBe(' M pages/about.json\n');
    expect(await git('diff', '--numstat')).toBe('1\t1\tpages/about.json\n');
    const diff = (await git('diff', '-U0')).split('\n');
    const removed = diff.filter((line) => /^-[^-]/.test(line));
    const added = diff.filter((line) => /^\+[^+]/.test(line));
    expect(removed).toEqual([expect.stringContaining('"label": "Middle Name"')]);
    expect(added).toEqual([
      removed[0]!.replace('"Middle Name"', '"Middle Name (if any)"').replace(/^-/, '+'),
    ]);
    const text = await readFile(join(dir, 'pages/about.json'), 'utf8');
    expect(text.endsWith('}')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
  });
});
