import { MAX_ADD_ANOTHER_BLOCKS } from '../config/limits.ts';
import type { AddAnotherModel } from '../model/form-model.ts';
import type { FormModel } from '../compile/form-model.ts';
import type { AnswerPatch } from '../conditions/evaluation-context.ts';

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

/**
 * Whether the last block can be removed: logged in and above the group's default count. Only the
 * last block goes, because the saved state is a count (PUT /api/add-another lowers it and the
 * server clears the answers of the blocks past it); a block in the middle has no way to go.
 */
export function canRemoveBlock(
  model: FormModel,
  counts: AddAnotherCounts,
  buttonId: string,
  { loggedIn }: AddBlockOptions,
): boolean {
  const block = addAnotherModel(model, buttonId);
  return loggedIn && addAnotherCount(model, counts, buttonId) > Math.max(block.defaultCount, 1);
}

/** The counts and cleared answers after removing the last block of a group. */
export interface RemovedBlock {
  counts: AddAnotherCounts;
  /**
   * Every answer of the removed block emptied as the server empties them: '' (also a check box's,
   * since a false would be an answer written into an entry that is no longer shown).
   */
  clear: AnswerPatch;
}

/**
 * Removes the last block of `buttonId`: one block fewer, its answers emptied. When no block can
 * be removed (logged out, or at the default count) the same counts come back with nothing cleared.
 */
export function removeBlock(
  model: FormModel,
  counts: AddAnotherCounts,
  buttonId: string,
  options: AddBlockOptions,
): RemovedBlock {
  if (!canRemoveBlock(model, counts, buttonId, options)) return { counts, clear: {} };
  const count = addAnotherCount(model, counts, buttonId);
  const clear: AnswerPatch = {};
  for (const key of addAnotherModel(model, buttonId).blockKeys[count - 1] ?? []) clear[key] = '';
  return { counts: { ...counts, [buttonId]: count - 1 }, clear };
}
