import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { nearestPointer, pointerToken } from '@admit/engine';

const stores = (type: 'string' | 'boolean') => (type === 'boolean' ? 'true or false' : 'text');

/**
 * The questions against the data model: every key (prefixes applied, every address, school and
 * add-another key) must be declared with the type the question stores; `<key>_desc` companions
 * of selects and radios are implied and must not be declared; a declared key no question uses
 * is an "unmapped key" warning.
 */
export const checkDataModel: ConfigCheck = (config, model) => {
  const problems: ConfigProblem[] = [];
  const { dataModel } = config;
  const missingByPointer = new Map<string, string[]>();
  for (const field of model.fields) {
    const declared = dataModel[field.key];
    if (!declared) {
      const pointer = nearestPointer(config, field.pointer);
      const keys = missingByPointer.get(pointer) ?? [];
      if (!keys.includes(field.key)) keys.push(field.key);
      missingByPointer.set(pointer, keys);
    } else if (declared.type !== field.valueType) {
      problems.push({
        severity: 'error',
        pointer: `/dataModel/${pointerToken(field.key)}/type`,
        message: `"${field.key}" is a ${field.kind} question storing ${stores(field.valueType)}, but the data model declares ${declared.type}`,
        rule: 'data-model-type',
      });
    }
  }
  for (const [pointer, keys] of missingByPointer) {
    const message =
      keys.length === 1
        ? `key "${keys[0]}" is not in the data model`
        : `keys ${keys.map((k) => `"${k}"`).join(', ')} are not in the data model`;
    problems.push({ severity: 'error', pointer, message, rule: 'data-model-missing' });
  }
  const descOf = new Map(model.fields.flatMap((f) => (f.descKey ? [[f.descKey, f] as const] : [])));
  for (const key of Object.keys(dataModel)) {
    const pointer = `/dataModel/${pointerToken(key)}`;
    const owner = descOf.get(key);
    if (owner) {
      problems.push({
        severity: 'error',
        pointer,
        message: `"${key}" must not be declared: the _desc companion of ${owner.kind} "${owner.key}" is implied`,
        rule: 'data-model-desc',
      });
    } else if (!model.fieldsByKey.has(key)) {
      problems.push({
        severity: 'warning',
        pointer,
        message: `unmapped key "${key}": no question stores it`,
        rule: 'data-model-unmapped',
      });
    }
  }
  return problems;
};
