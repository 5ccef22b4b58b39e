import { type PartnerConfig, type Rule } from '@admit/engine';
import { nodeTypeOf } from '@admit/node-types';
import { collectConditionSites, rulesOf } from './collect-condition-sites.ts';
import { collectNodeSites } from './collect-node-sites.ts';

/** Where the config names an answer key it reads or writes (other than a question's own key). */
export interface KeyReference {
  kind: 'condition' | 'controller' | 'sameAs' | 'fills' | 'clearKeys';
  /** The key as written, maybe with `{prefix}`. */
  written: string;
  /** Pointer of the string naming the key. */
  pointer: string;
  prefixes: string[];
  inBlock: boolean;
  /** For a condition: the rule, and its pointer. */
  rule?: Rule;
  rulePointer?: string;
}

/** Every key reference of the config, in reading order of the nodes. */
export function collectKeyReferences(config: PartnerConfig): KeyReference[] {
  const sites = collectNodeSites(config);
  const refs: KeyReference[] = collectConditionSites(config, sites).flatMap((site) =>
    rulesOf(site.condition, site.pointer).map(({ rule, pointer }) => ({
      kind: 'condition' as const,
      written: rule.valueKey,
      pointer: `${pointer}/valueKey`,
      prefixes: site.prefixes,
      inBlock: site.inBlock,
      rule,
      rulePointer: pointer,
    })),
  );
  for (const { node, pointer, prefixes, inBlock } of sites.nodes) {
    const add = (kind: KeyReference['kind'], written: string, at: string) =>
      refs.push({ kind, written, pointer: at, prefixes, inBlock });
    for (const ref of nodeTypeOf(node.type).keyReferences?.(node, pointer) ?? [])
      add(ref.kind, ref.written, ref.pointer);
    if ('checks' in node) {
      node.checks?.forEach((check, i) => {
        if (check.type === 'sameAs')
          add('sameAs', check.otherKey, `${pointer}/checks/${i}/otherKey`);
      });
    }
  }
  return refs;
}
