import type { FormModel, PageModel } from '@admit/engine';

/**
 * The key of the page's last shown plain text question that no other question depends on: typing
 * into it should re-render that question alone.
 */
export function lastIndependentText(
  model: FormModel,
  page: PageModel,
  visible: ReadonlySet<string>,
): string {
  const field = page.fields.findLast(
    (f) =>
      visible.has(f.key) &&
      f.kind === 'text' &&
      f.node.type === 'text' &&
      ((f.node as { inputType?: string }).inputType ?? 'text') === 'text' &&
      (f.node as { category?: string }).category === undefined &&
      !model.dependents.has(f.key),
  );
  if (!field) throw new Error(`No independent text question on page "${page.id}".`);
  return field.key;
}
