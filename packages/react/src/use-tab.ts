import { chosenTab } from '@admit/engine';
import { useCallback, useMemo } from 'react';
import type { TabBinding, TabChoiceResult } from './contract.ts';
import {
  useFormMode,
  useFormModel,
  useFormServices,
  useFormStore,
  useFormTopics,
} from './form-context.tsx';

const UNCHANGED: TabChoiceResult = { blocked: false, saved: Promise.resolve() };

/**
 * Binds a tab group: the chosen tab (logged-out visitors see only the default tab) and
 * `choose(value)`, which switches through the engine's `switchTab`: blocked with the
 * "File Upload in Progress" dialog while a conversion is busy; otherwise the leaving tab's answers
 * are cleared, its uploaded files deleted and the new choice saved.
 */
export function useTab(tabId: string): TabBinding {
  const model = useFormModel();
  const mode = useFormMode();
  const store = useFormStore();
  const services = useFormServices();
  const loggedIn = mode !== 'loggedOut';
  const canChoose = mode === 'edit';
  const chosen = useFormTopics([`tabs:${tabId}`], (s) =>
    chosenTab(model, s.tabs, tabId, { loggedIn }),
  );
  const choose = useCallback(
    (value: string): TabChoiceResult => {
      if (!canChoose) return UNCHANGED;
      const before = store.getState().tabs;
      const result = store.getState().setTab(tabId, value);
      if (result.blocked) return { blocked: true, dialog: result.dialog };
      if (result.tabs === before) return UNCHANGED;
      const saved = Promise.all([
        ...result.deleteFiles.map((key) => services.documents.remove(key)),
        services.formState.saveTab(tabId, value),
      ]).then(() => undefined);
      return { blocked: false, saved };
    },
    [store, services, tabId, canChoose],
  );
  return useMemo(() => ({ chosen, canChoose, choose }), [chosen, canChoose, choose]);
}
