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
        descKeyOf: (key) => (key === 'hs_state' ? 'hs_state_desc' : undefined),
      },
      result,
    );
    expect(detail).toHaveBeenCalledWith('hs_ceeb', '42');
    expect(patch).toEqual({
      hs_name: 'Bay High',
      hs_city: 'Annapolis',
      hs_state: 'Maryland',
      hs_state_desc: 'Maryland',
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

  it('keeps the chosen label as the value when the detail fails', async () => {
    const detail = vi.fn(async () => Promise.reject(new Error('down')));
    const patch = await lookupChoicePatch(
      { client: { detail }, category: 'hs_ceeb', key: 'hs_name', fills: { city: 'hs_city' } },
      result,
    );
    expect(patch).toEqual({ hs_name: 'Bay High School' });
  });
});
