import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { FormPage } from '@admit/react';
import { modelWith, TEST_PAGE_ID } from '../../src/test-kit/render-page.tsx';
import { aliasNodes, renderForm } from './fixtures.tsx';

const model = modelWith(aliasNodes);

/** What each commit of the page put on screen: the Yes radio ticked, the revealed question there. */
function recordCommits() {
  const commits: string[] = [];
  const onRender = () => {
    const yes = screen.getAllByLabelText('Yes')[0] as HTMLInputElement;
    commits.push(
      `yes ${yes.checked ? 'ticked' : 'not ticked'}, alias ${screen.queryByLabelText('Alias') ? 'shown' : 'absent'}`,
    );
  };
  return {
    commits,
    ui: (
      <Profiler id="page" onRender={onRender}>
        <FormPage pageId={TEST_PAGE_ID} />
      </Profiler>
    ),
  };
}

describe('useRevealed', () => {
  it('commits the answer that reveals a question before the question itself', async () => {
    const user = userEvent.setup();
    const { commits, ui } = recordCommits();
    renderForm(model, ui);
    commits.length = 0;
    await user.click(screen.getAllByLabelText('Yes')[0]!);
    expect(commits).toEqual(['yes ticked, alias absent', 'yes ticked, alias shown']);
  });

  it('hides a question in the same commit as the answer that hides it', async () => {
    const user = userEvent.setup();
    const { commits, ui } = recordCommits();
    renderForm(model, ui, { initial: { answers: { has_alias: 'Y' } } });
    commits.length = 0;
    await user.click(screen.getAllByLabelText('No')[0]!);
    expect(commits[0]).toBe('yes not ticked, alias absent');
    expect(commits.at(-1)).toBe('yes not ticked, alias absent');
  });

  it('shows content that holds on first render at once', () => {
    const { commits, ui } = recordCommits();
    renderForm(model, ui, { initial: { answers: { has_alias: 'Y' } } });
    expect(commits).toEqual(['yes ticked, alias shown']);
  });
});
