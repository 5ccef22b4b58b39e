import { mkdirSync, rmSync } from 'node:fs';
import { ensureWebBuild, partnerDirFromEnv } from '../build/index.ts';
import { ARTIFACTS_DIR } from './helpers/artifacts.ts';

/** Empties the screenshot folder, then builds the web app once if it is missing or stale (as `npm start` would) before the journeys. */
export default async function setup(): Promise<void> {
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await ensureWebBuild(partnerDirFromEnv(), () => {});
}
