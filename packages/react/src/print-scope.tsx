import { printProjection, type PrintPage, type ViewNode } from '@admit/engine';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { anchorId } from './anchor-ids.ts';
import { useFormModel, useFormSelector } from './form-context.tsx';
import { visibilityContext } from './visibility-context.ts';

/** What the print view shows on a page: item keys and section ids of the engine's print projection. */
export interface PrintScopeValue {
  itemKeys: ReadonlySet<string>;
  sectionIds: ReadonlySet<string>;
}

const PrintScopeContext = createContext<PrintScopeValue | null>(null);

const samePage = (a: PrintPage, b: PrintPage): boolean =>
  JSON.stringify(a.sections) === JSON.stringify(b.sections);

/**
 * Computes the engine's print projection of a page (only visible, answered questions) and
 * provides it to the NodeViews below. Print mode is read-only, so recomputing it on a change is fine.
 */
export function PrintScope({ pageId, children }: { pageId: string; children?: ReactNode }) {
  const model = useFormModel();
  const projection = useFormSelector(
    (s) =>
      printProjection(model, { ...visibilityContext(s, 'print'), documents: s.documents }, pageId),
    samePage,
  );
  const value = useMemo(
    () => ({
      itemKeys: new Set(projection.sections.flatMap((s) => s.items.map((item) => item.key))),
      sectionIds: new Set(projection.sections.map((s) => s.id)),
    }),
    [projection],
  );
  return <PrintScopeContext.Provider value={value}>{children}</PrintScopeContext.Provider>;
}

/** The print projection of the page being printed; null outside print mode. */
export const usePrintScope = (): PrintScopeValue | null => useContext(PrintScopeContext);

/** Whether a node, or something inside it, has an item in the print projection. */
export function isPrinted(node: ViewNode, keys: ReadonlySet<string>): boolean {
  const any = (nodes: readonly ViewNode[]) => nodes.some((child) => isPrinted(child, keys));
  switch (node.type) {
    case 'field':
      return keys.has(node.field.key) || Object.values(node.contentByValue ?? {}).some(any);
    case 'confirm':
      return keys.has(node.field.key) || any(node.before) || any(node.after);
    case 'addAnother':
      return node.blocks.some(any);
    case 'tabs':
      return node.tabs.some((tab) => any(tab.children));
    case 'group':
      return any(node.children);
    case 'markdown':
      return false;
    case 'school':
      // A school whose name is empty may still print its address parts, as items of their own.
      return keys.has(node.id) || node.parts.some((part) => keys.has(part.key));
    default:
      return keys.has(anchorId(node));
  }
}
