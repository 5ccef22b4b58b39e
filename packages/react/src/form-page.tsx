import type { SectionModel } from '@admit/engine';
import { memo } from 'react';
import { useFormMode, useFormModel } from './form-context.tsx';
import { NodeList } from './node-view.tsx';
import { PrintScope, usePrintScope } from './print-scope.tsx';
import { useShown } from './use-shown.ts';

/** One section: anchor `id=section.id`, heading, description and its nodes. */
const FormSection = memo(function FormSection({ section }: { section: SectionModel }) {
  const shown = useShown(section.guards);
  const print = usePrintScope();
  if (!shown || (print && !print.sectionIds.has(section.id))) return null;
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} className="admit-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="admit-section-title">
        {section.title}
      </h2>
      {section.description && <p className="admit-section-description">{section.description}</p>}
      <NodeList nodes={section.children} />
    </section>
  );
});

/**
 * Renders a page of the form model: each shown section through NodeList. The page itself
 * subscribes to nothing, so typing never re-renders it. In print mode (service users) only
 * sections and questions with a value show, as the engine's print projection decides.
 */
export function FormPage({ pageId }: { pageId: string }) {
  const model = useFormModel();
  const mode = useFormMode();
  const page = model.pages.find((p) => p.id === pageId);
  if (!page) throw new Error(`No page "${pageId}" in the form model.`);
  const sections = page.sections.map((section) => (
    <FormSection key={section.id} section={section} />
  ));
  return (
    <div className="admit-page" data-page-id={page.id}>
      {mode === 'print' ? <PrintScope pageId={page.id}>{sections}</PrintScope> : sections}
    </div>
  );
}
