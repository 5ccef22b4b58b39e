import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startServer } from '../helpers/server-process.ts';
import { PASSWORD } from '../helpers/test-app.ts';

const run = promisify(execFile);
const ROOT = new URL('../../../../', import.meta.url).pathname;

/**
 * The production form of the product: `npm run build`, then an install without development
 * packages (`npm ci --omit=dev`) runs the built JavaScript with no TypeScript tooling at all.
 */
describe('the production build', () => {
  it(
    'runs from dist/ on an install without development packages',
    { timeout: 300_000 },
    async () => {
      await run(process.execPath, [join(ROOT, 'scripts/build.ts')], { cwd: ROOT });
      const app = mkdtempSync(join(tmpdir(), 'admit-production-'));
      try {
        // What a deployment ships: the manifests, the lock file, the build and a partner folder.
        for (const file of ['package.json', 'package-lock.json'])
          cpSync(join(ROOT, file), join(app, file));
        for (const name of readdirSync(join(ROOT, 'packages'))) {
          mkdirSync(join(app, 'packages', name), { recursive: true });
          cpSync(
            join(ROOT, 'packages', name, 'package.json'),
            join(app, 'packages', name, 'package.json'),
          );
        }
        for (const dir of ['dist', 'partner-config'])
          cpSync(join(ROOT, dir), join(app, dir), { recursive: true });
        await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
          cwd: app,
          env: { ...process.env, npm_config_loglevel: 'error' },
        });
        for (const tool of ['typescript', 'tsx', 'vite', 'esbuild', 'vitest', 'node'])
          expect(existsSync(join(app, 'node_modules', tool)), tool).toBe(false);

        const env = {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PORT: '0',
          HOST: '127.0.0.1',
          PUBLIC_URL: 'http://127.0.0.1',
          DATA_DIR: join(app, 'data'),
          PARTNER_CONFIG: join(app, 'partner-config'),
          WEB_ROOT: join(app, 'dist/web'),
        };
        const server = await startServer(env, 60_000, join(app, 'dist/server/main.js'));
        try {
          expect((await fetch(`${server.address}/healthz`)).status).toBe(200);
          const page = await fetch(`${server.address}/about`);
          expect(page.status).toBe(200);
          expect(await page.text()).toContain('<div id="root">');
          const signup = await fetch(`${server.address}/public/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL },
            body: JSON.stringify({ username: 'built@example.org', password: PASSWORD }),
          });
          expect(signup.status).toBe(200);
          const outbox = join(env.DATA_DIR, 'outbox');
          for (let i = 0; i < 200 && !existsSync(outbox); i++)
            await new Promise((resolve) => setTimeout(resolve, 25));
          const [mail] = readdirSync(outbox);
          expect(readFileSync(join(outbox, mail!), 'utf8')).toMatch(/confirmation code is \d{6}/);
          const { stdout } = await run(
            process.execPath,
            [join(app, 'dist/cli/service-token.js'), 'built@example.org'],
            { env },
          );
          expect(stdout).toContain('service_token=');
        } finally {
          await server.stop();
        }
      } finally {
        rmSync(app, { recursive: true, force: true });
      }
    },
  );
});
