import {
  type Check,
  type Condition,
  isAll,
  isAny,
  isNot,
  isRule,
  type PartnerConfig,
  type RequiredCase,
  type Rule,
} from '@admit/engine';
import { type NodeSite, nodeTypeOf } from '@admit/node-types';
import { collectNodeSites } from './collect-node-sites.ts';

/** A condition as written in the config, with the prefixes `{prefix}` stands for there. */
export interface ConditionSite {
  condition: Condition;
  pointer: string;
  /** See NodeSite.prefixes; address and school part overrides add the block's own prefix. */
  prefixes: string[];
  inBlock: boolean;
}

/** A single rule inside a condition, and its pointer. */
export interface RuleSite {
  rule: Rule;
  pointer: string;
}

/** Every rule of a condition with its pointer (through all/any/not). */
export function rulesOf(condition: Condition, pointer: string): RuleSite[] {
  if (isRule(condition)) return [{ rule: condition, pointer }];
  if (isAll(condition)) return condition.all.flatMap((c, i) => rulesOf(c, `${pointer}/all/${i}`));
  if (isAny(condition)) return condition.any.flatMap((c, i) => rulesOf(c, `${pointer}/any/${i}`));
  if (isNot(condition)) return rulesOf(condition.not, `${pointer}/not`);
  return [];
}

interface Conditional {
  visibleWhen?: Condition;
  required?: boolean | Condition | RequiredCase[];
  checks?: Check[];
}

function conditionsOf(
  member: Conditional,
  pointer: string,
  scope: Pick<ConditionSite, 'prefixes' | 'inBlock'>,
): ConditionSite[] {
  const out: ConditionSite[] = [];
  const add = (condition: Condition, at: string) => out.push({ condition, pointer: at, ...scope });
  if (member.visibleWhen) add(member.visibleWhen, `${pointer}/visibleWhen`);
  const { required } = member;
  if (Array.isArray(required))
    required.forEach((c, i) => add(c.when, `${pointer}/required/${i}/when`));
  else if (typeof required === 'object') add(required, `${pointer}/required`);
  member.checks?.forEach((check, i) => {
    if (check.when) add(check.when, `${pointer}/checks/${i}/when`);
  });
  return out;
}

function nodeConditions(site: NodeSite): ConditionSite[] {
  const { node, pointer, prefixes, inBlock } = site;
  const own = conditionsOf(node as Conditional, pointer, { prefixes, inBlock });
  const block = nodeTypeOf(node.type).partOverrides?.(node);
  if (!block) return own;
  const blockScope = { prefixes: prefixes.map((p) => `${p}${block.prefix}`), inBlock: true };
  const parts = Object.entries(block.parts as Record<string, Conditional>);
  return [
    ...own,
    ...parts.flatMap(([part, override]) =>
      conditionsOf(override, `${pointer}/parts/${part}`, blockScope),
    ),
  ];
}

/** Every condition of the config: sections', nodes' (visibleWhen, required, check `when`) and block parts'. */
export function collectConditionSites(
  config: PartnerConfig,
  sites = collectNodeSites(config),
): ConditionSite[] {
  return [
    ...sites.sections.flatMap((s) =>
      s.section.visibleWhen
        ? [
            {
              condition: s.section.visibleWhen,
              pointer: `${s.pointer}/visibleWhen`,
              prefixes: [''],
              inBlock: false,
            },
          ]
        : [],
    ),
    ...sites.nodes.flatMap(nodeConditions),
  ];
}
