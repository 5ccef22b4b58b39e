import type { ConfigCheck } from './config-check.ts';
import { checkNodeTypeRule } from './check-node-types.ts';

/**
 * Add-another blocks show `defaultCount` blocks before any click: at most `max` (default 10). The
 * add-another's own check (its definition's `check`).
 */
export const checkAddAnotherCounts: ConfigCheck = checkNodeTypeRule('add-another-count');
