import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import type { ConfigImpact } from './compare-configs.ts';

/** How many stored applications each change touches (undefined: cannot be told, e.g. encrypted). */
export interface ImpactCounts {
  /** Applications with an answer to the deleted question. */
  deletedQuestions: Record<string, number>;
  /** Applications whose answer is one of the removed values. */
  removedOptions: Record<string, number | undefined>;
  /** Applications in progress (not submitted) with no answer to the newly required question. */
  newRequiredQuestions: Record<string, number>;
  /** Applications with an answer to the question whose conditions changed. */
  changedConditions: Record<string, number>;
}

/** Runs one counting query with `?` placeholders; resolves to the count. */
type Count = (sql: string, parameters: unknown[]) => Promise<number>;

/** Opens the server's database read-only: `postgres://...`, or the path of its SQLite file. */
async function openCounter(databaseUrl: string): Promise<{ count: Count; close(): Promise<void> }> {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('set default_transaction_read_only = on');
    return {
      count: async (sql, parameters) => {
        let n = 0;
        const text = sql.replace(/\?/g, () => `$${++n}`);
        const result = await client.query<{ n: string }>(text, parameters);
        return Number(result.rows[0]?.n ?? 0);
      },
      close: () => client.end(),
    };
  }
  const path = databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '');
  const db = new DatabaseSync(path, { readOnly: true });
  return {
    count: async (sql, parameters) =>
      Number(
        (db.prepare(sql).get(...(parameters as string[])) as { n: number | bigint } | undefined)
          ?.n ?? 0,
      ),
    close: async () => db.close(),
  };
}

const WITH_ANSWER = 'select count(distinct user_id) as n from answers where key = ?';

/**
 * Counts, in the server's database, the stored applications each change of `impact` touches. An
 * answer's value is stored as JSON text (sensitive keys encrypted: their removed options cannot be
 * counted and are left undefined).
 */
export async function countApplications(
  databaseUrl: string,
  impact: ConfigImpact,
): Promise<ImpactCounts> {
  const { count, close } = await openCounter(databaseUrl);
  try {
    const counts: ImpactCounts = {
      deletedQuestions: {},
      removedOptions: {},
      newRequiredQuestions: {},
      changedConditions: {},
    };
    for (const { key } of impact.deletedQuestions)
      counts.deletedQuestions[key] = await count(WITH_ANSWER, [key]);
    for (const { key, values } of impact.removedOptions) {
      const encrypted = await count(
        "select count(*) as n from answers where key = ? and value like 'enc:%'",
        [key],
      );
      counts.removedOptions[key] = encrypted
        ? undefined
        : await count(
            `select count(distinct user_id) as n from answers where key = ? and value in (${values.map(() => '?').join(', ')})`,
            [key, ...values.map((value) => JSON.stringify(value))],
          );
    }
    for (const { key } of impact.newRequiredQuestions)
      counts.newRequiredQuestions[key] = await count(
        `select count(distinct a.user_id) as n from answers a
         where not exists (select 1 from submissions s where s.user_id = a.user_id)
           and not exists (select 1 from answers b where b.user_id = a.user_id and b.key = ?)`,
        [key],
      );
    for (const { key } of impact.changedConditions)
      counts.changedConditions[key] = await count(WITH_ANSWER, [key]);
    return counts;
  } finally {
    await close();
  }
}
