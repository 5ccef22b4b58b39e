import { UnitRefusal, runWriteUnit, type WriteUnit } from '../../db/write-unit.ts';
import type { ApplicationWrites } from '../application-writes.ts';
import { answersOf, tabsOf } from './read-parts.ts';
import { begin, finish, revisionsOf, stale } from './revision-unit.ts';
import { writeAnswerRows } from './write-answer-rows.ts';
import { revisionKey, type WriteOutcome, type WritePreconditions } from './write-outcome.ts';

/**
 * Chooses a tab and clears the leaving tab's answers (`clearedOnLeave` by the tab left). With
 * If-Match, refused when the choice changed since to another tab. Resolves with the tab left
 * (undefined: none) so the caller removes its documents.
 */
export function saveTabVersioned(
  writes: ApplicationWrites,
  userId: string,
  choice: {
    tabId: string;
    chosenTab: string;
    defaultTab: string;
    clearedOnLeave: Record<string, string[]>;
  },
  now: number,
  pre: WritePreconditions = {},
): Promise<WriteOutcome & { leaving?: string }> {
  const { tabId, chosenTab } = choice;
  const { db } = writes.database;
  const unit: WriteUnit<WriteOutcome & { leaving?: string }> = function* () {
    const revision = yield* begin(writes, userId, now, pre.idempotencyKey);
    const previous = (yield* tabsOf(db, userId, [tabId]))[tabId] ?? choice.defaultTab;
    if (pre.ifMatch !== undefined && previous !== chosenTab) {
      const revisions = yield* revisionsOf(db, userId, [revisionKey.tab(tabId)]);
      if (pre.ifMatch >= revision || stale(revisions, revisionKey.tab(tabId), pre.ifMatch))
        throw new UnitRefusal<WriteOutcome>({
          type: 'conflict',
          revision: revision - 1,
          current: { answers: {}, addAnother: {}, tabs: { [tabId]: previous } },
        });
    }
    const leaving = previous === chosenTab ? undefined : previous;
    const cleared = leaving ? (choice.clearedOnLeave[leaving] ?? []) : [];
    const stored = yield* answersOf(writes, userId, cleared);
    const clearedKeys = cleared.filter((key) => key in stored);
    if (clearedKeys.length)
      yield* writeAnswerRows(
        writes,
        userId,
        Object.fromEntries(clearedKeys.map((key) => [key, ''])),
        now,
      );
    yield db
      .insertInto('tabs')
      .values({ user_id: userId, tab_id: tabId, chosen_tab: chosenTab })
      .onConflict((oc) => oc.columns(['user_id', 'tab_id']).doUpdateSet({ chosen_tab: chosenTab }))
      .compile();
    yield* finish(
      db,
      userId,
      revision,
      [...(leaving ? [revisionKey.tab(tabId)] : []), ...clearedKeys.map(revisionKey.answer)],
      now,
      pre.idempotencyKey,
    );
    return { type: 'saved', revision, ...(leaving ? { leaving } : {}) };
  };
  return runWriteUnit<WriteOutcome & { leaving?: string }, WriteOutcome>(writes.database, unit);
}
