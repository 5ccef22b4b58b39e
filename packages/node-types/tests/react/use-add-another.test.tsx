import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormPage } from '@admit/react';
import { modelWith, TEST_PAGE_ID } from '../../src/test-kit/render-page.tsx';
import { renderForm } from './fixtures.tsx';

const model = modelWith([
  {
    type: 'addAnother',
    buttonId: 'more_schools',
    prefix: 'college_',
    max: 3,
    children: [{ type: 'text', key: 'name', label: 'College name {n}' }],
  },
]);

describe('useAddAnother', () => {
  it('adds a block per click and saves the count', async () => {
    const user = userEvent.setup();
    const { services, store } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add Another' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(store.getState().addAnother).toEqual({ more_schools: 2 });
    expect(services.formState.saveAddAnother).toHaveBeenCalledWith('more_schools', 2);
  });

  it('starts from the saved count and stops at the maximum', async () => {
    const user = userEvent.setup();
    const { services } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, {
      initial: { addAnother: { more_schools: 2 } },
    });
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add Another' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    const button = screen.getByRole('button', { name: 'Add Another' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(services.formState.saveAddAnother).toHaveBeenCalledTimes(1);
  });

  it('removes the last added block with its answers and saves the lower count', async () => {
    const user = userEvent.setup();
    const { services, store } = renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, {
      initial: {
        addAnother: { more_schools: 2 },
        answers: { college_name: 'First', college_2_name: 'Second' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(store.getState().addAnother).toEqual({ more_schools: 1 });
    expect(store.getState().answers).toMatchObject({ college_name: 'First', college_2_name: '' });
    expect(services.formState.saveAddAnother).toHaveBeenCalledWith('more_schools', 1);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('cannot add blocks when logged out', () => {
    renderForm(model, <FormPage pageId={TEST_PAGE_ID} />, { mode: 'loggedOut' });
    const button = screen.getByRole('button', { name: 'Add Another' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
