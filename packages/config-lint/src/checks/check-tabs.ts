import type { ConfigCheck } from './config-check.ts';
import { checkNodeTypeRule } from './check-node-types.ts';

/**
 * Tabs: each tab's value is saved as the chosen tab, so values are distinct; the default tab
 * (the only one visitors see) is one of them. The tab set's own check (its definition's `check`).
 */
export const checkTabs: ConfigCheck = checkNodeTypeRule('tabs');
