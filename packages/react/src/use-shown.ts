import { guardsHold, type Guard } from '@admit/engine';
import { useFormMode, useFormModel, useFormTopics } from './form-context.tsx';
import { guardTopics } from './form-topics.ts';
import { visibilityContext } from './visibility-context.ts';

/**
 * Whether every guard holds for the current answers, add-another counts and tabs (engine
 * `guardsHold`). It runs only when an answer, count or tab the guards read changes, and yields a
 * boolean, so the component re-renders only when it flips.
 */
export function useShown(guards: readonly Guard[]): boolean {
  const model = useFormModel();
  const mode = useFormMode();
  return useFormTopics(guardTopics(guards), (state) =>
    guardsHold(model, guards, visibilityContext(state, mode)),
  );
}
