/** A label as people tell labels apart: case, spacing and edge punctuation ignored. */
export const labelForComparison = (label: string): string =>
  label
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');

/**
 * For each label that repeats an earlier one of the list (as labelForComparison reads them): its
 * index and the index of the first one.
 */
export function repeatedLabels(labels: readonly string[]): { index: number; first: number }[] {
  const firstIndex = new Map<string, number>();
  const repeats: { index: number; first: number }[] = [];
  labels.forEach((label, index) => {
    const key = labelForComparison(label);
    if (key === '') return;
    const first = firstIndex.get(key);
    if (first === undefined) firstIndex.set(key, index);
    else repeats.push({ index, first });
  });
  return repeats;
}
