import { describe, expect, it } from 'vitest';
import type { PartnerConfig } from '@admit/node-types';
import { checkThemeContrast } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

type Colours = PartnerConfig['partner']['theme']['colors'];

const withColours = (change: (colours: Colours) => Partial<Colours>) => {
  const config = declaredConfig([]);
  const { theme } = config.partner;
  config.partner = {
    ...config.partner,
    theme: { ...theme, colors: { ...theme.colors, ...change(theme.colors) } },
  };
  return runCheck(checkThemeContrast, config);
};

describe('checkThemeContrast', () => {
  it('accepts a theme whose pairs reach 4.5:1', () => {
    expect(withColours(() => ({}))).toEqual([]);
  });

  it('rejects error text under 4.5:1 on the page background', () => {
    expect(withColours((c) => ({ error: { ...c.error, main: '#ff6666' } }))).toEqual([
      {
        severity: 'error',
        pointer: '/partner/theme/colors/error/main',
        message:
          'error text on the page background: error.main on white.main has a contrast of 2.86:1, under the 4.5:1 that WCAG AA asks for: make error.main darker or white.main lighter',
      },
    ]);
  });

  it('rejects a primary colour under 4.5:1 against white, as links, button text and header text', () => {
    // #777777: white text reaches 4.48:1, so MUI paints white text on it; links of it fail too.
    const problems = withColours((c) => ({ primary: { ...c.primary, main: '#777777' } }));
    expect(problems.map((p) => p.message)).toEqual([
      'links on the page background: primary.main on white.main has a contrast of 4.48:1, under the 4.5:1 that WCAG AA asks for: make primary.main darker or white.main lighter',
      'primary button text: its text on primary.main has a contrast of 4.48:1, under the 4.5:1 that WCAG AA asks for: make primary.main darker',
      'header text: white on primary.main has a contrast of 4.48:1, under the 4.5:1 that WCAG AA asks for: make primary.main darker',
    ]);
  });

  it('rejects a banner background too dark for the body text', () => {
    expect(
      withColours((c) => ({ secondary: { ...c.secondary, extraLight: 'rgb(90, 90, 90)' } })).map(
        (p) => `${p.pointer}: ${p.message}`,
      ),
    ).toEqual([
      '/partner/theme/colors/secondary/extraLight: welcome banner text: the body text colour on secondary.extraLight has a contrast of 2.84:1, under the 4.5:1 that WCAG AA asks for: make secondary.extraLight lighter',
    ]);
  });

  it('names a colour it cannot compute, once', () => {
    expect(withColours((c) => ({ white: { ...c.white, main: 'white' } }))).toEqual([
      {
        severity: 'error',
        pointer: '/partner/theme/colors/white/main',
        message:
          'theme colour white.main ("white") is not a hex or rgb() colour, so its contrast cannot be checked: write it as #rrggbb',
      },
    ]);
  });
});
