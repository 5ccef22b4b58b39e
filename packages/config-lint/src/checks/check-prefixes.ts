import { type FieldModel, nearestPointer } from '@admit/engine';
import { nodeTypeOf } from '@admit/node-types';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectKeyReferences } from './collect-key-references.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { keyCollisions } from './key-collisions.ts';
import { listValues } from './option-values.ts';
import { whereIs } from './where-is.ts';

const PREFIX = '{prefix}';

const originOf = (field: FieldModel, own: boolean): string => {
  if (field.part)
    return `${field.part.block} "${field.part.blockId}" (prefix "${field.part.prefix}")`;
  if (field.addAnother)
    return `add-another "${field.addAnother.buttonId}" block ${field.addAnother.index}`;
  return own ? 'this question' : 'the question';
};

/**
 * Prefix errors of address, school and add-another blocks: a prefix not ending in "_", keys that
 * collide with other questions' keys once prefixes are applied, and `{prefix}` written outside
 * any block (where it silently means nothing).
 */
export const checkPrefixes: ConfigCheck = (config, model) => {
  const problems: ConfigProblem[] = [];
  const error = (pointer: string, message: string) =>
    problems.push({ severity: 'error', pointer, message, rule: 'prefix' });
  const sites = collectNodeSites(config);
  for (const { node, pointer, inBlock } of sites.nodes) {
    const type = nodeTypeOf(node.type);
    const prefix = type.keyPrefix?.(node);
    if (prefix && !prefix.endsWith('_'))
      error(`${pointer}/prefix`, `prefix "${prefix}" must end with "_"`);
    if (inBlock) continue;
    if ('key' in node && node.key.includes(PREFIX))
      error(`${pointer}/key`, `"${PREFIX}" is used outside any add-another block`);
    for (const { at, key } of type.itemKeys?.(node) ?? [])
      if (key.includes(PREFIX))
        error(`${pointer}${at}`, `"${PREFIX}" is used outside any add-another block`);
  }
  for (const ref of collectKeyReferences(config)) {
    if (!ref.inBlock && ref.written.includes(PREFIX))
      error(ref.pointer, `"${PREFIX}" is used outside any add-another, address or school block`);
  }
  const collisions = new Map<string, { keys: string[]; first: FieldModel; second: FieldModel }>();
  for (const { key, first, second } of keyCollisions(model).filter((c) => c.expanded)) {
    const pair = `${nearestPointer(config, second.pointer)} ${nearestPointer(config, first.pointer)}`;
    const found = collisions.get(pair);
    if (found) found.keys.push(key);
    else collisions.set(pair, { keys: [key], first, second });
  }
  for (const { keys, first, second } of collisions.values()) {
    const what =
      keys.length === 1
        ? `key ${listValues(keys)} of ${originOf(second, true)} collides`
        : `keys ${listValues(keys)} of ${originOf(second, true)} collide`;
    error(
      nearestPointer(config, second.pointer),
      `${what} with ${originOf(first, false)} at ${whereIs(config, first.pointer)}`,
    );
  }
  return problems;
};
