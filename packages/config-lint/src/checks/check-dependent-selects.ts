import type { ConfigCheck } from './config-check.ts';
import { checkNodeTypeRule } from './check-node-types.ts';

/**
 * A dependent select renders only when it has options for the controller's answer: it needs
 * `options` or at least one `optionsByAnswer` entry, or it is never shown. The dependent select's
 * own check (its definition's `check`).
 */
export const checkDependentSelects: ConfigCheck = checkNodeTypeRule('dependent-select');
