import type { DataCipher } from '../crypto/data-cipher.ts';
import type { DatabaseBackend } from '../db/database-backend.ts';
import type { Storage } from '../storage/storage.ts';

/** What a rotation sealed again with the current key. */
export interface RotationReport {
  answers: number;
  visitorSets: number;
  mails: number;
  files: number;
}

const BATCH = 500;

/**
 * Seals again, with the cipher's current key, everything sealed with an earlier one (or, for
 * stored PDFs, not sealed at all): sensitive answers (a submitted application's too, its freeze
 * lifted only for the rewrite), visitor answer sets, queued mail, converted documents and
 * application PDFs. What it says never changes. Safe to run while servers run, and again: what
 * is already current is left alone. `storage` is the raw storage (not the sealing view).
 */
export async function rotateSealedData(
  database: DatabaseBackend,
  storage: Storage,
  cipher: DataCipher,
): Promise<RotationReport> {
  const { db } = database;
  const report: RotationReport = { answers: 0, visitorSets: 0, mails: 0, files: 0 };
  const stale = (value: string) => cipher.isSealed(value) && !cipher.isCurrent(value);
  const reseal = (value: string) => cipher.encrypt(cipher.decrypt(value));

  // Answers, in batches by primary key; only the rows sealed with an earlier key are rewritten.
  for (let after = { user_id: '', key: '' }; ;) {
    const rows = await db
      .selectFrom('answers')
      .select(['user_id', 'key', 'value'])
      .where((eb) =>
        eb.or([
          eb('user_id', '>', after.user_id),
          eb.and([eb('user_id', '=', after.user_id), eb('key', '>', after.key)]),
        ]),
      )
      .where('value', 'like', 'enc:%')
      .orderBy('user_id')
      .orderBy('key')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    after = rows.at(-1)!;
    const due = rows.filter((row) => stale(row.value));
    if (due.length)
      await db.transaction().execute((trx) =>
        database.withFreezeLifted(trx, 'answers', async () => {
          for (const row of due) {
            const result = await trx
              .updateTable('answers')
              .set({ value: reseal(row.value) })
              .where('user_id', '=', row.user_id)
              .where('key', '=', row.key)
              .where('value', '=', row.value)
              .executeTakeFirst();
            report.answers += Number(result.numUpdatedRows);
          }
        }),
      );
  }

  for (const row of await db.selectFrom('visitor_answers').selectAll().execute()) {
    const values = JSON.parse(row.answers) as Record<string, string>;
    if (!Object.values(values).some(stale)) continue;
    const resealed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, stale(value) ? reseal(value) : value]),
    );
    const result = await db
      .updateTable('visitor_answers')
      .set({ answers: JSON.stringify(resealed) })
      .where('token_hash', '=', row.token_hash)
      .where('answers', '=', row.answers)
      .executeTakeFirst();
    report.visitorSets += Number(result.numUpdatedRows);
  }

  for (const row of await db
    .selectFrom('mail_outbox')
    .select(['id', 'content'])
    .where('content', 'like', 'enc:%')
    .execute()) {
    if (!stale(row.content)) continue;
    const result = await db
      .updateTable('mail_outbox')
      .set({ content: reseal(row.content) })
      .where('id', '=', row.id)
      .where('content', '=', row.content)
      .executeTakeFirst();
    report.mails += Number(result.numUpdatedRows);
  }

  const keys = [
    ...(await db
      .selectFrom('documents')
      .select('pdf_key')
      .where('pdf_key', 'is not', null)
      .execute()),
    ...(await db
      .selectFrom('application_pdfs')
      .select('pdf_key')
      .where('pdf_key', 'is not', null)
      .execute()),
  ].map((row) => row.pdf_key!);
  for (const key of keys) {
    const bytes = await storage.read(key);
    if (!bytes || cipher.isCurrent(bytes)) continue;
    await storage.write(
      key,
      cipher.sealBytes(cipher.unsealBytes(bytes)),
      'application/octet-stream',
    );
    report.files++;
  }
  return report;
}
