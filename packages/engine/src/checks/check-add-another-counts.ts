import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { MAX_ADD_ANOTHER_BLOCKS } from '../config/limits.ts';

/** Add-another blocks show `defaultCount` blocks before any click: at most `max` (default 10). */
export const checkAddAnotherCounts: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  for (const { node, pointer } of collectNodeSites(config).nodes) {
    if (node.type !== 'addAnother' || node.defaultCount === undefined) continue;
    const max = node.max ?? MAX_ADD_ANOTHER_BLOCKS;
    if (node.defaultCount > max)
      problems.push({
        severity: 'error',
        pointer: `${pointer}/defaultCount`,
        message: `defaultCount ${node.defaultCount} of add-another "${node.buttonId}" is above its max of ${max} blocks`,
        rule: 'add-another-count',
      });
  }
  return problems;
};
