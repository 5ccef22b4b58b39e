import type { Kysely } from 'kysely';
import type { PartnerConfig } from '@admit/engine';
import type { Database } from '../db/schema.ts';

/** Keeps a config version (once: a hash names one config for ever). */
export async function recordConfigVersion(
  db: Kysely<Database>,
  version: { hash: string; config: PartnerConfig },
  now: number,
): Promise<void> {
  await db
    .insertInto('config_versions')
    .values({ hash: version.hash, config: JSON.stringify(version.config), created_at: now })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

/** The assembled config of a version, or undefined when none has that hash. */
export async function readConfigVersion(
  db: Kysely<Database>,
  hash: string,
): Promise<PartnerConfig | undefined> {
  const row = await db
    .selectFrom('config_versions')
    .select('config')
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row && (JSON.parse(row.config) as PartnerConfig);
}

/** Every config version kept, oldest first. */
export async function readConfigVersions(
  db: Kysely<Database>,
): Promise<{ hash: string; config: PartnerConfig; createdAt: number }[]> {
  const rows = await db
    .selectFrom('config_versions')
    .select(['hash', 'config', 'created_at'])
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => ({
    hash: row.hash,
    config: JSON.parse(row.config) as PartnerConfig,
    createdAt: Number(row.created_at),
  }));
}

/** The config versions an application was started and submitted on (null: not known / not yet). */
export async function readApplicationConfigs(
  db: Kysely<Database>,
  userId: string,
): Promise<{ started: string | null; submitted: string | null }> {
  const [started, submitted] = await Promise.all([
    db
      .selectFrom('applications')
      .select('started_config')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('submissions')
      .select('config_version')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return {
    started: started?.started_config ?? null,
    submitted: submitted?.config_version ?? null,
  };
}
