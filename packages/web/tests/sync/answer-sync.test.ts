import type { Answers } from '@admit/engine';
import { describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../src/api/api-errors.ts';
import type { WriteVersion } from '../../src/api/write-version.ts';
import {
  ConflictPendingError,
  createAnswerSync,
  type AnswerSyncDeps,
} from '../../src/sync/answer-sync.ts';
import { changedAnswers } from '../../src/sync/changed-answers.ts';
import { createPartVersions } from '../../src/sync/part-versions.ts';
import { syncMessages } from '../../src/sync/sync-messages.ts';
import { createSyncStore } from '../../src/sync/sync-state.ts';

const saved = (revision: number) => ({ body: { message: 'Saved.' }, etag: `"${revision}"` });

const stale = (revision: number, answers: Answers) =>
  new ServerError(
    'stale',
    412,
    { message: 'stale', current: { answers, add_another: {}, tabs: {} } },
    `"${revision}"`,
  );

/** An answer sync over a form holding `local`, loaded at revision 1. */
function setUp(initial: Answers, put: AnswerSyncDeps['put'], extra: Partial<AnswerSyncDeps> = {}) {
  const form = { answers: { ...initial } };
  const sync = createSyncStore();
  const deps: AnswerSyncDeps = {
    initial,
    put,
    versions: createPartVersions(1),
    sync,
    local: () => form.answers,
    adopt: (patch) => (form.answers = { ...form.answers, ...patch }),
    applyParts: () => {},
    reload: async () => ({ answers: {}, revision: undefined }),
    ...extra,
  };
  return { form, sync, answers: createAnswerSync(deps) };
}

const calls = (put: ReturnType<typeof vi.fn>) =>
  put.mock.calls.map(([answers, write]) => ({ answers, ifMatch: (write as WriteVersion).ifMatch }));

describe('changed answers', () => {
  it('lists new, changed and cleared answers only', () => {
    expect(
      changedAnswers({ a: '1', b: '2', c: true }, { a: '1', b: '3', c: false, d: 'x' }),
    ).toEqual({ b: '3', c: false, d: 'x' });
    expect(changedAnswers({ a: '1' }, {})).toEqual({ a: '' });
    expect(changedAnswers({ a: '' }, { a: undefined as never })).toEqual({});
  });
});

describe('the answer sync', () => {
  it('sends only what changed, naming the revision its own last save returned', async () => {
    const put = vi.fn().mockResolvedValueOnce(saved(2)).mockResolvedValueOnce(saved(3));
    const { form, answers } = setUp({ a: '1' }, put);
    form.answers = { a: '1', b: '2' };
    await answers.save();
    await answers.save();
    form.answers = { a: '', b: '2' };
    await answers.save();
    form.answers = { a: '', b: '3' };
    put.mockResolvedValueOnce(saved(4));
    await answers.save();
    expect(calls(put)).toEqual([
      { answers: { b: '2' }, ifMatch: 1 },
      { answers: { a: '' }, ifMatch: 2 },
      { answers: { b: '3' }, ifMatch: 3 },
    ]);
  });

  it('names the revision answers were last known at once another writer came between', async () => {
    // Revision 3 is not this tab's: an answer it never wrote may have changed there.
    const put = vi.fn().mockResolvedValueOnce(saved(2)).mockResolvedValueOnce(saved(4));
    const { form, answers } = setUp({}, put);
    form.answers = { a: '1' };
    await answers.save();
    form.answers = { a: '1', b: '1' };
    await answers.save();
    form.answers = { a: '1', b: '1', c: '1' };
    put.mockResolvedValueOnce(saved(5));
    await answers.save();
    expect(calls(put)).toEqual([
      { answers: { a: '1' }, ifMatch: 1 },
      { answers: { b: '1' }, ifMatch: 2 },
      { answers: { c: '1' }, ifMatch: 2 },
    ]);
  });

  it('gives every write its own Idempotency-Key and reuses it on a retry after no answer', async () => {
    const put = vi
      .fn()
      .mockRejectedValueOnce(new ServerError('down', 0))
      .mockResolvedValueOnce(saved(2))
      .mockResolvedValueOnce(saved(3));
    const { form, answers } = setUp({}, put);
    form.answers = { a: '1' };
    await answers.save();
    form.answers = { a: '2' };
    await answers.save();
    const keys = put.mock.calls.map(([, write]) => (write as WriteVersion).idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(answers.saved).toEqual({ a: '2' });
  });

  it('sends a failed save again next time', async () => {
    const put = vi
      .fn()
      .mockRejectedValueOnce(new ServerError('bad', 400))
      .mockResolvedValue(saved(2));
    const { form, answers } = setUp({}, put);
    form.answers = { a: '1' };
    await expect(answers.save()).rejects.toThrow('bad');
    await answers.save();
    expect(put).toHaveBeenCalledTimes(2);
    expect(answers.saved).toEqual({ a: '1' });
  });

  it('queues saves so they never overlap', async () => {
    let running = 0;
    let overlapped = false;
    let revision = 1;
    const put = vi.fn(async () => {
      running++;
      if (running > 1) overlapped = true;
      await Promise.resolve();
      running--;
      return saved(++revision);
    });
    const { form, answers } = setUp({}, put);
    form.answers = { a: '1' };
    const first = answers.save();
    form.answers = { a: '2' };
    await Promise.all([first, answers.save()]);
    expect(overlapped).toBe(false);
    expect(answers.saved).toEqual({ a: '2' });
  });

  it('on 412 takes in what only the server changed, re-sends the rest and holds a conflict', async () => {
    const put = vi
      .fn()
      .mockRejectedValueOnce(stale(7, { both: 'there', theirs: 'new' }))
      .mockResolvedValueOnce(saved(8));
    const { form, sync, answers } = setUp({ both: 'old', theirs: 'old', mine: '' }, put);
    form.answers = { both: 'here', theirs: 'old', mine: 'typed' };
    await expect(answers.save()).rejects.toBeInstanceOf(ConflictPendingError);
    expect(calls(put)).toEqual([
      { answers: { both: 'here', mine: 'typed' }, ifMatch: 1 },
      { answers: { mine: 'typed' }, ifMatch: 7 },
    ]);
    expect(form.answers).toEqual({ both: 'here', theirs: 'new', mine: 'typed' });
    expect(sync.getState().conflicts).toEqual([{ key: 'both', local: 'here', server: 'there' }]);
    expect(answers.saved).toEqual({ both: 'there', theirs: 'new', mine: 'typed' });
  });

  it('sends the kept answer of a resolved conflict with the revision it was seen at', async () => {
    const put = vi
      .fn()
      .mockRejectedValueOnce(stale(7, { a: 'there' }))
      .mockResolvedValueOnce(saved(8));
    const { form, sync, answers } = setUp({ a: 'old' }, put);
    form.answers = { a: 'here' };
    await expect(answers.save()).rejects.toBeInstanceOf(ConflictPendingError);
    expect(put).toHaveBeenCalledTimes(1);
    sync.setState({ conflicts: [] });
    await answers.save();
    expect(calls(put)[1]).toEqual({ answers: { a: 'here' }, ifMatch: 7 });
  });

  it('on 409 reloads, drops answers of removed entries and keeps the rest of what was typed', async () => {
    const put = vi
      .fn()
      .mockRejectedValueOnce(new ServerError('removed', 409, { message: 'removed', keys: ['p2'] }))
      .mockResolvedValueOnce(saved(12));
    const versions = createPartVersions(1);
    // As the session does: a reload forgets the revisions known before it.
    const reload = vi.fn(async () => {
      versions.reset(11);
      return { answers: { p1: 'saved', other: 'elsewhere' }, revision: 11 };
    });
    const { form, sync, answers } = setUp({ p1: 'saved' }, put, { reload, versions });
    form.answers = { p1: 'saved', p2: 'typed into a removed entry', kept: 'typed' };
    await answers.save();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(form.answers).toEqual({ p1: 'saved', p2: '', other: 'elsewhere', kept: 'typed' });
    expect(calls(put)[1]).toEqual({ answers: { kept: 'typed' }, ifMatch: 11 });
    expect(sync.getState().notice).toBe(syncMessages.formReloaded);
  });

  it('says the form was updated when a save names questions it no longer has', async () => {
    const put = vi
      .fn()
      .mockResolvedValue({ body: { message: 'Saved.', retired: ['old'] }, etag: '"2"' });
    const { form, sync, answers } = setUp({}, put);
    form.answers = { old: 'x', live: 'y' };
    await answers.save();
    expect(sync.getState().notice).toBe(syncMessages.formUpdated);
    expect(answers.saved).toEqual({ old: 'x', live: 'y' });
  });

  it('takes in another tab save, holding a conflict for an answer edited here', async () => {
    const put = vi.fn().mockResolvedValue(saved(9));
    const { form, sync, answers } = setUp({ a: '1', b: '1' }, put);
    form.answers = { a: '1', b: 'editing' };
    answers.receive({ a: 'from tab', b: 'from tab' }, 6);
    expect(form.answers).toEqual({ a: 'from tab', b: 'editing' });
    expect(sync.getState().conflicts).toEqual([{ key: 'b', local: 'editing', server: 'from tab' }]);
    await expect(answers.save()).rejects.toBeInstanceOf(ConflictPendingError);
    expect(put).not.toHaveBeenCalled();
  });
});
