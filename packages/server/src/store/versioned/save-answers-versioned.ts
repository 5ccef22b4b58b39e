import { UnitRefusal, runWriteUnit, type WriteUnit } from '../../db/write-unit.ts';
import type { AnswerMap, StoredAnswer } from '../answers.ts';
import type { ApplicationWrites } from '../application-writes.ts';
import { answersOf, countsOf } from './read-parts.ts';
import { begin, finish, revisionsOf, stale, unchanged } from './revision-unit.ts';
import { writeAnswerRows } from './write-answer-rows.ts';
import { revisionKey, type WriteOutcome, type WritePreconditions } from './write-outcome.ts';

const same = (stored: StoredAnswer | undefined, written: StoredAnswer): boolean =>
  (stored ?? '') === written;

/**
 * Whether a write of `answers` may go as one statement (WriteUnits.saveAnswersAtOnce). Entries
 * (whose count must be read first) and sealed answers (whose stored form never equals a new
 * sealing) need the unit.
 */
const fitsOneStatement = ({ codec, form }: ApplicationWrites, answers: AnswerMap): boolean =>
  Object.keys(answers).every((key) => !form.blocks.has(key) && !codec.isSealed(key));

/**
 * Merges answers ("" clears one), made at `now`, as one unit. Refused, writing nothing: an answer
 * (not "") into an entry beyond its group's count; with If-Match, an answer that changed since to
 * another value, or one inside an entry whose group count changed since.
 */
export async function saveAnswersVersioned(
  writes: ApplicationWrites,
  userId: string,
  answers: AnswerMap,
  now: number,
  pre: WritePreconditions = {},
): Promise<WriteOutcome> {
  const { database, codec, form } = writes;
  if (fitsOneStatement(writes, answers) && (pre.ifMatch !== undefined || !pre.idempotencyKey)) {
    const revision = await database.saveAnswersAtOnce({
      userId,
      answers,
      encode: codec.encode,
      configVersion: form.hash,
      now,
      ...pre,
    });
    if (revision !== undefined) return { type: 'saved', revision };
  }
  const unit: WriteUnit<WriteOutcome> = function* () {
    const revision = yield* begin(writes, userId, now, pre.idempotencyKey);
    const keys = Object.keys(answers);
    const places = keys.flatMap((key) => {
      const place = form.blocks.get(key);
      return place ? [{ key, ...place }] : [];
    });
    const groups = [...new Set(places.map((p) => p.buttonId))];
    const counts = yield* countsOf(writes, userId, groups);
    const outside = places.filter((p) => answers[p.key] !== '' && p.index > counts[p.buttonId]!);
    const stored = yield* answersOf(writes, userId, keys);
    const changed = keys.filter((key) => !same(stored[key], answers[key]!));
    // At the revision the client read (the bump's one before), nothing changed since: no check.
    if (pre.ifMatch !== undefined && pre.ifMatch !== revision - 1) {
      const revisions = yield* revisionsOf(database.db, userId, [
        ...changed.map(revisionKey.answer),
        ...groups.map(revisionKey.count),
      ]);
      const future = pre.ifMatch >= revision;
      const conflicts = changed.filter((key) => {
        const place = form.blocks.get(key);
        return (
          future ||
          stale(revisions, revisionKey.answer(key), pre.ifMatch) ||
          (place !== undefined && stale(revisions, revisionKey.count(place.buttonId), pre.ifMatch))
        );
      });
      if (conflicts.length) {
        const staleGroups = groups.filter(
          (id) => future || stale(revisions, revisionKey.count(id), pre.ifMatch),
        );
        throw new UnitRefusal<WriteOutcome>({
          type: 'conflict',
          revision: revision - 1,
          current: {
            answers: Object.fromEntries(conflicts.map((key) => [key, stored[key] ?? ''])),
            addAnother: Object.fromEntries(staleGroups.map((id) => [id, counts[id]!])),
            tabs: {},
          },
        });
      }
    }
    // Checked after If-Match: an edit of an entry removed since its view is stale (412).
    if (outside.length)
      throw new UnitRefusal<WriteOutcome>({
        type: 'outside',
        revision: revision - 1,
        keys: outside.map((p) => p.key),
      });
    if (!changed.length && !pre.idempotencyKey) return unchanged(revision);
    yield* writeAnswerRows(
      writes,
      userId,
      Object.fromEntries(changed.map((key) => [key, answers[key]!])),
      now,
    );
    yield* finish(
      database.db,
      userId,
      revision,
      changed.map(revisionKey.answer),
      now,
      pre.idempotencyKey,
    );
    return { type: 'saved', revision };
  };
  return await runWriteUnit<WriteOutcome, WriteOutcome>(database, unit);
}
