import { showsErrors, type AnswerPatch, type FieldModel, type Option } from '@admit/engine';
import { useCallback, useMemo } from 'react';
import type { FieldBinding } from './contract.ts';
import { useFormModel, useFormSelector, useFormStore } from './form-context.tsx';
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

/**
 * Binds one question to the store. The component re-renders only when this answer, its `_desc`,
 * its shown error or (dependent selects) its controller's answer changes.
 */
export function useField(key: string): FieldBinding {
  const field = useFieldModel(key);
  const store = useFormStore();
  const slice = useFormSelector(
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
