#!/usr/bin/env node
// Launcher, plain JavaScript so that any Node can read it. The CLI is TypeScript, which Node runs
// by type stripping (22.18 and later, 23.6 and later). An older Node (a machine's own Node 20, a
// partner's CI) re-runs this file with the Node the repository installs (the `node` dev
// dependency) when there is one, else says in one line what is needed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NEEDS = 'config-lint needs Node.js 22.18 or later (it runs TypeScript by type stripping)';
const RELAUNCHED = 'ADMIT_CONFIG_LINT_RELAUNCHED';

/** The Node binary of the `node` package in a node_modules folder at or above `dir`, if any. */
function installedNode(dir) {
  for (let at = dir; ; at = dirname(at)) {
    for (const name of ['node', 'node.exe']) {
      const candidate = join(at, 'node_modules', 'node', 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
    if (dirname(at) === at) return undefined;
  }
}

if (process.features.typescript) {
  await import('../src/cli.ts');
} else {
  const self = fileURLToPath(import.meta.url);
  // The guard stops a loop should the installed Node lack type stripping too.
  const node = process.env[RELAUNCHED] ? undefined : installedNode(dirname(self));
  const run = node
    ? spawnSync(node, [self, ...process.argv.slice(2)], {
        stdio: 'inherit',
        env: { ...process.env, [RELAUNCHED]: '1' },
      })
    : undefined;
  if (run && !run.error) {
    process.exitCode = run.status ?? 2;
  } else {
    console.error(
      `${NEEDS}; this is Node.js ${process.version}. Run \`npm run config-lint\` in the Admit repository (npm install brings Node.js 24), or run this file with Node.js 22.18+.`,
    );
    process.exitCode = 2;
  }
}
