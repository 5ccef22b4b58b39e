import { pointerToken } from '@admit/engine';
import { nodeTypeOf } from '@admit/node-types';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { listValues } from './option-values.ts';

/**
 * `parts` overrides of blocks with parts (address, school) name parts the block has: an override of a part
 * it does not have (a misspelt name, `county` without `"county": true`, `country` of a school
 * without `"country": true`) is silently ignored.
 */
export const checkBlockParts: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  for (const { node, pointer } of collectNodeSites(config).nodes) {
    const type = nodeTypeOf(node.type);
    const parts = type.partNames?.(node);
    if (!parts) continue;
    for (const name of Object.keys(type.partOverrides?.(node).parts ?? {})) {
      if (parts.includes(name)) continue;
      problems.push({
        severity: 'error',
        pointer: `${pointer}/parts/${pointerToken(name)}`,
        message: `${node.type} "${type.anchorId?.(node) ?? ''}" has no part "${name}" (parts: ${listValues(parts)})`,
        rule: 'block-part',
      });
    }
  }
  return problems;
};
