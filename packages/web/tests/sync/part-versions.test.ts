import { describe, expect, it } from 'vitest';
import { createPartVersions, part } from '../../src/sync/part-versions.ts';

describe('the revision each part was last known at', () => {
  it('names the load revision for parts never saved', () => {
    const versions = createPartVersions(5);
    expect(versions.ifMatch([part.answer('a')])).toBe(5);
    expect(versions.latest).toBe(5);
  });

  it('names the oldest revision of the parts a write sends', () => {
    const versions = createPartVersions(5);
    versions.confirm([part.answer('a')], 9);
    expect(versions.ifMatch([part.answer('a')])).toBe(9);
    expect(versions.ifMatch([part.answer('a'), part.answer('b')])).toBe(5);
    expect(versions.latest).toBe(9);
  });

  it('never moves a part back to an older revision', () => {
    const versions = createPartVersions(1);
    versions.confirm([part.count('g')], 7);
    versions.confirm([part.count('g')], 3);
    expect(versions.ifMatch([part.count('g')])).toBe(7);
  });

  it('sends no check when the load had no ETag', () => {
    expect(createPartVersions(undefined).ifMatch([part.tab('t')])).toBeUndefined();
  });

  it('forgets every part on a reload', () => {
    const versions = createPartVersions(1);
    versions.confirm([part.answer('a')], 4);
    versions.reset(10);
    expect(versions.ifMatch([part.answer('a'), part.answer('b')])).toBe(10);
  });
});
