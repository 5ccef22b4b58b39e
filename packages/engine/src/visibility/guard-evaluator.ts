import type { RulesLogic } from 'json-logic-js';
import { applyLogic, toJsonLogic } from '../conditions/to-json-logic.ts';
import type { Guard } from '../model/form-model.ts';
import type { FormModel } from '../compile/form-model.ts';
import type { EvaluationContext } from '../conditions/evaluation-context.ts';

type CompiledGuard =
  | { type: 'condition'; logic: RulesLogic }
  | { type: 'addAnother'; buttonId: string; index: number; defaultCount: number }
  | { type: 'tab'; tabId: string; value: string; defaultTab: string };

const compiledGuards = new WeakMap<readonly Guard[], CompiledGuard[]>();
const defaults = new WeakMap<
  FormModel,
  { counts: Map<string, number>; tabs: Map<string, string> }
>();

function defaultsOf(model: FormModel) {
  let d = defaults.get(model);
  if (!d) {
    d = {
      counts: new Map(model.addAnother.map((a) => [a.buttonId, a.defaultCount])),
      tabs: new Map(model.tabs.map((t) => [t.tabId, t.defaultTab])),
    };
    defaults.set(model, d);
  }
  return d;
}

function compile(model: FormModel, guards: readonly Guard[]): CompiledGuard[] {
  let compiled = compiledGuards.get(guards);
  if (!compiled) {
    const d = defaultsOf(model);
    compiled = guards.map((guard): CompiledGuard => {
      if (guard.type === 'condition')
        return { type: 'condition', logic: toJsonLogic(guard.condition) };
      if (guard.type === 'addAnother')
        return { ...guard, defaultCount: d.counts.get(guard.buttonId) ?? 1 };
      return { ...guard, defaultTab: d.tabs.get(guard.tabId) ?? guard.value };
    });
    compiledGuards.set(guards, compiled);
  }
  return compiled;
}

/**
 * Whether every guard holds: conditions through json-logic, add-another blocks by count, tab
 * content by the chosen tab. Guards are translated once per guard list and cached.
 */
export function guardsHold(
  model: FormModel,
  guards: readonly Guard[],
  context: EvaluationContext,
): boolean {
  if (guards.length === 0) return true;
  for (const guard of compile(model, guards)) {
    if (guard.type === 'condition') {
      if (!applyLogic(guard.logic, context.answers)) return false;
    } else if (guard.type === 'addAnother') {
      // The first block always shows: a saved count below 1 is read as 1.
      if (Math.max(1, context.addAnother?.[guard.buttonId] ?? guard.defaultCount) < guard.index)
        return false;
    } else if ((context.tabs?.[guard.tabId] ?? guard.defaultTab) !== guard.value) return false;
  }
  return true;
}
