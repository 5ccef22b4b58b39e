import { describe, expect, it, vi } from 'vitest';
import { lookupChoicePatch } from '../../src/widgets/lookup-choice.ts';

const result = { id: '42', text: 'Bay High School', sub_text: 'Annapolis, MD' };

describe('lookupChoicePatch', () => {
  it('fills the mapped answers from the chosen school', async () => {
    const detail = vi.fn(async () => ({
      name: 'Bay High',
      city: 'Annapolis',
      state: 'Maryland',
      ceeb: '210001',
    }));
    const patch = await lookupChoicePatch(
      {
        client: { detail },
        category: 'hs_ceeb',
        key: 'hs_name',
        fills: { city: 'hs_city', state: 'hs_state', ceeb: 'hs_ceeb', zip: 'hs_zip' },
        selectOf: (key, value) =>
          key === 'hs_state' ? { descKey: 'hs_state_desc', label: `${value} (state)` } : undefined,
      },
      result,
    );
    expect(detail).toHaveBeenCalledWith('hs_ceeb', '42');
    expect(patch).toEqual({
      hs_name: 'Bay High',
      hs_city: 'Annapolis',
      hs_state: 'Maryland',
      hs_state_desc: 'Maryland (state)',
      hs_ceeb: '210001',
    });
  });

  it('takes address_line_1 for an address', async () => {
    const detail = vi.fn(async () => ({ address_line_1: '1 Main St', zip: '21401' }));
    const patch = await lookupChoicePatch(
      { client: { detail }, category: 'address', key: 'address_line_1', fills: { zip: 'zip' } },
      { id: 'a', text: '1 Main St, Annapolis' },
    );
    expect(patch).toEqual({ address_line_1: '1 Main St', zip: '21401' });
  });

  it("leaves a select alone when the record's value is not one of its options", async () => {
    const detail = vi.fn(async () => ({
      address_line_1: '1 Main St',
      state: 'Atlantis',
      zip: '1',
    }));
    const patch = await lookupChoicePatch(
      {
        client: { detail },
        category: 'address',
        key: 'address_line_1',
        fills: { state: 'state', zip: 'zip' },
        selectOf: (key) => (key === 'state' ? null : undefined),
      },
      { id: 'a', text: '1 Main St' },
    );
    expect(patch).toEqual({ address_line_1: '1 Main St', zip: '1' });
  });

  it('keeps the chosen label as the value when the detail fails', async () => {
    const detail = vi.fn(async () => Promise.reject(new Error('down')));
    const patch = await lookupChoicePatch(
      { client: { detail }, category: 'hs_ceeb', key: 'hs_name', fills: { city: 'hs_city' } },
      result,
    );
    expect(patch).toEqual({ hs_name: 'Bay High School' });
  });
});
