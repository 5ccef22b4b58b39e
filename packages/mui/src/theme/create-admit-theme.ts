import { createTheme, type Theme } from '@mui/material/styles';
import type { Partner, Shades } from '@admit/engine';

/** The partner's theme constants: colours with four shades each, breakpoints and font. */
export type PartnerTheme = Partner['theme'];

/** The colour names a partner defines (spec section 3). */
export type AdmitColorName = keyof PartnerTheme['colors'];

declare module '@mui/material/styles' {
  interface PaletteColor {
    extraLight?: string;
  }
  interface SimplePaletteColorOptions {
    extraLight?: string;
  }
  interface Palette {
    accent: PaletteColor;
    neutral: PaletteColor;
    white: PaletteColor;
    disabledColor: PaletteColor;
  }
  interface PaletteOptions {
    accent?: SimplePaletteColorOptions;
    neutral?: SimplePaletteColorOptions;
    white?: SimplePaletteColorOptions;
    disabledColor?: SimplePaletteColorOptions;
  }
  interface BreakpointOverrides {
    mobile: true;
    tablet: true;
  }
}

const shadesOf = (shades: Shades) => ({
  extraLight: shades.extraLight,
  light: shades.light,
  main: shades.main,
  dark: shades.dark,
});

/**
 * The MUI theme of a partner. Each colour keeps its four shades; `disabled` is exposed as
 * `palette.disabledColor` because MUI's palette already has an `action.disabled` text colour.
 */
export function createAdmitTheme(theme: PartnerTheme): Theme {
  const { colors, breakpoints } = theme;
  return createTheme({
    palette: {
      primary: shadesOf(colors.primary),
      secondary: shadesOf(colors.secondary),
      error: shadesOf(colors.error),
      accent: shadesOf(colors.accent),
      neutral: shadesOf(colors.neutral),
      white: shadesOf(colors.white),
      disabledColor: shadesOf(colors.disabled),
    },
    breakpoints: {
      values: {
        xs: 0,
        sm: 600,
        mobile: breakpoints.mobile,
        md: breakpoints.tablet,
        tablet: breakpoints.tablet,
        lg: 1200,
        xl: 1536,
      },
    },
    ...(theme.fontFamily ? { typography: { fontFamily: theme.fontFamily } } : {}),
    components: {
      // A visible keyboard focus ring on every button, tab, check box and radio, not only the ripple.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': {
              outline: `3px solid ${colors.primary.dark}`,
              outlineOffset: 2,
            },
          },
        },
      },
    },
  });
}
