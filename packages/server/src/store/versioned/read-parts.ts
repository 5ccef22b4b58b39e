import type { Executor } from '../../db/database-backend.ts';
import type { AnswerMap } from '../answers.ts';
import type { ApplicationWrites } from '../application-writes.ts';
import type { Rows, Step } from './revision-unit.ts';

/** The stored answers of `keys`, decrypted. */
export function* answersOf(
  { database, codec }: Pick<ApplicationWrites, 'database' | 'codec'>,
  userId: string,
  keys: readonly string[],
): Step<AnswerMap> {
  if (!keys.length) return {};
  const rows = (yield database.db
    .selectFrom('answers')
    .select(['key', 'value'])
    .where('user_id', '=', userId)
    .where('key', 'in', keys)
    .compile()) as Rows<{ key: string; value: string }>;
  return Object.fromEntries(rows.rows.map((row) => [row.key, codec.decode(row.value)]));
}

/** Block counts of `buttonIds` (a group never saved shows its default count). */
export function* countsOf(
  { database, form }: Pick<ApplicationWrites, 'database' | 'form'>,
  userId: string,
  buttonIds: readonly string[],
): Step<Record<string, number>> {
  if (!buttonIds.length) return {};
  const rows = (yield database.db
    .selectFrom('add_another')
    .select(['button_id', 'num_components'])
    .where('user_id', '=', userId)
    .where('button_id', 'in', buttonIds)
    .compile()) as Rows<{ button_id: string; num_components: number }>;
  const saved = new Map(rows.rows.map((row) => [row.button_id, Number(row.num_components)]));
  return Object.fromEntries(
    buttonIds.map((id) => [
      id,
      saved.get(id) ?? form.model.addAnother.find((g) => g.buttonId === id)?.defaultCount ?? 1,
    ]),
  );
}

/** Chosen tabs of `tabIds` (absent: never chosen). */
export function* tabsOf(
  db: Executor,
  userId: string,
  tabIds: readonly string[],
): Step<Record<string, string>> {
  if (!tabIds.length) return {};
  const rows = (yield db
    .selectFrom('tabs')
    .select(['tab_id', 'chosen_tab'])
    .where('user_id', '=', userId)
    .where('tab_id', 'in', tabIds)
    .compile()) as Rows<{ tab_id: string; chosen_tab: string }>;
  return Object.fromEntries(rows.rows.map((row) => [row.tab_id, row.chosen_tab]));
}
