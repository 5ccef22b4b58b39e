import type { FieldModel, FormModel } from '@admit/engine';

/** Two questions that store under the same absolute key. */
export interface KeyCollision {
  key: string;
  first: FieldModel;
  second: FieldModel;
  /**
   * The keys only meet after prefix expansion: one side is an address or school part, or the two
   * sit in different add-another blocks. Otherwise the same key is simply written twice.
   */
  expanded: boolean;
}

const sameBlock = (a: FieldModel, b: FieldModel): boolean =>
  a.addAnother?.buttonId === b.addAnother?.buttonId && a.addAnother?.index === b.addAnother?.index;

/**
 * Every pair of definitions sharing a key, once per pair of definitions: an add-another block
 * repeats its questions for every block, so only the first repetition of a pair is kept.
 */
export function keyCollisions(model: FormModel): KeyCollision[] {
  const firstByKey = new Map<string, FieldModel>();
  const seenPairs = new Set<string>();
  const collisions: KeyCollision[] = [];
  for (const field of model.fields) {
    const first = firstByKey.get(field.key);
    if (!first) {
      firstByKey.set(field.key, field);
      continue;
    }
    const pair = `${first.pointer} ${field.pointer}`;
    if (seenPairs.has(pair)) continue;
    seenPairs.add(pair);
    const expanded = Boolean(first.part || field.part) || !sameBlock(first, field);
    collisions.push({ key: field.key, first, second: field, expanded });
  }
  return collisions;
}
