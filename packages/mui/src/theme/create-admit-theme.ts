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

/** Space around a form section that focus rings of its edge controls may paint into. */
export const SECTION_OVERFLOW_MARGIN = 24;

/**
 * WCAG 2.3.3: someone who asked their system for less motion gets none (MUI's fades, slides,
 * collapses and hover transitions end at once; smooth scrolling jumps). Global styles, for every
 * surface built on MUI (the applicant app, the studio).
 */
export const REDUCED_MOTION_STYLES = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/**
 * Global styles of the form pages (CssBaseline). On screen a section is rendered only while near
 * the viewport (`content-visibility: auto`): typing, a click or revealing a branch does not
 * restyle, lay out or paint the rest of a long page, and a page's first paint covers only what
 * is on screen. Its paint clip is widened so focus rings at its edge stay whole; browsers that
 * cannot widen it render sections as before. Each question paints in a layer of its own
 * (`isolation: isolate`, no other effect on layout or clipping), so a keystroke repaints its
 * question, not the whole section around it.
 */
const PAGE_STYLES = {
  '.admit-node': { isolation: 'isolate' },
  // Links (the skip link, summary and help links) get a 3 px ring in their own colour, which
  // contrasts with the background they are written on, instead of the browser's 1 px one.
  'a:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 },
  // A legal section read in a language that does not govern says so under its heading.
  '.admit-translation-notice': {
    borderLeft: '4px solid currentColor',
    paddingLeft: 12,
    fontStyle: 'italic',
  },
  ...REDUCED_MOTION_STYLES,
  '@media screen': {
    '@supports (overflow-clip-margin: 1px)': {
      '.admit-section': {
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 600px',
        overflowClipMargin: `${SECTION_OVERFLOW_MARGIN}px`,
      },
    },
  },
};

/**
 * Field labels stand above their boxes and wrap (WCAG 1.4.10 and 1.4.12). MUI floats a label inside
 * or on the border of its box on one line, ellipsised: at 320 px a long question ("When do you plan
 * to start at …") was cut off. The box's border therefore has no notch for the label, and a
 * select shows its whole chosen option.
 */
const LABELS_ABOVE_FIELDS = {
  MuiInputLabel: {
    styleOverrides: {
      root: {
        position: 'relative',
        transform: 'none',
        whiteSpace: 'normal',
        overflow: 'visible',
        textOverflow: 'clip',
        maxWidth: '100%',
        marginBottom: 4,
        '&.MuiInputLabel-shrink': { transform: 'none', maxWidth: '100%' },
      },
    },
  },
  MuiOutlinedInput: {
    styleOverrides: { notchedOutline: { top: 0, '& legend': { display: 'none' } } },
  },
  MuiSelect: { styleOverrides: { select: { whiteSpace: 'normal' } } },
} as const;

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
      MuiCssBaseline: { styleOverrides: PAGE_STYLES },
      ...LABELS_ABOVE_FIELDS,
      // A disabled group's question stays readable (4.5:1): MUI greys it to 38% black, under 2:1.
      MuiFormLabel: {
        styleOverrides: {
          root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }),
        },
      },
      // A visible keyboard focus ring on every button, tab, check box and radio, not only the ripple.
      // No ripple: the ring marks focus, and a ripple's first use on a page inserts its keyframes,
      // which makes the browser restyle the whole page (tens of ms on a long form) on a first click.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
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
