import { describe, expect, expectTypeOf, it } from 'vitest';
import { printedKeys } from '../test-kit/print-keys.ts';
import { modelWith } from '../test-kit/render-page.tsx';
import { lookupType } from './lookup.ts';
import type { LookupNode } from './lookup.schema.ts';

const school: LookupNode = {
  type: 'lookup',
  key: 'a_lookup',
  label: 'Lookup',
  category: 'hs_ceeb',
  fills: { city: '{prefix}city' },
};

describe('lookup', () => {
  it('is a question, its text at most 200 characters', () => {
    expectTypeOf<LookupNode>().toHaveProperty('checks');
    expect(modelWith([school]).fields[0]!.maxLength).toBe(200);
  });

  it('names the answers its record fills, with the block prefix', () => {
    expect(lookupType.withPrefix?.(school, 'sch_').fills).toEqual({ city: 'sch_city' });
    expect(lookupType.keyReferences?.(school, '/x')).toEqual([
      { kind: 'fills', written: '{prefix}city', pointer: '/x/fills/city' },
    ]);
  });

  it("searches its category's file, except addresses (built in)", () => {
    expect(lookupType.lookupFile?.(school)).toEqual({
      category: 'hs_ceeb',
      fills: { city: '{prefix}city' },
    });
    expect(lookupType.lookupFile?.({ ...school, category: 'address' })).toBeUndefined();
  });

  it('prints the chosen text', () => {
    expect(printedKeys(modelWith([school]), { a_lookup: 'Bay High' })).toEqual(['a_lookup']);
  });
});
