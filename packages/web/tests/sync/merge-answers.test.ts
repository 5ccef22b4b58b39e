import { describe, expect, it } from 'vitest';
import { mergeAnswers } from '../../src/sync/merge-answers.ts';

describe('merging the server current values into the applicant answers', () => {
  it('takes in an answer only the server changed', () => {
    const merged = mergeAnswers({ base: { a: '1' }, local: { a: '1' }, server: { a: '2' } });
    expect(merged.answers).toEqual({ a: '2' });
    expect(merged.adopted).toEqual({ a: '2' });
    expect(merged.resend).toEqual({});
    expect(merged.conflicts).toEqual([]);
  });

  it('keeps and re-sends an answer only this device changed', () => {
    const merged = mergeAnswers({
      base: { a: '1', b: 'x' },
      local: { a: '1', b: 'mine' },
      server: { a: '2' },
    });
    expect(merged.answers).toEqual({ a: '2', b: 'mine' });
    expect(merged.resend).toEqual({ b: 'mine' });
    expect(merged.conflicts).toEqual([]);
  });

  it('keeps a local change the server reports unchanged (its own earlier save) to send again', () => {
    const merged = mergeAnswers({ base: { a: '1' }, local: { a: 'new' }, server: { a: '1' } });
    expect(merged.answers).toEqual({ a: 'new' });
    expect(merged.resend).toEqual({ a: 'new' });
  });

  it('sees no conflict when both sides made the same change', () => {
    const merged = mergeAnswers({ base: { a: '1' }, local: { a: '3' }, server: { a: '3' } });
    expect(merged.conflicts).toEqual([]);
    expect(merged.resend).toEqual({});
    expect(merged.base).toEqual({ a: '3' });
  });

  it('reports different changes of one answer as a conflict and keeps what was typed', () => {
    const merged = mergeAnswers({
      base: { a: '1', b: '' },
      local: { a: 'here', b: 'typed' },
      server: { a: 'there' },
    });
    expect(merged.conflicts).toEqual([{ key: 'a', local: 'here', server: 'there' }]);
    expect(merged.answers).toEqual({ a: 'here', b: 'typed' });
    expect(merged.base).toEqual({ a: 'there', b: '' });
    // The conflict waits for the applicant; the other change is sent.
    expect(merged.resend).toEqual({ b: 'typed' });
  });

  it('treats a missing answer as the empty answer the server reports', () => {
    const cleared = mergeAnswers({ base: { a: 'x' }, local: {}, server: { a: '' } });
    expect(cleared.conflicts).toEqual([]);
    expect(cleared.resend).toEqual({});
    const clearedThere = mergeAnswers({ base: { a: 'x' }, local: { a: 'x' }, server: { a: '' } });
    expect(clearedThere.answers).toEqual({ a: '' });
    expect(clearedThere.adopted).toEqual({ a: '' });
  });

  it('compares check boxes by value', () => {
    const merged = mergeAnswers({ base: { c: false }, local: { c: true }, server: { c: '' } });
    expect(merged.conflicts).toEqual([{ key: 'c', local: true, server: '' }]);
  });

  it('always takes the server value of an answer only the server sets', () => {
    const merged = mergeAnswers({
      base: { file: '' },
      local: { file: 'ANSWERED' },
      server: { file: '' },
      serverOwned: (key) => key === 'file',
    });
    expect(merged.resend).toEqual({});
    const replaced = mergeAnswers({
      base: { file: '' },
      local: { file: 'mine' },
      server: { file: 'ANSWERED' },
      serverOwned: (key) => key === 'file',
    });
    expect(replaced.conflicts).toEqual([]);
    expect(replaced.answers).toEqual({ file: 'ANSWERED' });
  });

  it('compares every key of both sides after a full reload', () => {
    const merged = mergeAnswers({
      base: { gone: 'old', kept: 'k' },
      local: { gone: 'old', kept: 'k', typed: 't' },
      server: { kept: 'k' },
      keys: ['gone', 'kept'],
    });
    expect(merged.answers).toEqual({ gone: '', kept: 'k', typed: 't' });
    expect(merged.resend).toEqual({ typed: 't' });
  });
});
