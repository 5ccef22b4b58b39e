import { guardsHold, type Guard } from '@admit/engine';
import { useFormMode, useFormModel, useFormSelector } from './form-context.tsx';
import { visibilityContext } from './visibility-context.ts';

/**
 * Whether every guard holds for the current answers, add-another counts and tabs (engine
 * `guardsHold`). The selector yields a boolean, so the component re-renders only when it flips.
 */
export function useShown(guards: readonly Guard[]): boolean {
  const model = useFormModel();
  const mode = useFormMode();
  return useFormSelector((state) => guardsHold(model, guards, visibilityContext(state, mode)));
}
