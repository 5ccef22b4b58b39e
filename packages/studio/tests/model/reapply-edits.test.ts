import { describe, expect, it } from 'vitest';
import {
  changesBetween,
  moveBy,
  placeOf,
  reapplyEdits,
  setAt,
  type StudioFiles,
} from '../../src/index.ts';

const page = (labels: string[], title = 'About You'): unknown => ({
  id: 'about',
  title,
  sections: [
    {
      id: 'personal',
      title: 'Personal',
      children: labels.map((label, i) => ({ type: 'text', key: `q${i}`, label })),
    },
  ],
});

const base: StudioFiles = {
  'pages/about.json': page(['First', 'Middle', 'Last']),
  'data-model.json': { q0: { type: 'string' }, q1: { type: 'string' }, q2: { type: 'string' } },
};
const at = (pointer: string, file = 'pages/about.json') => ({ file, pointer });

describe('changesBetween', () => {
  it('names each changed value by file and pointer', () => {
    const edited = setAt(base, at('/sections/0/children/1/label'), 'Middle name');
    expect(changesBetween(base, edited)).toEqual([
      { ...at('/sections/0/children/1/label'), value: 'Middle name' },
    ]);
  });

  it('takes a list whose items moved as one change, not as edits of the items that shifted', () => {
    const moved = moveBy(base, at('/sections/0/children/0'), 1).files;
    const [change, ...rest] = changesBetween(base, moved);
    expect(rest).toEqual([]);
    expect(change).toMatchObject(at('/sections/0/children'));
  });

  it('names a removed member with no value, and a new file as a whole', () => {
    const edited = {
      ...setAt(base, at('/q2', 'data-model.json'), undefined),
      'options/new.json': [],
    };
    expect(changesBetween(base, edited)).toEqual([
      { ...at('/q2', 'data-model.json'), value: undefined },
      { ...at('', 'options/new.json'), value: [] },
    ]);
  });
});

describe('reapplyEdits', () => {
  it("re-applies the author's edits that the change on disk did not touch, over it", () => {
    const theirs = setAt(base, at('/sections/0/children/0/label'), 'Given name');
    const ours = setAt(
      setAt(base, at('/sections/0/children/2/label'), 'Family name'),
      at('/q0/description', 'data-model.json'),
      'The first name',
    );
    const merged = reapplyEdits(base, theirs, ours);
    expect(merged.conflicts).toEqual([]);
    expect(merged.applied).toHaveLength(2);
    expect(merged.files).toEqual(
      setAt(
        setAt(theirs, at('/sections/0/children/2/label'), 'Family name'),
        at('/q0/description', 'data-model.json'),
        'The first name',
      ),
    );
  });

  it('leaves out, as a conflict, an edit of a value changed on disk too, and keeps the disk value', () => {
    const theirs = setAt(base, at('/sections/0/children/1/label'), 'Middle (disk)');
    const ours = setAt(
      setAt(base, at('/sections/0/children/1/label'), 'Middle (studio)'),
      at('/title'),
      'About you',
    );
    const merged = reapplyEdits(base, theirs, ours);
    expect(merged.conflicts).toEqual([
      { ...at('/sections/0/children/1/label'), value: 'Middle (studio)' },
    ]);
    expect(merged.files).toEqual(setAt(theirs, at('/title'), 'About you'));
  });

  it('takes an edit inside something the disk changed as a whole as a conflict', () => {
    const theirs = moveBy(base, at('/sections/0/children/2'), -1).files;
    const ours = setAt(base, at('/sections/0/children/2/label'), 'Family name');
    const merged = reapplyEdits(base, theirs, ours);
    expect(merged.applied).toEqual([]);
    expect(merged.conflicts).toHaveLength(1);
    expect(merged.files).toBe(theirs);
  });

  it('needs nothing for an edit the disk already made the same way', () => {
    const both = setAt(base, at('/title'), 'About you');
    expect(reapplyEdits(base, both, both)).toEqual({ files: both, applied: [], conflicts: [] });
  });
});

describe('placeOf', () => {
  it('names the node holding a value and the members inside it', () => {
    expect(placeOf(base, at('/sections/0/children/1/label'))).toEqual({
      file: 'pages/about.json',
      item: { kind: 'node', label: 'Middle', type: 'text' },
      members: ['label'],
    });
    expect(placeOf(base, at('/q0/description', 'data-model.json'))).toEqual({
      file: 'data-model.json',
      members: ['q0', 'description'],
    });
  });
});
