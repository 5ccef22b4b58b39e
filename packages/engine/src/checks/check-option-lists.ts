import type { Option, OptionSource } from '../config/option.schema.ts';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites, questionKey, referencedKey } from './collect-node-sites.ts';
import { pointerToken } from './json-pointer.ts';
import { fieldOptionValues, listValues } from './option-values.ts';

/**
 * Option lists: a list named but not defined (also the default lists of address and school
 * blocks), the same value twice in one list, and `optionsByAnswer` or `contentByValue` entries
 * for a value the question they follow cannot have.
 */
export const checkOptionLists: ConfigCheck = (config, model) => {
  const problems: ConfigProblem[] = [];
  const error = (pointer: string, message: string, rule: string) =>
    problems.push({ severity: 'error', pointer, message, rule });
  const lists = config.optionLists;

  const duplicates = (options: readonly Option[], pointer: string) => {
    const firstIndex = new Map<string, number>();
    options.forEach((option, i) => {
      const first = firstIndex.get(option.value);
      if (first === undefined) firstIndex.set(option.value, i);
      else
        error(
          `${pointer}/${i}/value`,
          `option value "${option.value}" is already the value of option ${first} of this list`,
          'duplicate-option',
        );
    });
  };
  const source = (value: OptionSource | undefined, pointer: string) => {
    if (typeof value === 'string' && !lists[value])
      error(pointer, `option list "${value}" is not defined`, 'missing-option-list');
    if (Array.isArray(value)) duplicates(value, pointer);
  };
  const named = (value: string | undefined, fallback: string, pointer: string, member: string) => {
    if (value !== undefined) source(value, `${pointer}/${member}`);
    else if (!lists[fallback])
      error(
        pointer,
        `option list "${fallback}" (the default ${member}) is not defined`,
        'missing-option-list',
      );
  };
  const notAValue = (entry: string, key: string, values: string[]) =>
    `"${entry}" is not an option value of "${key}" (valid: ${listValues(values)})`;

  for (const [name, list] of Object.entries(lists))
    if (Array.isArray(list)) duplicates(list, `/optionLists/${pointerToken(name)}`);

  for (const { node, pointer, prefixes } of collectNodeSites(config).nodes) {
    const prefix = prefixes[0] ?? '';
    switch (node.type) {
      case 'select':
        source(node.options, `${pointer}/options`);
        break;
      case 'radio': {
        source(node.options, `${pointer}/options`);
        const field = model.fieldsByKey.get(questionKey(node.key, prefix));
        const values = field && fieldOptionValues(field, config);
        for (const value of Object.keys(node.contentByValue ?? {})) {
          if (values && !values.includes(value)) {
            error(
              `${pointer}/contentByValue/${pointerToken(value)}`,
              notAValue(value, field.key, values),
              'option-value',
            );
          }
        }
        break;
      }
      case 'dependentSelect': {
        source(node.options, `${pointer}/options`);
        const controllerKey = referencedKey(node.controller, prefix);
        const controller = model.fieldsByKey.get(controllerKey);
        const values = controller && fieldOptionValues(controller, config);
        for (const [answer, list] of Object.entries(node.optionsByAnswer ?? {})) {
          const at = `${pointer}/optionsByAnswer/${pointerToken(answer)}`;
          source(list, at);
          if (values && !values.includes(answer))
            error(at, notAValue(answer, controllerKey, values), 'option-value');
        }
        break;
      }
      case 'address':
        named(node.stateOptions, 'states_provinces', pointer, 'stateOptions');
        named(node.countryOptions, 'countries', pointer, 'countryOptions');
        if (node.countyOptions !== undefined)
          source(node.countyOptions, `${pointer}/countyOptions`);
        break;
      case 'school':
        named(node.stateOptions, 'states_provinces', pointer, 'stateOptions');
        if (node.country) named(node.countryOptions, 'countries', pointer, 'countryOptions');
        else if (node.countryOptions !== undefined)
          source(node.countryOptions, `${pointer}/countryOptions`);
        break;
      default:
        break;
    }
  }
  return problems;
};
