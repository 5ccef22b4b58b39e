import { describe, expect, it } from 'vitest';
import { SECTION_OVERFLOW_MARGIN, createAdmitTheme } from '../../src/theme/create-admit-theme.ts';

const shades = (main: string) => ({
  extraLight: `${main}1`,
  light: `${main}2`,
  main,
  dark: `${main}3`,
});

const partnerTheme = {
  colors: {
    primary: shades('#1F4E8C'),
    secondary: shades('#12807A'),
    accent: shades('#FFC20E'),
    neutral: shades('#555555'),
    white: shades('#FFFFFF'),
    error: shades('#B00020'),
    disabled: shades('#9E9E9E'),
  },
  breakpoints: { mobile: 675, tablet: 900 },
};

describe('createAdmitTheme', () => {
  it('keeps the four shades of every partner colour', () => {
    const theme = createAdmitTheme(partnerTheme);
    expect(theme.palette.primary).toMatchObject(partnerTheme.colors.primary);
    expect(theme.palette.secondary).toMatchObject(partnerTheme.colors.secondary);
    expect(theme.palette.error).toMatchObject(partnerTheme.colors.error);
    expect(theme.palette.accent).toMatchObject(partnerTheme.colors.accent);
    expect(theme.palette.neutral).toMatchObject(partnerTheme.colors.neutral);
    expect(theme.palette.white).toMatchObject(partnerTheme.colors.white);
    expect(theme.palette.disabledColor).toMatchObject(partnerTheme.colors.disabled);
  });

  it('has the mobile (675px) and tablet (900px) breakpoints', () => {
    const theme = createAdmitTheme(partnerTheme);
    expect(theme.breakpoints.values.mobile).toBe(675);
    expect(theme.breakpoints.values.tablet).toBe(900);
    expect(theme.breakpoints.up('tablet')).toBe('@media (min-width:900px)');
  });
});

describe('focus', () => {
  it('draws a visible focus ring on keyboard focus', () => {
    const theme = createAdmitTheme(partnerTheme);
    const root = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, unknown>;
    expect(root['&.Mui-focusVisible']).toMatchObject({ outline: '3px solid #1F4E8C3' });
  });
});

describe('long pages', () => {
  it('has no ripple, whose first use restyles the whole page', () => {
    const theme = createAdmitTheme(partnerTheme);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('paints each question in a layer of its own', () => {
    const theme = createAdmitTheme(partnerTheme);
    const styles = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, unknown>;
    expect(styles['.admit-node']).toEqual({ isolation: 'isolate' });
  });

  it('renders form sections lazily on screen, with room for focus rings at their edge', () => {
    const theme = createAdmitTheme(partnerTheme);
    const styles = theme.components?.MuiCssBaseline?.styleOverrides as Record<
      string,
      Record<string, Record<string, Record<string, string>>>
    >;
    expect(
      styles['@media screen']!['@supports (overflow-clip-margin: 1px)']!['.admit-section'],
    ).toEqual({
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 600px',
      overflowClipMargin: `${SECTION_OVERFLOW_MARGIN}px`,
    });
  });
});
