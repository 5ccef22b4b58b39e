import { addressPartNodes, schoolPartNodes } from '../model/block-parts.ts';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { listValues } from './option-values.ts';
import { pointerToken } from '../config/json-pointer.ts';

/**
 * `parts` overrides of address and school blocks name parts the block has: an override of a part
 * it does not have (a misspelt name, `county` without `"county": true`, `country` of a school
 * without `"country": true`) is silently ignored.
 */
export const checkBlockParts: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  for (const { node, pointer } of collectNodeSites(config).nodes) {
    if (node.type !== 'address' && node.type !== 'school') continue;
    const parts: string[] = (
      node.type === 'address' ? addressPartNodes(node, '') : schoolPartNodes(node, '')
    ).map((p) => p.part);
    for (const name of Object.keys(node.parts ?? {})) {
      if (parts.includes(name)) continue;
      problems.push({
        severity: 'error',
        pointer: `${pointer}/parts/${pointerToken(name)}`,
        message: `${node.type} "${node.id}" has no part "${name}" (parts: ${listValues(parts)})`,
        rule: 'block-part',
      });
    }
  }
  return problems;
};
