import type { FormModel } from '@admit/engine';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FormMode, FormServices } from './contract.ts';
import type { FormState, FormStore } from './create-form-store.ts';
import { topicView, type FormTopic } from './form-topics.ts';
import type { Registry } from './registry.ts';
import { useStoreSelector, type Equality } from './use-store-selector.ts';

/** Everything a form's renderers share. It never changes while a page is being filled in. */
export interface FormContextValue {
  model: FormModel;
  store: FormStore;
  mode: FormMode;
  services: FormServices;
  registry: Registry;
}

const FormContext = createContext<FormContextValue | null>(null);

export interface FormProviderProps extends FormContextValue {
  children?: ReactNode;
}

/**
 * Provides the compiled model, the answers store, the mode, the injected services and the
 * renderer registry to <FormPage> and every renderer below it. Answers are not in the context
 * value (it stays the same object while typing); hooks subscribe to the store instead.
 */
export function FormProvider({
  model,
  store,
  mode,
  services,
  registry,
  children,
}: FormProviderProps) {
  const value = useMemo(
    () => ({ model, store, mode, services, registry }),
    [model, store, mode, services, registry],
  );
  return <FormContext.Provider value={value}>{children}</FormContext.Provider>;
}

/** The whole form context; throws outside <FormProvider>. */
export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('Admit form hooks must be used inside <FormProvider>.');
  return value;
}

export const useFormModel = (): FormModel => useFormContext().model;
export const useFormMode = (): FormMode => useFormContext().mode;
export const useFormServices = (): FormServices => useFormContext().services;
export const useRegistry = (): Registry => useFormContext().registry;
export const useFormStore = (): FormStore => useFormContext().store;

/** Subscribes to a slice of the form state; re-renders only when the slice changes by `equals`. */
export function useFormSelector<T>(selector: (state: FormState) => T, equals?: Equality<T>): T {
  return useStoreSelector(useFormStore(), selector, equals);
}

/**
 * Subscribes to a slice of the form state that reads only `topics` (answers, errors, counts, tabs
 * by key; see FormTopic): the selector runs when one of them changes, not on every change of the
 * form, and the component re-renders only when the slice changes by `equals`. The topics must
 * name everything the selector reads; no topics means the slice is read once per render.
 */
export function useFormTopics<T>(
  topics: readonly FormTopic[],
  selector: (state: FormState) => T,
  equals?: Equality<T>,
): T {
  const store = useFormStore();
  const key = topics.join('\n');
  // Keyed by the topics' text: callers may pass a fresh array with the same topics each render.
  const view = useMemo(() => topicView(store, topics), [store, key]);
  return useStoreSelector(view, selector, equals);
}
