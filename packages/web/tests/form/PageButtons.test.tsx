// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FormSessionProvider, createVisitorSession } from '../../src/form/form-session.ts';
import { PageButtons } from '../../src/form/PageButtons.tsx';
import { pages } from '../../src/partner/partner.ts';

function Where() {
  const { pathname, state } = useLocation();
  const answers = (state as { answers?: object } | null)?.answers;
  return <p>at {`${pathname}${answers ? ` with ${JSON.stringify(answers)}` : ''}`}</p>;
}

const renderButtons = (answers: Record<string, string>) => {
  const page = pages[0]!;
  const session = createVisitorSession({ answers });
  render(
    <MemoryRouter initialEntries={[page.path]}>
      <FormSessionProvider value={session}>
        <Routes>
          <Route path={page.path} element={<PageButtons page={page} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </FormSessionProvider>
    </MemoryRouter>,
  );
  return page;
};

describe('the Save button of a visitor who is not logged in (spec "Navigation rules")', () => {
  it('goes to the target route when no answer is filled ("otherwise to the target route")', async () => {
    const page = renderButtons({});
    expect(page.save, 'the partner configures the Save target').toMatch(/^\//);
    expect(page.save).not.toBe(page.path);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`at ${page.save}`)).toBeTruthy();
  });

  it('goes to /signup with the answers when some answer is filled ("when answers are non-empty")', async () => {
    renderButtons({ first_name: 'Ada' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('at /signup with {"first_name":"Ada"}')).toBeTruthy();
  });
});
