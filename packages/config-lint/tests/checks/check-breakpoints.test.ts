import { describe, expect, it } from 'vitest';
import { checkBreakpoints } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const withBreakpoints = (mobile: number, tablet: number) => {
  const config = declaredConfig([]);
  config.partner = {
    ...config.partner,
    theme: { ...config.partner.theme, breakpoints: { mobile, tablet } },
  };
  return config;
};
const messages = (mobile: number, tablet: number) =>
  runCheck(checkBreakpoints, withBreakpoints(mobile, tablet)).map(
    (p) => `${p.pointer}: ${p.message}`,
  );

describe('checkBreakpoints', () => {
  it("accepts the spec's 675 and 900 px", () => {
    expect(messages(675, 900)).toEqual([]);
  });

  it('rejects swapped breakpoints', () => {
    expect(messages(900, 675)).toEqual([
      '/partner/theme/breakpoints/mobile: breakpoint mobile (900) must be below tablet (675)',
    ]);
  });

  it('rejects a breakpoint of 0 px or less', () => {
    expect(messages(0, 900)).toEqual([
      '/partner/theme/breakpoints/mobile: breakpoint mobile (0) must be above 0 px',
    ]);
  });
});
