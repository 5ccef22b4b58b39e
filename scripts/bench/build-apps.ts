/*
 * Builds the browser benchmark: the bench page specs and Admit's precompiled validators
 * (bench/dist/spec/), then production builds (Vite, React plugin) of the three bench apps
 * (bench/dist/apps/<app>/). The peers' dependencies are installed into bench/peers first when
 * missing, with its own lockfile (never the root's).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { generateStandaloneValidators } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { benchSpecs, type BenchSpec } from './bench-spec.ts';
import { readPartner } from './read-partner.ts';

/** Where the build lands (ignored by git, lint and prettier). */
export const DIST = resolve('bench/dist');

/** The bench apps and their source folders: the three form engines, and the keystroke floor. */
export const APPS = {
  admit: 'bench/apps/admit',
  rjsf: 'bench/peers/apps/rjsf',
  jsonforms: 'bench/peers/apps/jsonforms',
  baseline: 'bench/apps/baseline',
} as const;
export type BuiltApp = keyof typeof APPS;

/** The form engines compared. */
export const FORM_APPS = ['admit', 'rjsf', 'jsonforms'] as const;
export type AppName = (typeof FORM_APPS)[number];

/** Installs bench/peers' own dependencies from its lockfile when they are not there yet. */
export function installPeers(): void {
  if (existsSync('bench/peers/node_modules/@rjsf/core')) return;
  console.log('Installing the peer form engines into bench/peers (npm ci --prefix bench/peers)...');
  execFileSync('npm', ['ci', '--prefix', 'bench/peers', '--no-fund', '--no-audit'], {
    stdio: 'inherit',
  });
}

/** Writes the specs and validators; returns the specs. */
export async function writeSpecs(): Promise<BenchSpec[]> {
  const specs = benchSpecs(await readPartner());
  const dir = join(DIST, 'spec');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const spec of specs) {
    await writeFile(join(dir, `${spec.size}.json`), JSON.stringify(spec));
    const model = compileFormModel(spec.admit.config);
    await writeFile(join(dir, `validators-${spec.size}.js`), generateStandaloneValidators(model));
  }
  return specs;
}

/** Every app's page: only its title differs, so it is written here rather than kept four times. */
const page = (app: BuiltApp) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Bench: ${app}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.js"></script>
  </body>
</html>
`;

/** Production build of one bench app (its main.tsx), with its page. */
export async function buildApp(app: BuiltApp): Promise<void> {
  const outDir = join(DIST, 'apps', app);
  await build({
    configFile: false,
    root: resolve(APPS[app]),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      // Top-level await loads the spec before the first render.
      target: 'esnext',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      rollupOptions: {
        input: resolve(APPS[app], 'main.tsx'),
        output: { entryFileNames: 'main.js' },
      },
    },
  });
  await writeFile(join(outDir, 'index.html'), page(app));
}

/** Everything the browser benchmark needs. */
export async function buildBench(): Promise<BenchSpec[]> {
  installPeers();
  const specs = await writeSpecs();
  for (const app of Object.keys(APPS) as BuiltApp[]) await buildApp(app);
  return specs;
}

if (import.meta.main) {
  const specs = await buildBench();
  console.log(specs.map((s) => `${s.size}: ${s.fields} fields`).join(', '));
}
