import type { Answers, FieldModel } from '@admit/engine';
import type { SampleContext } from './node-type-studio.ts';

/**
 * The sample answer of a question choosing among options: its first real option (a dependent
 * list's, for its controller's sample answer), with the option's label under its `_desc`.
 */
export function sampleChoice(field: FieldModel, { answers }: SampleContext): Answers {
  const controller = field.controller ? answers[field.controller] : undefined;
  const options =
    field.options ??
    (typeof controller === 'string' ? field.optionsByAnswer?.[controller] : undefined);
  const option = options?.find((o) => o.value !== '');
  if (!option) return {};
  return { [field.key]: option.value, [field.descKey ?? `${field.key}_desc`]: option.label };
}
