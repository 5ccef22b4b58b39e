import { describe, expect, it } from 'vitest';
import { addPage, movePage, pageFiles, removePage } from '../../src/index.ts';
import { bundledPartner } from '../helpers.ts';

const { files } = await bundledPartner();

describe('page edits', () => {
  it('adds a page as the last step, with a section', () => {
    const { files: edited, selected } = addPage(files);
    expect(pageFiles(edited).at(-1)).toBe(selected!.file);
    const page = edited[selected!.file] as { id: string; step: number; sections: unknown[] };
    expect(selected!.file).toBe(`pages/${page.id}.json`);
    expect(page.step).toBe(4);
    expect(page.sections).toHaveLength(1);
  });

  it('moves a page one step later and back', () => {
    const later = movePage(files, 'pages/about.json', 1);
    expect(pageFiles(later.files).slice(0, 2)).toEqual([
      'pages/education.json',
      'pages/about.json',
    ]);
    const back = movePage(later.files, 'pages/about.json', -1);
    expect(pageFiles(back.files)).toEqual(pageFiles(files));
  });

  it('removes a page file', () => {
    const { files: edited } = removePage(files, 'pages/final-steps.json', files);
    expect(pageFiles(edited)).toEqual(['pages/about.json', 'pages/education.json']);
  });
});
