// npm run build — the production build: plain JavaScript for the server (and the process it starts
// converters from) and the command-line tools in dist/server and dist/cli (the engine compiled in;
// npm dependencies stay imports, installed by `npm ci --omit=dev`), and the web app (partner baked
// in) in dist/web. Run the product with `node dist/server/main.js`: no TypeScript tooling at run time.
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { ensureWebBuild } from '@admit/web/build';

const root = resolve(import.meta.dirname, '..');
const partnerDir = resolve(process.env.PARTNER_CONFIG || 'partner-config');

/**
 * The server's own npm dependencies: left as imports, resolved at run time from the root
 * node_modules. The engine and its dependencies (which npm may nest under packages/engine, out of
 * dist's reach) are compiled in.
 */
function runtimePackages(): string[] {
  const { dependencies = {} } = JSON.parse(
    readFileSync(resolve(root, 'packages/server/package.json'), 'utf8'),
  ) as { dependencies?: Record<string, string> };
  return Object.keys(dependencies).filter((name) => !name.startsWith('@admit/'));
}

/** Entry points: the server, the process it starts converters from, and each command-line tool. */
const ENTRIES = {
  'server/main': 'packages/server/src/main.ts',
  'server/tool-runner': 'packages/server/src/documents/tool-runner-process.ts',
  'cli/service-token': 'packages/server/src/cli/service-token.ts',
  'cli/rotate-key': 'packages/server/src/cli/rotate-key.ts',
  'cli/staff': 'packages/server/src/cli/staff.ts',
  'cli/count-answers': 'packages/server/src/cli/count-answers.ts',
  'cli/backup': 'packages/server/src/cli/backup.ts',
  'cli/restore': 'packages/server/src/cli/restore.ts',
};

const started = performance.now();
for (const dir of ['dist/server', 'dist/cli'])
  rmSync(resolve(root, dir), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // ES module builds where a package has them: a UMD build's require() calls cannot be bundled.
  mainFields: ['module', 'main'],
  // Packages from npm are imported at run time (each package's own subpaths too).
  external: runtimePackages().flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS code (none today) would need `require` in an ES module.
  banner: { js: "import { createRequire as __admitRequire } from 'node:module';" },
  logLevel: 'warning',
});
await ensureWebBuild(partnerDir);
console.log(
  `Built dist/server, dist/cli and dist/web (partner ${partnerDir}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
