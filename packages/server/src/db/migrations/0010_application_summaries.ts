import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import { type AnyDb, ms } from './any-db.ts';

/**
 * The search text of the summary row being updated: its lowercased e-mail, then the lowercased
 * stored answers of the keys in `staff_name_keys` (JSON text; never a sealed answer, since only
 * keys the data model leaves plain are listed there), separated by spaces.
 */
const searchText = (postgres: boolean, userId: RawBuilder<unknown>) =>
  sql`lower(email) || coalesce(' ' || (select ${
    postgres ? sql`string_agg(lower(a.value), ' ')` : sql`group_concat(lower(a.value), ' ')`
  } from answers a where a.user_id = ${userId}
      and a.key in (select key from staff_name_keys)), '')`;

export const m0010ApplicationSummaries: Migration = {
  // One row per applicant account holding what the staff list shows, filters, sorts and searches
  // on, kept by triggers in the transaction of every write that changes it (whichever code path
  // writes), with its own indexes: the list reads one table, however many accounts there are.
  // Search is substring search: FTS5's trigram index on SQLite, pg_trgm's GIN index on PostgreSQL.
  async up(db: AnyDb) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    // The answers that name an applicant (the running config's, written at every start).
    await db.schema
      .createTable('staff_name_keys')
      .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
      .execute();
    let table = db.schema.createTable('application_summaries');
    // SQLite: a stable integer key for the full-text index's rows (an implicit rowid may change
    // on VACUUM).
    table = postgres
      ? table.addColumn('user_id', 'varchar(36)', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
      : table
          .addColumn('seq', 'integer', (c) => c.primaryKey())
          .addColumn('user_id', 'varchar(36)', (c) =>
            c.notNull().unique().references('users.id').onDelete('cascade'),
          );
    await table
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('status_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ms, (c) => c.notNull())
      .addColumn('saved_at', ms)
      .addColumn('submitted_at', ms)
      .execute();
    for (const [name, columns] of [
      ['created', ['created_at', 'user_id']],
      ['saved', ['saved_at', 'user_id']],
      ['submitted', ['submitted_at', 'user_id']],
      ['email', ['email', 'user_id']],
      // A status filter sorted by any column walks one of these (a status holds up to all rows).
      ['status_created', ['status_count', 'created_at', 'user_id']],
      ['status_saved', ['status_count', 'saved_at', 'user_id']],
      ['status_submitted', ['status_count', 'submitted_at', 'user_id']],
      ['status_email', ['status_count', 'email', 'user_id']],
    ] as const)
      await db.schema
        .createIndex(`application_summaries_${name}`)
        .on('application_summaries')
        .columns([...columns])
        .execute();
    // PostgreSQL walks an index backwards for a descending order only with missing dates first;
    // the list puts them last either way, so the dates get a descending index too.
    if (postgres)
      for (const column of ['saved_at', 'submitted_at'])
        for (const status of [false, true])
          await sql`create index ${sql.id(
            `application_summaries_${status ? 'status_' : ''}${column}_desc`,
          )} on application_summaries (${sql.raw(status ? 'status_count, ' : '')}${sql.id(
            column,
          )} desc nulls last, user_id desc)`.execute(db);
    await sql`insert into application_summaries
        (user_id, email, search_text, status_count, created_at, saved_at, submitted_at)
      select u.id, u.email, lower(u.email),
        (select count(*) from web_status w where w.user_id = u.id), u.created_at,
        (select saved_at from applications p where p.user_id = u.id),
        (select submitted_at from submissions s where s.user_id = u.id)
      from users u`.execute(db);
    if (postgres) await createPostgresTriggers(db);
    else await createSqliteTriggers(db);
  },
};

async function createSqliteTriggers(db: AnyDb): Promise<void> {
  await sql`create virtual table application_search using fts5(search_text,
    content='', contentless_delete=1, tokenize='trigram')`.execute(db);
  await sql`insert into application_search (rowid, search_text)
    select seq, search_text from application_summaries`.execute(db);
  const statements = [
    sql`create trigger application_search_insert after insert on application_summaries begin
      insert into application_search (rowid, search_text) values (new.seq, new.search_text); end`,
    sql`create trigger application_search_update after update of search_text
      on application_summaries when new.search_text is not old.search_text begin
      delete from application_search where rowid = old.seq;
      insert into application_search (rowid, search_text) values (new.seq, new.search_text); end`,
    sql`create trigger application_search_delete after delete on application_summaries begin
      delete from application_search where rowid = old.seq; end`,
    sql`create trigger application_summary_user after insert on users begin
      insert or ignore into application_summaries (user_id, email, search_text, created_at)
      values (new.id, new.email, lower(new.email), new.created_at); end`,
    sql`create trigger application_summary_email after update of email on users begin
      update application_summaries set email = new.email where user_id = new.id;
      update application_summaries set search_text = ${searchText(false, sql`new.id`)}
      where user_id = new.id; end`,
    sql`create trigger application_summary_saved_insert after insert on applications begin
      update application_summaries set saved_at = new.saved_at where user_id = new.user_id; end`,
    sql`create trigger application_summary_saved_update after update of saved_at on applications
      when new.saved_at is not old.saved_at begin
      update application_summaries set saved_at = new.saved_at where user_id = new.user_id; end`,
    sql`create trigger application_summary_saved_delete after delete on applications begin
      update application_summaries set saved_at = null where user_id = old.user_id; end`,
    sql`create trigger application_summary_submitted_insert after insert on submissions begin
      update application_summaries set submitted_at = new.submitted_at
      where user_id = new.user_id; end`,
    sql`create trigger application_summary_submitted_update after update of submitted_at
      on submissions begin
      update application_summaries set submitted_at = new.submitted_at
      where user_id = new.user_id; end`,
    sql`create trigger application_summary_submitted_delete after delete on submissions begin
      update application_summaries set submitted_at = null where user_id = old.user_id; end`,
  ];
  for (const [event, row] of [
    ['insert', 'new'],
    ['delete', 'old'],
  ] as const)
    statements.push(
      sql`create trigger ${sql.id(`application_summary_status_${event}`)}
        after ${sql.raw(event)} on web_status begin
        update application_summaries set status_count =
          (select count(*) from web_status w where w.user_id = ${sql.raw(row)}.user_id)
        where user_id = ${sql.raw(row)}.user_id; end`,
    );
  for (const [event, row] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const)
    statements.push(
      sql`create trigger ${sql.id(`application_summary_name_${event}`)}
        after ${sql.raw(event)} on answers
        when ${sql.raw(row)}.key in (select key from staff_name_keys) begin
        update application_summaries
        set search_text = ${searchText(false, sql.raw(`${row}.user_id`))}
        where user_id = ${sql.raw(row)}.user_id; end`,
    );
  for (const statement of statements) await statement.execute(db);
}

/**
 * PostgreSQL: each trigger first takes what submit takes (the account's row, which submit holds
 * FOR UPDATE while a save may hold the application's row: taking the summary row before it could
 * deadlock), then the summary row, then reads in a fresh snapshot (each statement of a function
 * takes one at READ COMMITTED), so two writers that commit one after the other never leave the
 * first one's change out.
 */
async function createPostgresTriggers(db: AnyDb): Promise<void> {
  // pg_trgm ships with PostgreSQL and is trusted (a database owner may create it); when it cannot
  // be created (not installed, no right), search still works, by scanning the summaries.
  await sql`do $$ begin
      create extension if not exists pg_trgm with schema public;
    exception when others then
      raise notice 'pg_trgm unavailable (%): staff search scans application_summaries', sqlerrm;
    end $$`.execute(db);
  await sql`do $$ declare trgm_schema text; begin
      select extnamespace::regnamespace::text into trgm_schema
        from pg_extension where extname = 'pg_trgm';
      if trgm_schema is not null then
        execute format('create index application_summaries_search on application_summaries
          using gin (search_text %s.gin_trgm_ops)', quote_ident(trgm_schema));
      end if;
    end $$`.execute(db);
  const row = (column: string) =>
    sql.raw(`case when tg_op = 'DELETE' then old.${column} else new.${column} end`);
  const lock = (uid: RawBuilder<unknown>) => sql`
      perform 1 from users where id = ${uid} for key share;
      perform 1 from application_summaries where user_id = ${uid} for update;`;
  const functions = [
    sql`create function application_summary_user() returns trigger language plpgsql as $$ begin
      if tg_op = 'INSERT' then
        insert into application_summaries (user_id, email, search_text, created_at)
        values (new.id, new.email, lower(new.email), new.created_at) on conflict do nothing;
      elsif new.email is distinct from old.email then
        ${lock(sql`new.id`)}
        update application_summaries set email = new.email where user_id = new.id;
        update application_summaries set search_text = ${searchText(true, sql`new.id`)}
        where user_id = new.id;
      end if;
      return null; end $$`,
    sql`create function application_summary_saved() returns trigger language plpgsql as $$
      declare uid varchar(36) := ${row('user_id')}; begin
      ${lock(sql`uid`)}
      update application_summaries
      set saved_at = case when tg_op = 'DELETE' then null else new.saved_at end
      where user_id = uid;
      return null; end $$`,
    sql`create function application_summary_submitted() returns trigger language plpgsql as $$
      declare uid varchar(36) := ${row('user_id')}; begin
      ${lock(sql`uid`)}
      update application_summaries
      set submitted_at = case when tg_op = 'DELETE' then null else new.submitted_at end
      where user_id = uid;
      return null; end $$`,
    sql`create function application_summary_status() returns trigger language plpgsql as $$
      declare uid varchar(36) := ${row('user_id')}; begin
      ${lock(sql`uid`)}
      update application_summaries
      set status_count = (select count(*) from web_status w where w.user_id = uid)
      where user_id = uid;
      return null; end $$`,
    sql`create function application_summary_name() returns trigger language plpgsql as $$
      declare uid varchar(36) := ${row('user_id')}; begin
      if not exists (select 1 from staff_name_keys where key = ${row('key')}) then
        return null;
      end if;
      ${lock(sql`uid`)}
      update application_summaries set search_text = ${searchText(true, sql`uid`)}
      where user_id = uid;
      return null; end $$`,
    sql`create trigger application_summary_user after insert or update of email on users
      for each row execute function application_summary_user()`,
    sql`create trigger application_summary_saved after insert or delete or update of saved_at
      on applications for each row execute function application_summary_saved()`,
    sql`create trigger application_summary_submitted after insert or delete
      or update of submitted_at on submissions
      for each row execute function application_summary_submitted()`,
    sql`create trigger application_summary_status after insert or delete on web_status
      for each row execute function application_summary_status()`,
    sql`create trigger application_summary_name after insert or update or delete on answers
      for each row execute function application_summary_name()`,
  ];
  for (const statement of functions) await statement.execute(db);
}
