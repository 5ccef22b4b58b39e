import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';

/**
 * A dependent select renders only when it has options for the controller's answer: it needs
 * `options` or at least one `optionsByAnswer` entry, or it is never shown.
 */
export const checkDependentSelects: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  for (const { node, pointer } of collectNodeSites(config).nodes) {
    if (node.type !== 'dependentSelect') continue;
    if (node.options !== undefined || Object.keys(node.optionsByAnswer ?? {}).length > 0) continue;
    problems.push({
      severity: 'error',
      pointer: node.optionsByAnswer ? `${pointer}/optionsByAnswer` : pointer,
      message: `dependent select "${node.key}" has no options: give it "options" or "optionsByAnswer" entries, or it is never shown`,
      rule: 'dependent-select',
    });
  }
  return problems;
};
