import {
  MAX_ADD_ANOTHER_BLOCKS,
  addAnotherCount,
  addBlock,
  canAddBlock,
  canRemoveBlock,
  removeBlock,
} from '@admit/engine';
import { useCallback, useMemo } from 'react';
import type { AddAnotherBinding } from './contract.ts';
import {
  useFormMode,
  useFormModel,
  useFormServices,
  useFormStore,
  useFormTopics,
} from './form-context.tsx';

/**
 * Binds an add-another group: blocks shown, whether another can be added (logged in, below the
 * maximum) and `add()`, which shows one more block and saves the count; `remove()` takes the last
 * added block away with its answers. Engine: add-another state.
 */
export function useAddAnother(buttonId: string): AddAnotherBinding {
  const model = useFormModel();
  const mode = useFormMode();
  const store = useFormStore();
  const services = useFormServices();
  const loggedIn = mode === 'edit';
  const topics = [`addAnother:${buttonId}`] as const;
  const count = useFormTopics(topics, (s) => addAnotherCount(model, s.addAnother, buttonId));
  const canAdd = useFormTopics(topics, (s) =>
    canAddBlock(model, s.addAnother, buttonId, { loggedIn }),
  );
  const canRemove = useFormTopics(topics, (s) =>
    canRemoveBlock(model, s.addAnother, buttonId, { loggedIn }),
  );
  const group = model.addAnother.find((a) => a.buttonId === buttonId);
  const max = Math.min(group?.max ?? MAX_ADD_ANOTHER_BLOCKS, MAX_ADD_ANOTHER_BLOCKS);
  const add = useCallback(async () => {
    const counts = store.getState().addAnother;
    const next = addBlock(model, counts, buttonId, { loggedIn });
    const added = next[buttonId];
    if (next === counts || added === undefined) return;
    store.getState().setAddAnother(buttonId, added);
    await services.formState.saveAddAnother(buttonId, added);
  }, [model, store, services, buttonId, loggedIn]);
  const remove = useCallback(async () => {
    const state = store.getState();
    const { counts, clear } = removeBlock(model, state.addAnother, buttonId, { loggedIn });
    const left = counts[buttonId];
    if (counts === state.addAnother || left === undefined) return;
    state.setAddAnother(buttonId, left);
    state.setAnswers(clear);
    await services.formState.saveAddAnother(buttonId, left);
  }, [model, store, services, buttonId, loggedIn]);
  return useMemo(
    () => ({ count, max, canAdd, add, canRemove, remove }),
    [count, max, canAdd, add, canRemove, remove],
  );
}
