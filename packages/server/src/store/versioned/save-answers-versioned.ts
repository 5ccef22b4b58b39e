import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { isPostgres } from '../../db/frozen-application.ts';
import { UnitRefusal, runWriteUnit, type WriteUnit } from '../../db/write-unit.ts';
import { encodeAnswer, type AnswerMap, type StoredAnswer } from '../answers.ts';
import { answersOf, countsOf } from './read-parts.ts';
import { begin, finish, revisionsOf, stale, unchanged } from './revision-unit.ts';
import { writeAnswerRows } from './write-answer-rows.ts';
import { revisionKey, type WriteOutcome, type WritePreconditions } from './write-outcome.ts';

const same = (stored: StoredAnswer | undefined, written: StoredAnswer): boolean =>
  (stored ?? '') === written;

/**
 * Merges answers ("" clears one) as one unit. Refused, writing nothing: an answer (not "") into an
 * entry beyond its group's count; with If-Match, an answer that changed since to another value, or
 * one inside an entry whose group count changed since.
 */
export function saveAnswersVersioned(
  ctx: AppContext,
  userId: string,
  answers: AnswerMap,
  pre: WritePreconditions = {},
): Promise<WriteOutcome> {
  if (
    pre.ifMatch === undefined &&
    !pre.idempotencyKey &&
    isPostgres(ctx.db) &&
    Object.keys(answers).every(
      (key) => !ctx.partner.blocks.has(key) && !ctx.partner.sensitiveKeys.has(key),
    )
  )
    return saveAnswersInOneStatement(ctx, userId, answers);
  const unit: WriteUnit<WriteOutcome> = function* () {
    const revision = yield* begin(ctx, userId, pre.idempotencyKey);
    const keys = Object.keys(answers);
    const places = keys.flatMap((key) => {
      const place = ctx.partner.blocks.get(key);
      return place ? [{ key, ...place }] : [];
    });
    const groups = [...new Set(places.map((p) => p.buttonId))];
    const counts = yield* countsOf(ctx, userId, groups);
    const outside = places.filter((p) => answers[p.key] !== '' && p.index > counts[p.buttonId]!);
    const stored = yield* answersOf(ctx, userId, keys);
    const changed = keys.filter((key) => !same(stored[key], answers[key]!));
    if (pre.ifMatch !== undefined) {
      const revisions = yield* revisionsOf(ctx, userId, [
        ...changed.map(revisionKey.answer),
        ...groups.map(revisionKey.count),
      ]);
      const future = pre.ifMatch >= revision;
      const conflicts = changed.filter((key) => {
        const place = ctx.partner.blocks.get(key);
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
      ctx,
      userId,
      Object.fromEntries(changed.map((key) => [key, answers[key]!])),
    );
    yield* finish(ctx, userId, revision, changed.map(revisionKey.answer), pre.idempotencyKey);
    return { type: 'saved', revision };
  };
  return runWriteUnit<WriteOutcome, WriteOutcome>(ctx.db, unit);
}

/**
 * PostgreSQL, a write with nothing to check (no If-Match, no entry, no sealed answer): the unit's
 * work in one statement, one round trip. The revision is bumped first (every part of the
 * statement waits for it, so it takes the application's row lock before touching an answer, as
 * a unit does); an answer written with the value it has is not marked changed.
 */
async function saveAnswersInOneStatement(
  ctx: AppContext,
  userId: string,
  answers: AnswerMap,
): Promise<WriteOutcome> {
  const set = Object.entries(answers).filter(([, value]) => value !== '');
  const cleared = Object.keys(answers).filter((key) => answers[key] === '');
  const result = await sql<{ revision: number }>`
    with bump as (
      insert into applications (user_id, revision, started_config)
      values (${userId}, 1, ${ctx.partner.hash})
      on conflict (user_id) do update set revision = applications.revision + 1
      returning revision),
    incoming as (
      select * from unnest(${set.map(([key]) => key)}::text[],
        ${set.map(([key, value]) => encodeAnswer(ctx, key, value))}::text[]) as i(key, value)),
    written as (
      insert into answers (user_id, key, value, updated_at)
      select ${userId}, i.key, i.value, ${ctx.now()}::bigint from incoming i cross join bump
      on conflict (user_id, key) do update
        set value = excluded.value, updated_at = excluded.updated_at
        where answers.value is distinct from excluded.value
      returning key),
    removed as (
      delete from answers
      where user_id = ${userId} and key = any(${cleared}::text[]) and exists (select 1 from bump)
      returning key),
    marked as (
      insert into key_revisions (user_id, key, revision)
      select ${userId}, 'a:' || c.key, b.revision
      from (select key from written union select key from removed) c cross join bump b
      on conflict (user_id, key) do update set revision = excluded.revision)
    select revision from bump`.execute(ctx.db);
  return { type: 'saved', revision: Number(result.rows[0]!.revision) };
}
