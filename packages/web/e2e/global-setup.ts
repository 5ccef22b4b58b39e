import { mkdirSync } from 'node:fs';
import { ensureWebBuild, partnerDirFromEnv } from '../build/index.ts';
import { ARTIFACTS_DIR } from './helpers/artifacts.ts';

/** Builds the web app once if it is missing or stale (as `npm start` would) before the journeys. */
export default async function setup(): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await ensureWebBuild(partnerDirFromEnv(), () => {});
}
