import { sql, type CompiledQuery, type QueryResult } from 'kysely';
import type { AppContext } from '../context.ts';
import { isPostgres } from '../db/frozen-application.ts';
import { UnitRefusal, runWriteUnit, type WriteUnit } from '../db/write-unit.ts';
import { decodeAnswer, encodeAnswer, type AnswerMap, type StoredAnswer } from './answers.ts';

/**
 * Versioned writes of an application. Every write that changes something bumps the application's
 * revision (its ETag) and records, per part, the revision at which it last changed: `a:<key>` for
 * an answer, `n:<button id>` for a block count (an entry added or removed), `t:<tab id>` for a tab.
 * A write that names the revision it was made from (If-Match) is refused only for the parts it
 * writes that changed since to a value other than the one it writes; an answer inside an entry is
 * also refused when the entry count changed since. Parts a write leaves as they are keep their
 * revision, so saving a whole page never makes another device's edits of it stale.
 */

/** The key under which a part's revision is kept. */
export const revisionKey = {
  answer: (key: string) => `a:${key}`,
  count: (buttonId: string) => `n:${buttonId}`,
  tab: (tabId: string) => `t:${tabId}`,
};

/** What a write names of the state it was made from. */
export interface WritePreconditions {
  /** The revision (ETag) the client last read; absent: the write is not checked. */
  ifMatch?: number;
  /** Names one write: a retry of one that landed is answered as it was, nothing written again. */
  idempotencyKey?: string;
}

/** The current values of the parts a refused write named (what the client must reload). */
export interface CurrentParts {
  answers: AnswerMap;
  addAnother: Record<string, number>;
  tabs: Record<string, string>;
}

export type WriteOutcome =
  | { type: 'saved'; revision: number }
  /** Stale: these parts changed since If-Match to other values; nothing was written. */
  | { type: 'conflict'; revision: number; current: CurrentParts }
  /** Answers into entries the group does not show (removed, or never added); nothing written. */
  | { type: 'outside'; revision: number; keys: string[] };

/** How long a write's Idempotency-Key is remembered. */
export const IDEMPOTENCY_KEY_MS = 24 * 60 * 60 * 1000;

/** Forgets Idempotency-Keys recorded before `before` (epoch ms). */
export async function purgeIdempotencyKeys(ctx: AppContext, before: number): Promise<void> {
  await ctx.db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}

type Rows<T> = QueryResult<T>;
type Step<T> = Generator<CompiledQuery, T, Rows<unknown>>;

/** The application's revision now (0 before its first write). */
export async function readRevision(ctx: AppContext, userId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('applications')
    .select('revision')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/**
 * Opens a unit: takes the application (PostgreSQL: its row lock, so units of one application run
 * one at a time and each reads what the one before committed), bumps its revision, and answers a
 * write already made under the same Idempotency-Key with its revision (nothing written).
 */
function* begin(ctx: AppContext, userId: string, idempotencyKey?: string): Step<number> {
  const bumped = (yield ctx.db
    .insertInto('applications')
    .values({ user_id: userId, revision: 1, started_config: ctx.partner.hash })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ revision: sql`applications.revision + 1` }),
    )
    .returning('revision')
    .compile()) as Rows<{ revision: number }>;
  const revision = Number(bumped.rows[0]!.revision);
  if (idempotencyKey) {
    const seen = (yield ctx.db
      .selectFrom('idempotency_keys')
      .select('revision')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .compile()) as Rows<{ revision: number }>;
    if (seen.rows[0])
      throw new UnitRefusal<WriteOutcome>({ type: 'saved', revision: revision - 1 });
  }
  return revision;
}

/** The revisions of `keys` (a part never written has none: 0). */
function* revisionsOf(
  ctx: AppContext,
  userId: string,
  keys: readonly string[],
): Step<Map<string, number>> {
  if (!keys.length) return new Map();
  const rows = (yield ctx.db
    .selectFrom('key_revisions')
    .select(['key', 'revision'])
    .where('user_id', '=', userId)
    .where('key', 'in', [...new Set(keys)])
    .compile()) as Rows<{ key: string; revision: number }>;
  return new Map(rows.rows.map((row) => [row.key, Number(row.revision)]));
}

/** Records that `keys` changed at `revision`, and the write's Idempotency-Key. */
function* finish(
  ctx: AppContext,
  userId: string,
  revision: number,
  keys: readonly string[],
  idempotencyKey?: string,
): Step<void> {
  if (keys.length)
    yield ctx.db
      .insertInto('key_revisions')
      .values([...new Set(keys)].map((key) => ({ user_id: userId, key, revision })))
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'key'])
          .doUpdateSet((eb) => ({ revision: eb.ref('excluded.revision') })),
      )
      .compile();
  if (idempotencyKey)
    yield ctx.db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, idempotency_key: idempotencyKey, revision, created_at: ctx.now() })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .compile();
}

/** A write that changes nothing still answers with the application's revision (the bump undone). */
const unchanged = (revision: number): never => {
  throw new UnitRefusal<WriteOutcome>({ type: 'saved', revision: revision - 1 });
};

const stale = (revisions: Map<string, number>, key: string, ifMatch: number | undefined) =>
  ifMatch !== undefined && (revisions.get(key) ?? 0) > ifMatch;

/** The stored answers of `keys`, decrypted. */
function* answersOf(ctx: AppContext, userId: string, keys: readonly string[]): Step<AnswerMap> {
  if (!keys.length) return {};
  const rows = (yield ctx.db
    .selectFrom('answers')
    .select(['key', 'value'])
    .where('user_id', '=', userId)
    .where('key', 'in', keys)
    .compile()) as Rows<{ key: string; value: string }>;
  return Object.fromEntries(rows.rows.map((row) => [row.key, decodeAnswer(ctx, row.value)]));
}

/** Block counts of `buttonIds` (a group never saved shows its default count). */
function* countsOf(
  ctx: AppContext,
  userId: string,
  buttonIds: readonly string[],
): Step<Record<string, number>> {
  if (!buttonIds.length) return {};
  const rows = (yield ctx.db
    .selectFrom('add_another')
    .select(['button_id', 'num_components'])
    .where('user_id', '=', userId)
    .where('button_id', 'in', buttonIds)
    .compile()) as Rows<{ button_id: string; num_components: number }>;
  const saved = new Map(rows.rows.map((row) => [row.button_id, Number(row.num_components)]));
  return Object.fromEntries(
    buttonIds.map((id) => [
      id,
      saved.get(id) ??
        ctx.partner.model.addAnother.find((g) => g.buttonId === id)?.defaultCount ??
        1,
    ]),
  );
}

/** Chosen tabs of `tabIds` (absent: never chosen). */
function* tabsOf(
  ctx: AppContext,
  userId: string,
  tabIds: readonly string[],
): Step<Record<string, string>> {
  if (!tabIds.length) return {};
  const rows = (yield ctx.db
    .selectFrom('tabs')
    .select(['tab_id', 'chosen_tab'])
    .where('user_id', '=', userId)
    .where('tab_id', 'in', tabIds)
    .compile()) as Rows<{ tab_id: string; chosen_tab: string }>;
  return Object.fromEntries(rows.rows.map((row) => [row.tab_id, row.chosen_tab]));
}

/** Statements that merge answers ("" deletes one). */
function* writeAnswerRows(ctx: AppContext, userId: string, answers: AnswerMap): Step<void> {
  const cleared = Object.keys(answers).filter((key) => answers[key] === '');
  const set = Object.entries(answers).filter(([, value]) => value !== '');
  if (cleared.length)
    yield ctx.db
      .deleteFrom('answers')
      .where('user_id', '=', userId)
      .where('key', 'in', cleared)
      .compile();
  if (set.length) {
    const now = ctx.now();
    yield ctx.db
      .insertInto('answers')
      .values(
        set.map(([key, value]) => ({
          user_id: userId,
          key,
          value: encodeAnswer(ctx, key, value),
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'key']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .compile();
  }
}

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

/**
 * Saves how many entries an add-another group shows; entries removed lose their answers. With
 * If-Match, refused when the count changed since (an entry added or removed elsewhere), even to
 * the same number: two devices that each add "another" from the same view must not both fill the
 * same new entry; and when an entry it removes was edited since. A retry of a write that landed is
 * recognised by its Idempotency-Key.
 */
export function saveAddAnotherVersioned(
  ctx: AppContext,
  userId: string,
  buttonId: string,
  count: number,
  pre: WritePreconditions = {},
): Promise<WriteOutcome> {
  const unit: WriteUnit<WriteOutcome> = function* () {
    const revision = yield* begin(ctx, userId, pre.idempotencyKey);
    const current = (yield* countsOf(ctx, userId, [buttonId]))[buttonId]!;
    // Entries removed take their answers with them: none is ever stored outside the shown ones.
    const removedKeys = [...ctx.partner.blocks]
      .filter(([, place]) => place.buttonId === buttonId && place.index > count)
      .map(([key]) => key);
    const removed = count < current ? yield* answersOf(ctx, userId, removedKeys) : {};
    const clearedKeys = Object.keys(removed);
    if (pre.ifMatch !== undefined) {
      const revisions = yield* revisionsOf(ctx, userId, [
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
      yield* writeAnswerRows(ctx, userId, Object.fromEntries(clearedKeys.map((key) => [key, ''])));
    yield ctx.db
      .insertInto('add_another')
      .values({ user_id: userId, button_id: buttonId, num_components: count })
      .onConflict((oc) =>
        oc.columns(['user_id', 'button_id']).doUpdateSet({ num_components: count }),
      )
      .compile();
    yield* finish(
      ctx,
      userId,
      revision,
      current === count
        ? []
        : [revisionKey.count(buttonId), ...clearedKeys.map(revisionKey.answer)],
      pre.idempotencyKey,
    );
    return { type: 'saved', revision };
  };
  return runWriteUnit<WriteOutcome, WriteOutcome>(ctx.db, unit);
}

/**
 * Chooses a tab and clears the leaving tab's answers (`clearedOnLeave` by the tab left). With
 * If-Match, refused when the choice changed since to another tab. Resolves with the tab left
 * (undefined: none) so the caller removes its documents.
 */
export function saveTabVersioned(
  ctx: AppContext,
  userId: string,
  choice: {
    tabId: string;
    chosenTab: string;
    defaultTab: string;
    clearedOnLeave: Record<string, string[]>;
  },
  pre: WritePreconditions = {},
): Promise<WriteOutcome & { leaving?: string }> {
  const { tabId, chosenTab } = choice;
  const unit: WriteUnit<WriteOutcome & { leaving?: string }> = function* () {
    const revision = yield* begin(ctx, userId, pre.idempotencyKey);
    const previous = (yield* tabsOf(ctx, userId, [tabId]))[tabId] ?? choice.defaultTab;
    if (pre.ifMatch !== undefined && previous !== chosenTab) {
      const revisions = yield* revisionsOf(ctx, userId, [revisionKey.tab(tabId)]);
      if (pre.ifMatch >= revision || stale(revisions, revisionKey.tab(tabId), pre.ifMatch))
        throw new UnitRefusal<WriteOutcome>({
          type: 'conflict',
          revision: revision - 1,
          current: { answers: {}, addAnother: {}, tabs: { [tabId]: previous } },
        });
    }
    const leaving = previous === chosenTab ? undefined : previous;
    const cleared = leaving ? (choice.clearedOnLeave[leaving] ?? []) : [];
    const stored = yield* answersOf(ctx, userId, cleared);
    const clearedKeys = cleared.filter((key) => key in stored);
    if (clearedKeys.length)
      yield* writeAnswerRows(ctx, userId, Object.fromEntries(clearedKeys.map((key) => [key, ''])));
    yield ctx.db
      .insertInto('tabs')
      .values({ user_id: userId, tab_id: tabId, chosen_tab: chosenTab })
      .onConflict((oc) => oc.columns(['user_id', 'tab_id']).doUpdateSet({ chosen_tab: chosenTab }))
      .compile();
    yield* finish(
      ctx,
      userId,
      revision,
      [...(leaving ? [revisionKey.tab(tabId)] : []), ...clearedKeys.map(revisionKey.answer)],
      pre.idempotencyKey,
    );
    return { type: 'saved', revision, ...(leaving ? { leaving } : {}) };
  };
  return runWriteUnit<WriteOutcome & { leaving?: string }, WriteOutcome>(ctx.db, unit);
}
