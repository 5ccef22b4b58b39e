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

  it("names the revision of the tab's own last write for every part", () => {
    const versions = createPartVersions(5);
    versions.wrote([part.count('g')], 6);
    versions.wrote([part.answer('a')], 7);
    expect(versions.ifMatch([part.answer('a'), part.answer('b'), part.count('g')])).toBe(7);
  });

  it('takes in own writes whose answers came back out of order', () => {
    const versions = createPartVersions(5);
    versions.wrote([part.answer('a')], 7);
    expect(versions.ifMatch([part.answer('b')])).toBe(5);
    versions.wrote([part.count('g')], 6);
    expect(versions.ifMatch([part.answer('b')])).toBe(7);
  });

  it('keeps parts it did not write at the revision before another writer came between', () => {
    const versions = createPartVersions(5);
    versions.wrote([part.answer('a')], 6);
    // Revision 7 was another device's.
    versions.wrote([part.answer('b')], 8);
    expect(versions.ifMatch([part.answer('b')])).toBe(8);
    expect(versions.ifMatch([part.answer('a'), part.answer('c')])).toBe(6);
  });

  it('does not take a revision only confirmed (another tab, a 412) as its own', () => {
    const versions = createPartVersions(5);
    versions.confirm([part.answer('a')], 6);
    versions.wrote([part.answer('b')], 7);
    expect(versions.ifMatch([part.answer('c')])).toBe(5);
  });

  it('sends no check when the load had no ETag', () => {
    expect(createPartVersions(undefined).ifMatch([part.tab('t')])).toBeUndefined();
  });

  it('forgets every part on a reload', () => {
    const versions = createPartVersions(1);
    versions.confirm([part.answer('a')], 4);
    versions.wrote([part.answer('b')], 12);
    versions.reset(10);
    versions.wrote([part.answer('c')], 11);
    expect(versions.ifMatch([part.answer('a'), part.answer('b')])).toBe(11);
  });
});
