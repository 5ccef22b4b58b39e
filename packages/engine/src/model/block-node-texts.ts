/*
 * What compiling does to a field node inside a block: `{prefix}` resolved in its conditions, keys
 * and checks, `{n}` replaced by the block number in its texts, and its requirement as cases.
 */
import type { Check } from '../config/check.schema.ts';
import type { Condition } from '../config/condition.schema.ts';
import { withPrefix } from '../conditions/condition-guards.ts';
import type { FieldNodeBase } from '../config/node-base.schema.ts';
import type { RequirementCase } from './form-model.ts';

/**
 * A requirement as cases: always, under a condition, or per condition with its own message.
 * `defaultMessage` gives the message of the first two (asked only for a required question).
 */
export function requiredCases(
  required: FieldNodeBase['required'],
  defaultMessage: () => string,
): RequirementCase[] {
  if (required === undefined || required === false) return [];
  if (required === true) return [{ message: defaultMessage() }];
  if (Array.isArray(required)) return required.map((c) => ({ when: c.when, message: c.message }));
  return [{ when: required, message: defaultMessage() }];
}

/** A requirement with `{prefix}` resolved in its conditions. */
export function withPrefixRequired(
  required: NonNullable<FieldNodeBase['required']>,
  prefix: string,
): NonNullable<FieldNodeBase['required']> {
  if (typeof required === 'boolean') return required;
  if (Array.isArray(required))
    return required.map((c) => ({ when: withPrefix(c.when, prefix), message: c.message }));
  return withPrefix(required, prefix);
}

const prefixChecks = (checks: Check[] | undefined, prefix: string): Check[] | undefined =>
  checks?.map((check) => {
    const out = { ...check } as Check;
    if (check.when) out.when = withPrefix(check.when, prefix);
    if (check.type === 'sameAs')
      (out as { otherKey: string }).otherKey = check.otherKey.replace('{prefix}', prefix);
    return out;
  });

/** A node or part override with `{prefix}` resolved in its visibility, requirement and checks. */
export function prefixOverride<
  T extends { visibleWhen?: Condition; required?: FieldNodeBase['required']; checks?: Check[] },
>(o: T, prefix: string): T {
  const out = { ...o };
  if (o.visibleWhen) out.visibleWhen = withPrefix(o.visibleWhen, prefix);
  if (o.required !== undefined) out.required = withPrefixRequired(o.required, prefix);
  if (o.checks) out.checks = prefixChecks(o.checks, prefix);
  return out;
}

/**
 * Replaces `{n}` with the block number in the texts of a field inside an add-another block:
 * the common ones here, its type's own through `typeTexts`.
 */
export function withBlockNumber(
  node: FieldNodeBase,
  index: number,
  typeTexts?: (node: FieldNodeBase, n: (text: string) => string) => FieldNodeBase,
): FieldNodeBase {
  const n = (text: string) => text.replaceAll('{n}', String(index));
  const out = { ...node, label: n(node.label) } as FieldNodeBase;
  if (node.help) out.help = n(node.help);
  if (node.requiredMessage) out.requiredMessage = n(node.requiredMessage);
  if (Array.isArray(node.required))
    out.required = node.required.map((c) => ({ ...c, message: n(c.message) }));
  if (node.checks) out.checks = node.checks.map((c) => ({ ...c, message: n(c.message) }));
  return typeTexts ? typeTexts(out, n) : out;
}

/**
 * Replaces `{prefix}` in every key-bearing member of a field node: the common ones here, its
 * type's own through `typeKeys`.
 */
export function resolveNodeKeys(
  node: FieldNodeBase,
  prefix: string,
  typeKeys?: (node: FieldNodeBase, prefix: string) => FieldNodeBase,
): FieldNodeBase {
  const out = prefixOverride(node, prefix) as FieldNodeBase;
  return typeKeys ? typeKeys(out, prefix) : out;
}
