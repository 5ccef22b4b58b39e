import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StatementCache } from '../../../src/db/sqlite/statement-cache.ts';

describe('StatementCache', () => {
  let db: DatabaseSync;
  beforeEach(() => {
    db = new DatabaseSync(':memory:');
    db.exec('create table t (a integer, b integer)');
  });
  afterEach(() => db.close());

  it('tells reading statements from writing ones', () => {
    const cache = new StatementCache(db, 10);
    expect(cache.get('select 1 as x').reader).toBe(true);
    expect(cache.get('insert into t (a) values (1)').reader).toBe(false);
    expect(cache.get('insert into t (a) values (1) returning a').reader).toBe(true);
  });

  it('binds booleans as 0/1 and undefined as NULL, and reports changes and the row id', () => {
    const cache = new StatementCache(db, 10);
    const result = cache.execute('insert into t (a, b) values (?, ?)', [true, undefined]);
    expect(result).toEqual({ rows: [], numAffectedRows: 1n, insertId: 1n });
    expect(cache.execute('select a, b from t where a = ?', [true]).rows).toEqual([
      { a: 1, b: null },
    ]);
  });

  it('prepares a statement once and reuses it with new parameters', () => {
    const cache = new StatementCache(db, 10);
    const first = cache.get('select ? as x');
    expect(cache.get('select ? as x')).toBe(first);
    expect(cache.execute('select ? as x', [1]).rows).toEqual([{ x: 1 }]);
    expect(cache.execute('select ? as x', ['two']).rows).toEqual([{ x: 'two' }]);
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used statement past its size', () => {
    const cache = new StatementCache(db, 2);
    const a = cache.get('select 1');
    const b = cache.get('select 2');
    expect(cache.get('select 1')).toBe(a); // a is now the most recent
    cache.get('select 3'); // evicts b
    expect(cache.size).toBe(2);
    expect(cache.get('select 1')).toBe(a);
    expect(cache.get('select 2')).not.toBe(b);
  });

  it('forgets everything on clear and refuses a size below one', () => {
    const cache = new StatementCache(db, 2);
    const a = cache.get('select 1');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('select 1')).not.toBe(a);
    expect(() => new StatementCache(db, 0)).toThrow(RangeError);
  });

  it('keeps working after the schema under a kept statement changes', () => {
    const cache = new StatementCache(db, 10);
    cache.execute('insert into t (a, b) values (1, 2)', []);
    expect(cache.execute('select * from t', []).rows).toEqual([{ a: 1, b: 2 }]);
    db.exec('alter table t add column c integer');
    expect(cache.execute('select * from t', []).rows).toEqual([{ a: 1, b: 2, c: null }]);
  });
});
