import { UnitRefusal, runWriteUnit, type WriteUnit } from '../../db/write-unit.ts';
import type { ApplicationWrites } from '../application-writes.ts';
import { answersOf, countsOf } from './read-parts.ts';
import { begin, finish, revisionsOf, stale, unchanged } from './revision-unit.ts';
import { writeAnswerRows } from './write-answer-rows.ts';
import { revisionKey, type WriteOutcome, type WritePreconditions } from './write-outcome.ts';

/**
 * Saves how many entries an add-another group shows; entries removed lose their answers. With
 * If-Match, refused when the count changed since (an entry added or removed elsewhere), even to
 * the same number: two devices that each add "another" from the same view must not both fill the
 * same new entry; and when an entry it removes was edited since. A retry of a write that landed is
 * recognised by its Idempotency-Key.
 */
export function saveAddAnotherVersioned(
  writes: ApplicationWrites,
  userId: string,
  buttonId: string,
  count: number,
  now: number,
  pre: WritePreconditions = {},
): Promise<WriteOutcome> {
  const { db } = writes.database;
  const unit: WriteUnit<WriteOutcome> = function* () {
    const revision = yield* begin(writes, userId, now, pre.idempotencyKey);
    const current = (yield* countsOf(writes, userId, [buttonId]))[buttonId]!;
    // Entries removed take their answers with them: none is ever stored outside the shown ones.
    const removedKeys = [...writes.form.blocks]
      .filter(([, place]) => place.buttonId === buttonId && place.index > count)
      .map(([key]) => key);
    const removed = count < current ? yield* answersOf(writes, userId, removedKeys) : {};
    const clearedKeys = Object.keys(removed);
    if (pre.ifMatch !== undefined) {
      const revisions = yield* revisionsOf(db, userId, [
        revisionKey.count(buttonId),
        ...clearedKeys.map(revisionKey.answer),
      ]);
      if (
        pre.ifMatch >= revision ||
        stale(revisions, revisionKey.count(buttonId), pre.ifMatch) ||
        // Removing an entry edited since the view it was made from would lose that edit.
        clearedKeys.some((key) => stale(revisions, revisionKey.answer(key), pre.ifMatch))
      )
        throw new UnitRefusal<WriteOutcome>({
          type: 'conflict',
          revision: revision - 1,
          current: { answers: {}, addAnother: { [buttonId]: current }, tabs: {} },
        });
    }
    if (current === count && !pre.idempotencyKey) return unchanged(revision);
    if (clearedKeys.length)
      yield* writeAnswerRows(
        writes,
        userId,
        Object.fromEntries(clearedKeys.map((key) => [key, ''])),
        now,
      );
    yield db
      .insertInto('add_another')
      .values({ user_id: userId, button_id: buttonId, num_components: count })
      .onConflict((oc) =>
        oc.columns(['user_id', 'button_id']).doUpdateSet({ num_components: count }),
      )
      .compile();
    yield* finish(
      db,
      userId,
      revision,
      current === count
        ? []
        : [revisionKey.count(buttonId), ...clearedKeys.map(revisionKey.answer)],
      now,
      pre.idempotencyKey,
    );
    return { type: 'saved', revision };
  };
  return runWriteUnit<WriteOutcome, WriteOutcome>(writes.database, unit);
}
