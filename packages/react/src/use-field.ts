import { showsErrors, type AnswerPatch, type FieldModel, type Option } from '@admit/engine';
import { useCallback, useMemo } from 'react';
import type { FieldBinding } from './contract.ts';
import { useFormModel, useFormStore, useFormTopics } from './form-context.tsx';
import { answerTopic, type FormTopic } from './form-topics.ts';
import { shallowEqual } from './use-store-selector.ts';

/** The field model of an answer key; throws for a key the model does not have. */
export function useFieldModel(key: string): FieldModel {
  const field = useFormModel().fieldsByKey.get(key);
  if (!field) throw new Error(`No question with the answer key "${key}" in the form model.`);
  return field;
}

/** Options offered now: a dependent select's list follows its controller's answer. */
export const optionsFor = (field: FieldModel, controllerValue: unknown): Option[] | undefined =>
  field.options ??
  (typeof controllerValue === 'string' ? field.optionsByAnswer?.[controllerValue] : undefined);

/** What a question's binding reads: its answer, `_desc`, controller's answer, error, web status. */
const fieldTopics = (field: FieldModel): FormTopic[] => [
  answerTopic(field.key),
  ...(field.descKey === undefined ? [] : [answerTopic(field.descKey)]),
  ...(field.controller === undefined ? [] : [answerTopic(field.controller)]),
  `errors:${field.key}`,
  'webStatus',
];

/**
 * Binds one question to the store. Its selector runs only when this answer, its `_desc`, its
 * error, the web status or (dependent selects) its controller's answer changes, and the component
 * re-renders only when what it shows changes.
 */
export function useField(key: string): FieldBinding {
  const field = useFieldModel(key);
  const store = useFormStore();
  const topics = useMemo(() => fieldTopics(field), [field]);
  const slice = useFormTopics(
    topics,
    (s) => ({
      value: s.answers[key],
      desc: field.descKey === undefined ? undefined : s.answers[field.descKey],
      error: showsErrors(s.webStatus) ? s.errors[key] : undefined,
      controllerValue: field.controller === undefined ? undefined : s.answers[field.controller],
    }),
    shallowEqual,
  );
  const options = useMemo(
    () => optionsFor(field, slice.controllerValue),
    [field, slice.controllerValue],
  );
  const set = useCallback((patch: AnswerPatch) => void store.getState().setAnswers(patch), [store]);
  return useMemo(
    () => ({ value: slice.value, desc: slice.desc, error: slice.error, options, set }),
    [slice, options, set],
  );
}
