import { describe, expect, it } from 'vitest';
import { createWriteQueue } from '../../src/sync/write-queue.ts';

describe('the write queue', () => {
  it('starts a task only once the one before it has settled, in order', async () => {
    const queue = createWriteQueue();
    const steps: string[] = [];
    let release: () => void = () => {};
    const first = queue.run(async () => {
      steps.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      steps.push('first ends');
      return 1;
    });
    const second = queue.run(async () => {
      steps.push('second starts');
      return 2;
    });
    await Promise.resolve();
    expect(steps).toEqual(['first starts']);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(steps).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('goes on after a task that failed, which rejects for its caller only', async () => {
    const queue = createWriteQueue();
    const failed = queue.run(() => Promise.reject(new Error('refused')));
    const next = queue.run(async () => 'sent');
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('sent');
  });
});
