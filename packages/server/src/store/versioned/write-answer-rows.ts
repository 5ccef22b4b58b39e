import type { AnswerMap } from '../answers.ts';
import type { ApplicationWrites } from '../application-writes.ts';
import type { Step } from './revision-unit.ts';

/** Statements that merge answers ("" deletes one), written at `now`. */
export function* writeAnswerRows(
  { database, codec }: Pick<ApplicationWrites, 'database' | 'codec'>,
  userId: string,
  answers: AnswerMap,
  now: number,
): Step<void> {
  const { db } = database;
  const cleared = Object.keys(answers).filter((key) => answers[key] === '');
  const set = Object.entries(answers).filter(([, value]) => value !== '');
  if (cleared.length)
    yield db
      .deleteFrom('answers')
      .where('user_id', '=', userId)
      .where('key', 'in', cleared)
      .compile();
  if (set.length)
    yield db
      .insertInto('answers')
      .values(
        set.map(([key, value]) => ({
          user_id: userId,
          key,
          value: codec.encode(key, value),
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
