import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-kit/render-page.tsx';

describe('DependentSelectRenderer', () => {
  it('shows a dependent select only when its controller has a list, and clears it when the controller changes', async () => {
    const { store } = renderPage([
      { type: 'select', key: 'country', label: 'Country', options: 'countries' },
      {
        type: 'dependentSelect',
        key: 'state',
        label: 'State',
        controller: 'country',
        optionsByAnswer: { CAN: 'states_provinces' },
      },
    ]);
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(screen.getByRole('option', { name: 'Canada' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'State' }));
    await userEvent.click(screen.getByRole('option', { name: 'Ontario' }));
    expect(store.getState().answers).toMatchObject({ state: 'Ontario', state_desc: 'Ontario' });
    store.getState().setAnswers({ country: 'USA', country_desc: 'United States' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull());
    expect(store.getState().answers).toMatchObject({ state: '', state_desc: '' });
  });
});
