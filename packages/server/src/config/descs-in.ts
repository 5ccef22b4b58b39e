import type { FieldModel, FormModel, Option } from '@admit/engine';

type Answers = Readonly<Record<string, unknown>>;

/** The option lists a choice's answer is one of: its own, or its controller's answer's. */
function optionLists(field: FieldModel | undefined, answers: Answers): readonly Option[][] {
  if (!field) return [];
  if (field.options) return [field.options];
  if (!field.optionsByAnswer) return [];
  const controller = field.controller === undefined ? undefined : answers[field.controller];
  const own =
    controller === undefined || controller === ''
      ? undefined
      : field.optionsByAnswer[String(controller)];
  // Without the controller's answer at hand, any list may hold the value.
  return own ? [own] : Object.values(field.optionsByAnswer);
}

const optionWith = (lists: readonly Option[][], test: (option: Option) => boolean) =>
  lists.flat().find(test);

/**
 * `answers` with the `<key>_desc` of each select and radio among them in `model`'s words: the
 * label of the option its answer names (the answer from `answers`); a write that carries only the
 * desc is matched by its label in `labelledIn`, the language the applicant read it in. A desc whose
 * option neither finds (a lookup's own list, an option since removed) is kept as it came. Nothing
 * else changes: keys and values are the same in every language.
 */
export function descsIn<T extends Answers>(
  model: FormModel,
  answers: T,
  labelledIn?: FormModel,
): T {
  let relabelled: Record<string, unknown> | undefined;
  for (const field of model.fields) {
    const desc = field.descKey === undefined ? undefined : answers[field.descKey];
    if (typeof desc !== 'string' || desc === '') continue;
    const lists = optionLists(field, answers);
    const value = answers[field.key];
    let option =
      value === undefined || value === ''
        ? undefined
        : optionWith(lists, (o) => o.value === String(value));
    if (!option && (value === undefined || value === '') && labelledIn) {
      const from = optionWith(
        optionLists(labelledIn.fieldsByKey.get(field.key), answers),
        (o) => o.label === desc,
      );
      option = from && optionWith(lists, (o) => o.value === from.value);
    }
    if (option && option.label !== desc)
      (relabelled ??= { ...answers })[field.descKey!] = option.label;
  }
  return (relabelled ?? answers) as T;
}
