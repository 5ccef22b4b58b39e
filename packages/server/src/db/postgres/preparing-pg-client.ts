import pg from 'pg';

/** Where pg records the statements a connection has prepared (undocumented, so checked for). */
interface PgInternals {
  connection?: { parsedStatements?: Record<string, string> };
}

type QueryFunction = (...args: unknown[]) => unknown;

/** A pg client that prepares its parameterised queries (see `preparingClient`). */
export interface PreparingClient extends pg.Client {
  /** Drops the statements pushed out of the cache; call only between transactions. */
  dropEvicted(): void;
}

/**
 * A pg client class whose parameterised queries become named prepared statements, so PostgreSQL
 * parses and plans the few queries a server repeats once per connection instead of every time
 * (the database's CPU is shared with the server's on a small machine). At most `maxStatements`
 * per connection are kept, least recently used pushed out; those are dropped (DEALLOCATE) by
 * `dropEvicted`, which the pool calls when it gets the client back: never inside a transaction,
 * where a failed DEALLOCATE would abort the caller's work. Queries without parameters (BEGIN,
 * COMMIT, DDL) go as they are; should pg's internals move, every query simply goes unnamed.
 */
export function preparingClient(
  maxStatements: number,
): new (config?: string | pg.ClientConfig) => PreparingClient {
  if (!Number.isInteger(maxStatements) || maxStatements < 1)
    throw new RangeError('A connection needs room for at least one prepared statement.');
  return class extends pg.Client implements PreparingClient {
    /** SQL text to statement name; a Map iterates oldest use first. */
    readonly #names = new Map<string, string>();
    readonly #evicted: string[] = [];
    readonly #plain: QueryFunction;
    #counter = 0;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const plain = this.query.bind(this) as QueryFunction;
      this.#plain = plain;
      const named: QueryFunction = (text, values, ...rest) => {
        if (typeof text !== 'string' || !Array.isArray(values) || !values.length || !this.#parsed)
          return plain(text, values, ...rest);
        return plain({ name: this.#nameOf(text), text, values }, ...rest);
      };
      this.query = named as typeof this.query;
    }

    get #parsed(): Record<string, string> | undefined {
      return (this as unknown as PgInternals).connection?.parsedStatements;
    }

    #nameOf(text: string): string {
      const kept = this.#names.get(text);
      if (kept) {
        this.#names.delete(text);
        this.#names.set(text, kept);
        return kept;
      }
      const name = `admit_${++this.#counter}`;
      this.#names.set(text, name);
      if (this.#names.size > maxStatements) {
        const [oldText, oldName] = this.#names.entries().next().value!;
        this.#names.delete(oldText);
        this.#evicted.push(oldName);
      }
      return name;
    }

    dropEvicted(): void {
      const parsed = this.#parsed;
      for (const name of this.#evicted.splice(0)) {
        // A statement that never parsed is not on the server.
        if (parsed?.[name] === undefined) continue;
        this.#plain(`DEALLOCATE ${name}`, (error: unknown) => {
          if (!error) delete parsed[name];
        });
      }
    }
  };
}

/** A pg pool of preparing clients that drops pushed-out statements as each client comes back. */
export function createPreparingPool(config: pg.PoolConfig, maxStatements = 100): pg.Pool {
  const Client = preparingClient(maxStatements);
  const pool = new pg.Pool({ ...config, Client });
  pool.on('release', (error, client) => {
    if (!error && client instanceof Client) client.dropEvicted();
  });
  return pool;
}
