import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-kit/render-page.tsx';

describe('SelectRenderer', () => {
  it('stores a select answer with its <key>_desc', async () => {
    const { store } = renderPage([
      { type: 'select', key: 'country', label: 'Country', options: 'countries' },
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(screen.getByRole('option', { name: 'Canada' }));
    expect(store.getState().answers).toMatchObject({ country: 'CAN', country_desc: 'Canada' });
  });
});
