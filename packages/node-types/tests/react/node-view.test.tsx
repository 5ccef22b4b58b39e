import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormPage } from '@admit/react';
import { modelWith, TEST_PAGE_ID } from '../../src/test-kit/render-page.tsx';
import { aliasNodes, regionLists, regionNodes, renderForm } from './fixtures.tsx';
import { renderLog } from './html-renderers.tsx';

const model = modelWith(
  [
    ...aliasNodes,
    ...regionNodes,
    {
      type: 'radio',
      key: 'contact',
      label: 'Contact by',
      options: 'answer_yes_no',
      contentByValue: { Y: [{ type: 'markdown', id: 'contact_yes', markdown: 'We will call.' }] },
    },
    {
      type: 'confirm',
      key: 'read_terms',
      label: 'I have read the terms',
      mode: 'checkbox',
      before: [{ type: 'markdown', id: 'terms_short', markdown: 'Short terms' }],
      after: [{ type: 'markdown', id: 'terms_full', markdown: 'Full terms' }],
    },
  ],
  { optionLists: regionLists },
);

describe('NodeView', () => {
  it('shows a question when its condition starts to hold and hides it again', async () => {
    const user = userEvent.setup();
    renderForm(model, <FormPage pageId={TEST_PAGE_ID} />);
    expect(screen.queryByLabelText('Alias')).toBeNull();
    await user.click(screen.getAllByLabelText('Yes')[0]!);
    expect(screen.getByLabelText('Alias')).toBeTruthy();
    await user.click(screen.getAllByLabelText('No')[0]!);
    expect(screen.queryByLabelText('Alias')).toBeNull();
  });

  it('clears the answer of a question that becomes hidden', async () => {
    const user = userEvent.setup();
    const { store } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, {
      initial: { answers: { has_alias: 'Y', alias: 'Bo' } },
    });
    await user.click(screen.getAllByLabelText('No')[0]!);
    expect(store.getState().answers.alias).toBe('');
    await user.click(screen.getAllByLabelText('Yes')[0]!);
    expect((screen.getByLabelText('Alias') as HTMLInputElement).value).toBe('');
  });

  it("a dependent select shows only when its controller's answer has a list, and follows it", async () => {
    const user = userEvent.setup();
    const { store } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />);
    expect(screen.queryByLabelText('Region')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Country'), 'USA');
    const region = screen.getByLabelText('Region');
    expect([...region.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '',
      'Alaska',
      'Ohio',
    ]);
    await user.selectOptions(region, 'OH');
    expect(store.getState().answers).toMatchObject({ region: 'OH', region_desc: 'Ohio' });
    await user.selectOptions(screen.getByLabelText('Country'), 'CAN');
    expect(store.getState().answers).toMatchObject({ region: '', region_desc: '' });
    expect(
      [...screen.getByLabelText('Region').querySelectorAll('option')].map((o) => o.textContent),
    ).toEqual(['', 'Ontario', 'Quebec']);
  });

  it("swaps in a radio's content for the chosen value", async () => {
    const user = userEvent.setup();
    renderForm(model, <FormPage pageId={TEST_PAGE_ID} />);
    expect(screen.queryByText('We will call.')).toBeNull();
    await user.click(screen.getAllByLabelText('Yes')[1]!);
    expect(screen.getByText('We will call.')).toBeTruthy();
  });

  it('a confirm switches its before-content to its after-content', async () => {
    const user = userEvent.setup();
    renderForm(model, <FormPage pageId={TEST_PAGE_ID} />);
    expect(screen.getByText('Short terms')).toBeTruthy();
    await user.click(screen.getByLabelText('I have read the terms'));
    expect(screen.queryByText('Short terms')).toBeNull();
    expect(screen.getByText('Full terms')).toBeTruthy();
  });

  it('anchors every question at its answer key', () => {
    const { container } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, {
      initial: { answers: { has_alias: 'Y' } },
    });
    for (const key of ['has_alias', 'alias', 'country', 'contact', 'read_terms'])
      expect(container.querySelector(`#${key}`)).not.toBeNull();
  });

  it('updates when the store changes from outside React', () => {
    const { store } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />);
    act(() => void store.getState().setAnswers({ has_alias: 'Y', alias: 'Al' }));
    expect((screen.getByLabelText('Alias') as HTMLInputElement).value).toBe('Al');
  });

  it('re-renders a dependent question only when its visibility flips', async () => {
    const user = userEvent.setup();
    const dependent = modelWith([
      { type: 'text', key: 'nickname', label: 'Nickname' },
      {
        type: 'text',
        key: 'nickname_reason',
        label: 'Why that nickname?',
        visibleWhen: { valueKey: 'nickname', operator: 'answered' },
      },
      { type: 'text', key: 'city', label: 'City' },
    ]);
    renderForm(dependent, <FormPage pageId={TEST_PAGE_ID} />);
    const nickname = screen.getByLabelText('Nickname');
    await user.click(nickname);
    renderLog.length = 0;
    await user.keyboard('A');
    expect(screen.getByLabelText('Why that nickname?')).toBeTruthy();
    expect(renderLog).toEqual(['Input:nickname', 'Text:nickname_reason', 'Input:nickname_reason']);
    renderLog.length = 0;
    await user.keyboard('l');
    expect(renderLog).toEqual(['Input:nickname']);
  });
});
