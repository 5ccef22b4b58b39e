import { type NodeChecker } from '@admit/engine';
import { nodeTypeOf } from '@admit/node-types';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { listValues } from './option-values.ts';

/**
 * The checks particular to a node type, which its definition declares (`check`): a tab set's
 * distinct values and default tab, an add-another's default count, a dependent select's options.
 */
export const checkNodeTypes: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  const checker: NodeChecker = {
    error: (pointer, message, rule) => problems.push({ severity: 'error', pointer, message, rule }),
    list: listValues,
  };
  for (const { node, pointer } of collectNodeSites(config).nodes)
    nodeTypeOf(node.type).check?.(node, pointer, checker);
  return problems;
};

/** The node types' own checks of one rule (`tabs`), for running them on their own. */
export const checkNodeTypeRule =
  (rule: string): ConfigCheck =>
  (config, model, context) =>
    checkNodeTypes(config, model, context).filter((problem) => problem.rule === rule);
