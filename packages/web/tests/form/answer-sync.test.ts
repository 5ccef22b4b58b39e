import { describe, expect, it, vi } from 'vitest';
import { changedAnswers, createAnswerSync } from '../../src/form/answer-sync.ts';

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
  it('sends only what changed since the last successful save', async () => {
    const put = vi.fn(async () => undefined);
    const sync = createAnswerSync({ a: '1' }, put);
    await sync.save({ a: '1', b: '2' });
    await sync.save({ a: '1', b: '2' });
    await sync.save({ a: '', b: '2' });
    expect(put.mock.calls).toEqual([[{ b: '2' }], [{ a: '' }]]);
  });

  it('sends a failed save again next time', async () => {
    const put = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const sync = createAnswerSync({}, put);
    await expect(sync.save({ a: '1' })).rejects.toThrow('down');
    await sync.save({ a: '1' });
    expect(put).toHaveBeenLastCalledWith({ a: '1' });
    expect(sync.saved).toEqual({ a: '1' });
  });

  it('queues saves so they never overlap', async () => {
    let running = 0;
    let overlapped = false;
    const put = vi.fn(async () => {
      running++;
      if (running > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    });
    const sync = createAnswerSync({}, put);
    await Promise.all([sync.save({ a: '1' }), sync.save({ a: '2' })]);
    expect(overlapped).toBe(false);
    expect(put.mock.calls).toEqual([[{ a: '1' }], [{ a: '2' }]]);
  });
});
