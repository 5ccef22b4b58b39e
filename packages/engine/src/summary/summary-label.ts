import type { FormModel } from '../compile/form-model.ts';

interface Labelled {
  key: string;
  label: string;
  context: readonly string[];
}

const labelsByModel = new WeakMap<FormModel, ReadonlyMap<string, string>>();

/**
 * The summary's link text of a question or checkbox group: its label, followed where that label
 * repeats on its page by the innermost titles around it that tell it apart ("Street Address
 * (Mailing Address)", "First Name (Parent/Guardian 2)"). Undefined for a key the model lacks.
 */
export function summaryLabel(model: FormModel, key: string): string | undefined {
  let labels = labelsByModel.get(model);
  if (!labels) labelsByModel.set(model, (labels = pageLabels(model)));
  return labels.get(key);
}

function pageLabels(model: FormModel): Map<string, string> {
  const labels = new Map<string, string>();
  for (const page of model.pages) {
    const byLabel = new Map<string, Labelled[]>();
    const groups = page.groups.map(({ id, label, context }) => ({ key: id, label, context }));
    for (const item of [...page.fields, ...groups])
      byLabel.set(item.label, [...(byLabel.get(item.label) ?? []), item]);
    for (const same of byLabel.values())
      for (const item of same) labels.set(item.key, qualified(item, same));
  }
  return labels;
}

/** The label with the fewest innermost titles that no other question of the same label shares. */
function qualified(item: Labelled, same: readonly Labelled[]): string {
  const others = same.filter((other) => other !== item);
  if (others.length === 0) return item.label;
  const innermost = (of: Labelled, count: number) => of.context.slice(-count).join(', ');
  let count = 1;
  while (
    count < item.context.length &&
    others.some((other) => innermost(other, count) === innermost(item, count))
  )
    count++;
  const titles = innermost(item, count);
  return titles ? `${item.label} (${titles})` : item.label;
}
