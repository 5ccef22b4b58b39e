import type { AppContext } from '../../context.ts';
import { encodeAnswer, type AnswerMap } from '../answers.ts';
import type { Step } from './revision-unit.ts';

/** Statements that merge answers ("" deletes one). */
export function* writeAnswerRows(ctx: AppContext, userId: string, answers: AnswerMap): Step<void> {
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
