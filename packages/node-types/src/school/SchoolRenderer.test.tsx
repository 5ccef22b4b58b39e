import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServices, renderPage } from '../test-kit/render-page.tsx';

describe('SchoolRenderer', () => {
  it('fills the mapped answers from a chosen lookup result', async () => {
    const services = fakeServices();
    services.lookups.find = vi.fn(async () => [
      { id: '7', text: 'Bay High', sub_text: 'Annapolis' },
    ]);
    services.lookups.detail = vi.fn(async () => ({
      name: 'Bay High School',
      city: 'Annapolis',
      ceeb: '210001',
    }));
    const { store } = renderPage(
      [{ type: 'school', id: 'high_school', prefix: 'hs_', category: 'hs_ceeb' }],
      { services },
    );
    // The search widget loads with the first lookup question (LazyLookupWidget).
    await userEvent.type(await screen.findByRole('combobox', { name: 'School Name' }), 'Bay');
    // The search waits out the typing pause (up to 500 ms) before it asks: more than
    // Testing Library's 1 s default on a loaded machine.
    await userEvent.click(
      await screen.findByRole('option', { name: /Bay High/ }, { timeout: 10_000 }),
    );
    await waitFor(
      () =>
        expect(store.getState().answers).toMatchObject({
          hs_name: 'Bay High School',
          hs_city: 'Annapolis',
          hs_ceeb: '210001',
        }),
      { timeout: 10_000 },
    );
    // Asked with the group's category and what was typed so far (on a slow machine the search
    // may go out after the first letter: it searches at least every 500 ms while typing).
    expect(services.lookups.find).toHaveBeenCalledWith('hs_ceeb', expect.stringMatching(/^B/), 5);
  });
});
