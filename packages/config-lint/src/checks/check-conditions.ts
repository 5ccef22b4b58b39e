import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectKeyReferences } from './collect-key-references.ts';
import { referencedKey } from '@admit/engine';
import { ruleTargetProblem } from './rule-target-problem.ts';

/**
 * Conditions (visibleWhen, required conditions and cases, check `when`) and other key references
 * (dependent-select controllers, sameAs, lookup fills, tab clearKeys) that name keys no question
 * stores, and rule targets that can never match the question they read.
 * `{prefix}` outside a block is checkPrefixes' to report.
 */
export const checkConditions: ConfigCheck = (config, model) => {
  const problems: ConfigProblem[] = [];
  const known = new Set([
    ...model.fieldsByKey.keys(),
    ...model.fields.flatMap((f) => (f.descKey ? [f.descKey] : [])),
  ]);
  for (const ref of collectKeyReferences(config)) {
    if (!ref.inBlock && ref.written.includes('{prefix}')) continue;
    const prefix = ref.prefixes[0] ?? '';
    const key = referencedKey(ref.written, prefix);
    if (!known.has(key)) {
      const own = `${prefix}${ref.written}`;
      const hint =
        ref.inBlock && !ref.written.includes('{prefix}') && known.has(own)
          ? `; write "{prefix}${ref.written}" for this block's "${own}"`
          : '';
      problems.push({
        severity: 'error',
        pointer: ref.pointer,
        message: `unknown key "${key}": no question stores it${hint}`,
        rule: 'unknown-key',
      });
    }
    if (!ref.rule || ref.rulePointer === undefined) continue;
    const problem = ruleTargetProblem(
      { ...ref.rule, valueKey: key },
      model.fieldsByKey.get(key),
      config,
    );
    if (problem)
      problems.push({
        ...problem,
        pointer: ref.rule.target === undefined ? ref.rulePointer : `${ref.rulePointer}/target`,
        rule: 'condition-target',
      });
  }
  return problems;
};
