import { MAX_ADD_ANOTHER_BLOCKS } from '../config/limits.ts';
import type { AddAnotherModel, FormModel } from '../model/form-model.ts';

/** Saved block counts: add-another button id to the number of blocks shown. */
export type AddAnotherCounts = Readonly<Record<string, number>>;

/** Who is adding: logged-out visitors cannot add blocks. */
export interface AddBlockOptions {
  loggedIn: boolean;
}

function addAnotherModel(model: FormModel, buttonId: string): AddAnotherModel {
  const found = model.addAnother.find((block) => block.buttonId === buttonId);
  if (!found) throw new Error(`Unknown add-another button id "${buttonId}".`);
  return found;
}

const maxOf = (block: AddAnotherModel): number => Math.min(block.max, MAX_ADD_ANOTHER_BLOCKS);

/**
 * Blocks shown for a group: the saved count, else the group's default count (the compiled model
 * already falls back to DEFAULT_NUM_COMPONENTS), kept between 1 and the group's maximum.
 */
export function addAnotherCount(
  model: FormModel,
  counts: AddAnotherCounts,
  buttonId: string,
): number {
  const block = addAnotherModel(model, buttonId);
  const saved = counts[buttonId];
  const count = typeof saved === 'number' && Number.isInteger(saved) ? saved : block.defaultCount;
  return Math.min(Math.max(count, 1), maxOf(block));
}

/** Whether Add Another can add a block: logged in and below the group's maximum (at most MAX_ADD_ANOTHER_BLOCKS). */
export function canAddBlock(
  model: FormModel,
  counts: AddAnotherCounts,
  buttonId: string,
  { loggedIn }: AddBlockOptions,
): boolean {
  return (
    loggedIn && addAnotherCount(model, counts, buttonId) < maxOf(addAnotherModel(model, buttonId))
  );
}

/**
 * The counts after one Add Another click: one more block for `buttonId`. When no block can be
 * added (logged out, or at the maximum) the same counts are returned unchanged.
 */
export function addBlock(
  model: FormModel,
  counts: AddAnotherCounts,
  buttonId: string,
  options: AddBlockOptions,
): AddAnotherCounts {
  if (!canAddBlock(model, counts, buttonId, options)) return counts;
  return { ...counts, [buttonId]: addAnotherCount(model, counts, buttonId) + 1 };
}
