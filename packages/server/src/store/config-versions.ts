import type { Kysely } from 'kysely';
import { partnerLanguages, type PartnerConfig } from '@admit/engine';
import type { StoredConfigVersion } from '../config/form-version.ts';
import type { Database } from '../db/schema.ts';

/** The default language of a config: the first it declares. */
const defaultLanguage = (config: PartnerConfig): string => partnerLanguages(config.partner)[0]!;

/** Keeps a config version with its translations (once: a hash names one version for ever). */
export async function recordConfigVersion(
  db: Kysely<Database>,
  version: { hash: string } & StoredConfigVersion,
  now: number,
): Promise<void> {
  const others = Object.entries(version.configs).filter(
    ([language]) => language !== defaultLanguage(version.config),
  );
  await db
    .insertInto('config_versions')
    .values({
      hash: version.hash,
      config: JSON.stringify(version.config),
      translations: others.length ? JSON.stringify(Object.fromEntries(others)) : null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

const stored = (row: { config: string; translations: string | null }): StoredConfigVersion => {
  const config = JSON.parse(row.config) as PartnerConfig;
  const translations = row.translations
    ? (JSON.parse(row.translations) as Record<string, PartnerConfig>)
    : {};
  return { config, configs: { [defaultLanguage(config)]: config, ...translations } };
};

/** A version's config in every language it was kept with, or undefined when none has that hash. */
export async function readConfigVersion(
  db: Kysely<Database>,
  hash: string,
): Promise<StoredConfigVersion | undefined> {
  const row = await db
    .selectFrom('config_versions')
    .select(['config', 'translations'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row && stored(row);
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
