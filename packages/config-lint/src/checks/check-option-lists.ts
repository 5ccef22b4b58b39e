import {
  type Option,
  type OptionListChecker,
  type OptionSource,
  pointerToken,
} from '@admit/engine';
import { nodeTypeOf } from '@admit/node-types';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { fieldOptionValues, listValues } from './option-values.ts';
import { labelForComparison, repeatedLabels } from './same-label.ts';

/**
 * Option lists: a list named but not defined (also the default lists of address and school
 * blocks), the same value twice in one list, a label repeated or left empty in one list, and `optionsByAnswer` or `contentByValue` entries
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
    for (const { index, first } of repeatedLabels(options.map((o) => o.label)))
      error(
        `${pointer}/${index}/label`,
        `option label "${options[index]!.label}" repeats the label of option ${first} of this list (case and spaces aside): people cannot tell the two apart; give each option a label of its own`,
        'repeated-option-label',
      );
    options.forEach((option, i) => {
      // The blank choice of a drop-down (value "") may read as nothing.
      if (option.value !== '' && labelForComparison(option.label) === '')
        error(
          `${pointer}/${i}/label`,
          `option "${option.value}" has an empty label: screen readers would announce it without a name; write the text people choose`,
          'empty-label',
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
    const checker: OptionListChecker = {
      prefix: prefixes[0] ?? '',
      source,
      named,
      valueOf(key, value, at) {
        const field = model.fieldsByKey.get(key);
        const values = field && fieldOptionValues(field, config);
        if (values && !values.includes(value))
          error(at, notAValue(value, key, values), 'option-value');
      },
    };
    nodeTypeOf(node.type).checkOptionLists?.(node, pointer, checker);
  }
  return problems;
};
