import { conditionKeys } from '../conditions/condition-guards.ts';
import type { FieldModel } from './form-model.ts';

/** Maps each answer key to the fields whose visibility, requirement or options read it. */
export function dependentsOf(fields: readonly FieldModel[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (from: string, to: string) => {
    const list = map.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    map.set(from, list);
  };
  for (const field of fields) {
    for (const guard of field.guards) {
      if (guard.type === 'condition')
        conditionKeys(guard.condition).forEach((k) => add(k, field.key));
    }
    for (const c of field.required)
      if (c.when) conditionKeys(c.when).forEach((k) => add(k, field.key));
    if (field.controller) add(field.controller, field.key);
  }
  return map;
}
