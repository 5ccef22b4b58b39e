import type { SectionModel, ViewNode } from '@admit/engine';
import { memo, useDeferredValue } from 'react';
import { useFormMode, useFormModel, useRegistry } from './form-context.tsx';
import { sectionAnchorId } from './anchor-ids.ts';
import { useTranslationNotice } from './translation-notice.tsx';
import { NodeList } from './node-view.tsx';
import { useRevealed } from './use-revealed.ts';
import { useShown } from './use-shown.ts';

/**
 * A section's description is markdown (links to policies, emphasis): the model compiles it through
 * the node type that shows static text (`descriptionView`), and it is drawn by whichever renderer
 * the registry picks for that node, so the widget set decides how markdown looks. Instructions are
 * not part of the staff print view (`hideInPrint`).
 */
function SectionDescription({ node }: { node: ViewNode }) {
  const model = useFormModel();
  const mode = useFormMode();
  const registry = useRegistry();
  const Renderer = registry.resolve(node, { mode, model }).renderer;
  return (
    <div className="admit-section-description">
      <Renderer node={node} />
    </div>
  );
}

/**
 * One section: anchor `id=section-<id>` (sectionAnchorId), heading, the translation notice of a
 * legal section read in a language that does not govern (useTranslationNotice), description and
 * its nodes.
 */
const FormSection = memo(function FormSection({ section }: { section: SectionModel }) {
  const notice = useTranslationNotice(section.id);
  const shown = useRevealed(useShown(section.guards));
  if (!shown) return null;
  const anchor = sectionAnchorId(section.id);
  const titleId = `${anchor}-title`;
  return (
    <section id={anchor} className="admit-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="admit-section-title">
        {section.title}
      </h2>
      {notice && (
        <p className="admit-translation-notice" role="note">
          {notice}
        </p>
      )}
      {section.descriptionView && <SectionDescription node={section.descriptionView} />}
      <NodeList nodes={section.children} />
    </section>
  );
});

/** Top-level nodes a page renders for its first paint (about a screenful of questions). */
export const FIRST_PAINT_NODES = 12;

/** How many of a page's sections hold its first FIRST_PAINT_NODES nodes (at least one). */
export function firstPaintSections(sections: readonly SectionModel[]): number {
  let nodes = 0;
  let count = 0;
  while (count < sections.length && (count === 0 || nodes < FIRST_PAINT_NODES))
    nodes += sections[count++]!.children.length;
  return count;
}

/**
 * Renders a page of the form model for filling in: each shown section through NodeList. The page
 * itself subscribes to nothing, so typing never re-renders it. The staff print view is not a
 * FormPage: a widget set lays out the engine's print projection (usePrintApplication), which the
 * application PDF renders too.
 *
 * A long page paints its first sections (about a screenful) at once and renders the others right
 * after, in a background render React may interrupt: the page is on screen sooner, and stays
 * responsive while the rest mounts.
 */
export function FormPage({ pageId }: { pageId: string }) {
  const model = useFormModel();
  const page = model.pages.find((p) => p.id === pageId);
  if (!page) throw new Error(`No page "${pageId}" in the form model.`);
  const first = firstPaintSections(page.sections);
  // A short page renders whole at once: no initial value, no second render.
  const complete = useDeferredValue(true, first === page.sections.length ? undefined : false);
  const rendered = complete ? page.sections : page.sections.slice(0, first);
  const sections = rendered.map((section) => <FormSection key={section.id} section={section} />);
  return (
    <div className="admit-page" data-page-id={page.id}>
      {sections}
    </div>
  );
}
