import {
  printApplication,
  printProjection,
  type PrintContext,
  type PrintPage,
} from '@admit/engine';
import { useMemo } from 'react';
import { useFormModel, useFormSelector } from './form-context.tsx';
import type { FormState } from './create-form-store.ts';
import { shallowEqual } from './use-store-selector.ts';

const printInputs = (s: FormState) => [s.answers, s.addAnother, s.tabs, s.documents] as const;

/** What the print projection reads from the form state; a new value only when one of them changes. */
function usePrintContext(): PrintContext {
  const [answers, addAnother, tabs, documents] = useFormSelector(printInputs, shallowEqual);
  return useMemo(
    () => ({ answers, addAnother, tabs, documents }),
    [answers, addAnother, tabs, documents],
  );
}

/**
 * The engine's print projection of every page of the form (what the staff view and the PDF show),
 * from the form's answers, blocks, tabs and documents. A widget set lays it out; nothing else
 * decides what prints.
 */
export function usePrintApplication(): PrintPage[] {
  const model = useFormModel();
  const ctx = usePrintContext();
  return useMemo(() => printApplication(model, ctx), [model, ctx]);
}

/** The print projection of one page of the form (see usePrintApplication). */
export function usePrintProjection(pageId: string): PrintPage {
  const model = useFormModel();
  const ctx = usePrintContext();
  return useMemo(() => printProjection(model, ctx, pageId), [model, ctx, pageId]);
}
