import { TEST_PAGE_ID, TEST_PAGE_TITLE } from '../../src/test-kit/render-page.tsx';
import { isPrintHeading, type PrintPage } from '@admit/engine';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePrintApplication, usePrintProjection } from '@admit/react';
import { renderForm } from './fixtures.tsx';
import { threeSectionPage as model } from './three-section-page.ts';

/** A page of the projection as lines of text: section titles, headings and "label: display". */
const linesOf = (page: PrintPage) =>
  page.sections.flatMap((section) => [
    `# ${section.title}`,
    ...section.items.map((entry) =>
      isPrintHeading(entry) ? `## ${entry.label}` : `${entry.label}: ${entry.display}`,
    ),
  ]);

let renders = 0;

function PageLines({ pageId }: { pageId: string }) {
  renders++;
  const page = usePrintProjection(pageId);
  return (
    <div>
      {linesOf(page).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

function ApplicationHeadings() {
  return usePrintApplication().map((page) => <h2 key={page.pageId}>{page.heading}</h2>);
}

describe('usePrintProjection', () => {
  it('gives only answered questions and the sections holding them, without descriptions or markdown', () => {
    const { container } = renderForm(model, <PageLines pageId={TEST_PAGE_ID} />, {
      mode: 'print',
      initial: {
        answers: { first_name: 'Ada', has_alias: 'N', has_alias_desc: 'No', veteran: false },
      },
    });
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '# Personal',
      'First name: Ada',
      'Alias?: ( ) Yes  (X) No',
    ]);
    expect(screen.queryByText(/Middle name|Veteran|Extra|A note|Tell us|Address/)).toBeNull();
  });

  it('gives a titled group, under its heading, when something inside it is answered', () => {
    const { container } = renderForm(model, <PageLines pageId={TEST_PAGE_ID} />, {
      mode: 'print',
      initial: { answers: { nickname: 'Addie' } },
    });
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '# Personal',
      '## Extra',
      'Nickname: Addie',
    ]);
  });

  it('follows a changed answer, and re-renders for nothing the projection does not read', () => {
    const { store } = renderForm(model, <PageLines pageId={TEST_PAGE_ID} />, {
      mode: 'print',
      initial: { answers: { first_name: 'Ada' } },
    });
    const before = renders;
    act(() =>
      store
        .getState()
        .setErrors({ valid: false, problems: [], messages: ['X'], byKey: { x: 'X' } }),
    );
    expect(renders).toBe(before);
    act(() => {
      store.getState().setAnswers({ first_name: 'Grace' });
    });
    expect(screen.getByText('First name: Grace')).toBeTruthy();
  });
});

describe('usePrintApplication', () => {
  it('gives every page, headed "Step <n>: <title>"', () => {
    renderForm(model, <ApplicationHeadings />, { mode: 'print' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      `Step 1: ${TEST_PAGE_TITLE}`,
    );
  });
});
