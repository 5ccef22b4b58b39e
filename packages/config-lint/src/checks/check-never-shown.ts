import type { RulesLogic } from 'json-logic-js';
import {
  applyLogic,
  type Condition,
  conditionKeys,
  type FieldModel,
  type FormModel,
  isAll,
  type PartnerConfig,
  type SiteGuard,
  toJsonLogic,
  toNumber,
  valueAtPointer,
  withPrefix,
} from '@admit/engine';
import { type Node, fieldTypeOf, nodeTypeOf } from '@admit/node-types';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectConditionSites, rulesOf } from './collect-condition-sites.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { fieldOptionValues } from './option-values.ts';
import { ruleTargetProblem } from './rule-target-problem.ts';

/** Stands for "any other text" when a question takes free text. */
const OTHER_TEXT = '\u0000other';

interface Constraint {
  key: string;
  logic: RulesLogic;
  condition: Condition;
}

const conjuncts = (condition: Condition): Condition[] =>
  isAll(condition) ? condition.all.flatMap(conjuncts) : [condition];

/**
 * Questions (and sections, groups, blocks, swapped-in content) that can never be shown: their
 * conditions together ask one answer for values it cannot have at once (`equals X` and `equals Y`,
 * or a value outside the options an enclosing condition leaves), or need an answer to a question
 * that is itself never shown. Reported once, where the condition that closes the door is written.
 * A single rule whose target its question can never hold is checkConditions' error and is not
 * counted here; conditions across several answers are not reasoned about (never a false alarm).
 * An error: a question nobody can reach is a mistake, and a folder that lints clean must not have one.
 */
export const checkNeverShown: ConfigCheck = (config, model) => {
  const analysis = new Analysis(config, model);
  const sites = collectNodeSites(config);
  const all = [
    ...sites.sections.flatMap((s) =>
      s.section.visibleWhen
        ? [
            {
              pointer: s.pointer,
              guards: [{ condition: s.section.visibleWhen, pointer: `${s.pointer}/visibleWhen` }],
            },
          ]
        : [],
    ),
    ...sites.nodes.map((s) => ({
      pointer: s.pointer,
      guards: s.node.visibleWhen
        ? [
            ...s.guards,
            {
              condition: withPrefix(s.node.visibleWhen, s.prefixes[0] ?? ''),
              pointer: `${s.pointer}/visibleWhen`,
            },
          ]
        : s.guards,
    })),
  ];
  const never = new Set<(typeof all)[number]>();
  for (let changed = true; changed;) {
    changed = false;
    for (const site of all) {
      if (never.has(site) || !analysis.blockedKey(site.guards)) continue;
      never.add(site);
      analysis.markNeverShown(site.pointer);
      changed = true;
    }
  }
  const problems = new Map<string, ConfigProblem>();
  for (const site of never) {
    const index = site.guards.findIndex(
      (_, i) => analysis.blockedKey(site.guards.slice(0, i + 1)) !== undefined,
    );
    const guard = site.guards[index]!;
    if (problems.has(guard.pointer)) continue;
    const key = analysis.blockedKey(site.guards.slice(0, index + 1))!;
    const why = analysis.isNeverShown(key)
      ? `it depends on "${key}", which is never shown`
      : `its conditions on "${key}" cannot all hold`;
    problems.set(guard.pointer, {
      severity: 'error',
      pointer: guard.pointer,
      message: `${describe(config, guard.pointer)} can never be shown: ${why}`,
      rule: 'never-shown',
    });
  }
  return [...problems.values()];
};

class Analysis {
  private readonly neverShown = new Set<string>();
  private readonly fillTargets: Set<string>;
  private readonly invalidRules: Set<string>;
  private readonly logic = new WeakMap<Condition, RulesLogic>();
  private readonly config: PartnerConfig;
  private readonly model: FormModel;
  constructor(config: PartnerConfig, model: FormModel) {
    this.config = config;
    this.model = model;
    // Answers a lookup fills from a record may hold any value, whatever their options.
    this.fillTargets = new Set(
      model.fields.flatMap((f) =>
        (fieldTypeOf(f.kind).keyReferences?.(f.node, f.pointer) ?? [])
          .filter((ref) => ref.kind === 'fills')
          .map((ref) => ref.written),
      ),
    );
    this.invalidRules = new Set(
      collectConditionSites(config)
        .flatMap((site) =>
          rulesOf(withPrefix(site.condition, site.prefixes[0] ?? ''), site.pointer),
        )
        .filter(({ rule }) => {
          const field = model.fieldsByKey.get(rule.valueKey);
          return !field || ruleTargetProblem(rule, field, config)?.severity === 'error';
        })
        .map(({ rule }) => JSON.stringify(rule)),
    );
  }

  markNeverShown(pointer: string): void {
    for (const field of this.model.fields) {
      if (field.pointer === pointer || field.pointer.startsWith(`${pointer}/`))
        this.neverShown.add(field.key);
    }
  }

  isNeverShown(key: string): boolean {
    return this.neverShown.has(key);
  }

  /** The first answer key the guards ask the impossible of, if any. */
  blockedKey(guards: readonly SiteGuard[]): string | undefined {
    const byKey = new Map<string, Constraint[]>();
    for (const condition of guards.flatMap((g) => conjuncts(g.condition))) {
      const keys = conditionKeys(condition);
      if (
        keys.length !== 1 ||
        rulesOf(condition, '').some(({ rule }) => this.invalidRules.has(JSON.stringify(rule)))
      )
        continue;
      const key = keys[0]!;
      const list = byKey.get(key) ?? [];
      let logic = this.logic.get(condition);
      if (!logic) this.logic.set(condition, (logic = toJsonLogic(condition)));
      list.push({ key, logic, condition });
      byKey.set(key, list);
    }
    for (const [key, constraints] of byKey) {
      const field = this.model.fieldsByKey.get(key);
      if (!field) continue;
      const possible = this.candidates(field, constraints).some((value) =>
        constraints.every((c) => applyLogic(c.logic, { [key]: value })),
      );
      if (!possible) return key;
    }
    return undefined;
  }

  /** Answers the key can hold, as far as the constraints can tell them apart. */
  private candidates(field: FieldModel, constraints: readonly Constraint[]): unknown[] {
    const empty = field.valueType === 'boolean' ? false : '';
    if (this.neverShown.has(field.key)) return [undefined, empty];
    if (field.valueType === 'boolean') return [undefined, false, true];
    const options = this.fillTargets.has(field.key)
      ? undefined
      : fieldOptionValues(field, this.config);
    if (options) return [undefined, '', ...options];
    const targets = constraints.flatMap((c) =>
      rulesOf(c.condition, '').flatMap(({ rule }) =>
        Array.isArray(rule.target) ? rule.target : [rule.target],
      ),
    );
    const numbers = [...new Set(targets.map(toNumber).filter((n) => !Number.isNaN(n)))].sort(
      (a, b) => a - b,
    );
    const around = numbers.flatMap((n, i) => [
      n - 1,
      n + 1,
      ...(i > 0 ? [(numbers[i - 1]! + n) / 2] : []),
    ]);
    return [
      undefined,
      '',
      OTHER_TEXT,
      ...targets.filter((t) => typeof t === 'string'),
      ...[...numbers, ...around].map(String),
    ];
  }
}

/** Names the element a guard belongs to, for the message. */
function describe(config: PartnerConfig, guardPointer: string): string {
  const swap = /\/contentByValue\/([^/]+)$/.exec(guardPointer);
  if (swap) return `the content for "${swap[1]!.replaceAll('~1', '/').replaceAll('~0', '~')}"`;
  const confirm = /\/(before|after)$/.exec(guardPointer);
  if (confirm) return `the content ${confirm[1]} confirmation`;
  const owner = valueAtPointer(config, guardPointer.replace(/\/visibleWhen$/, '')) as
    Record<string, unknown> | undefined;
  if (!owner) return 'this';
  if (typeof owner.key === 'string') return `question "${owner.key}"`;
  if (typeof owner.type !== 'string') return `section "${String(owner.id)}"`;
  const node = owner as unknown as Node;
  const type = nodeTypeOf(node.type);
  return `${node.type} "${type.anchorId?.(node) ?? type.savedId?.(node).id}"`;
}
