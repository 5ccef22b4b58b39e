import { join } from 'node:path';
import { REPO_ROOT } from '../../build/partner-dir.ts';

/** Screenshots of every screen (git ignores the folder). */
export const ARTIFACTS_DIR = join(REPO_ROOT, '.e2e-artifacts');
