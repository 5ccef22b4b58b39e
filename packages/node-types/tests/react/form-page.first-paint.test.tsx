import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_NODES, FormPage } from '@admit/react';
import { modelWith, TEST_PAGE_ID } from '../../src/test-kit/render-page.tsx';
import { renderForm } from './fixtures.tsx';

/** A page of `sections` sections of `size` text questions each (keys s<section>_<n>). */
const pageOf = (sections: number, size: number) =>
  modelWith([], {
    sections: Array.from({ length: sections }, (_, s) => ({
      id: `s${s}`,
      title: `Section ${s}`,
      children: Array.from({ length: size }, (_, n) => ({
        type: 'text' as const,
        key: `s${s}_${n}`,
        label: `Question ${s}.${n}`,
      })),
    })),
  });

/** Renders a page; returns the sections each of its commits had in the DOM. */
function commitsOf(model: ReturnType<typeof pageOf>) {
  const commits: string[][] = [];
  const onRender = () =>
    commits.push(
      [...document.querySelectorAll('section')].map((section) =>
        section.id.replace(/^section-/, ''),
      ),
    );
  renderForm(
    model,
    <Profiler id="page" onRender={onRender}>
      <FormPage pageId={TEST_PAGE_ID} />
    </Profiler>,
  );
  return commits;
}

describe('FormPage first paint', () => {
  it('commits the first screenful of a long page before its other sections', () => {
    const size = FIRST_PAINT_NODES / 2;
    const commits = commitsOf(pageOf(4, size));
    expect(commits[0]).toEqual(['s0', 's1']);
    expect(commits.at(-1)).toEqual(['s0', 's1', 's2', 's3']);
    expect(screen.getByLabelText('Question 3.0')).toBeTruthy();
  });

  it('renders a short page whole in one commit', () => {
    expect(commitsOf(pageOf(2, 3))).toEqual([['s0', 's1']]);
  });

  it('always commits the first section whole, however long', () => {
    const commits = commitsOf(pageOf(2, FIRST_PAINT_NODES * 2));
    expect(commits[0]).toEqual(['s0']);
    expect(commits.at(-1)).toEqual(['s0', 's1']);
  });
});
