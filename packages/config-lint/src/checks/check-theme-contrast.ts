import type { Partner } from '@admit/engine';
import { getContrastRatio } from '@mui/system/colorManipulator';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import {
  contrastRatio,
  over,
  parseCssColour,
  relativeLuminance,
  type Rgba,
} from './contrast-ratio.ts';

type Colours = Partner['theme']['colors'];
type ShadeName = { [C in keyof Colours]: `${C}.${keyof Colours[C] & string}` }[keyof Colours];

/** A colour of a pair: a theme shade, a fixed colour the app paints, or the contrast text of a shade. */
type PairColour = ShadeName | { fixed: string; name: string } | { contrastOf: ShadeName };

/** A text colour over a background colour, as the app paints them. */
interface ColourPair {
  what: string;
  text: PairColour;
  background: ShadeName;
  /** Only large text (24 px, or 18.66 px bold) is painted in this pair: 3:1 suffices. */
  large?: boolean;
}

const WHITE = { fixed: '#FFFFFF', name: 'white' } as const;
/** MUI's dark text (`text.primary` of a light palette), the body text colour of the app. */
const BODY_TEXT = { fixed: 'rgba(0, 0, 0, 0.87)', name: 'the body text colour' } as const;

/**
 * The text-over-background pairs the app paints from a partner theme (the MUI theme of
 * `createAdmitTheme` and the shell). `white.main` is the page background and `neutral.dark` the
 * text colour, as the theme schema describes them. The header's monogram (a logo, shown when the
 * partner has none) is exempt from contrast minimums and not listed.
 */
export const THEME_COLOUR_PAIRS: readonly ColourPair[] = [
  { what: 'text on the page background', text: 'neutral.dark', background: 'white.main' },
  { what: 'links on the page background', text: 'primary.main', background: 'white.main' },
  { what: 'error text on the page background', text: 'error.main', background: 'white.main' },
  {
    what: 'error summary links on the page background',
    text: 'error.dark',
    background: 'white.main',
  },
  { what: 'primary button text', text: { contrastOf: 'primary.main' }, background: 'primary.main' },
  { what: 'header text', text: WHITE, background: 'primary.main' },
  { what: 'the current step in the step navigation', text: WHITE, background: 'primary.dark' },
  { what: 'footer links', text: 'primary.dark', background: 'neutral.extraLight' },
  { what: 'welcome banner text', text: BODY_TEXT, background: 'secondary.extraLight' },
];

/** AA minimum contrast of normal text and of large text (WCAG 2.2, 1.4.3). */
const AA_TEXT = 4.5;
const AA_LARGE_TEXT = 3;

/**
 * What MUI paints on a coloured surface, by MUI's own arithmetic (`getContrastText`, contrast
 * threshold 3): white when that reaches 3:1, else its dark text.
 */
const contrastTextOf = (background: string): Rgba =>
  getContrastRatio(background.trim(), '#fff') >= 3
    ? { r: 255, g: 255, b: 255, a: 1 }
    : { r: 0, g: 0, b: 0, a: 0.87 };

const pointerOf = (shade: ShadeName) => `/partner/theme/colors/${shade.replace('.', '/')}`;

/**
 * Colour pairs of a partner theme under WCAG AA contrast (4.5:1; 3:1 for pairs painted only in
 * large text): text that people with low vision cannot read. Each pair the app paints from the
 * theme is computed with WCAG relative luminance; a colour written in a form other than hex or
 * `rgb()` cannot be computed and is named too.
 */
export const checkThemeContrast: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  const colours = config.partner.theme.colors as Record<string, Record<string, string>>;
  const written = (shade: ShadeName) => {
    const [name, tone] = shade.split('.') as [string, string];
    return colours[name]![tone]!;
  };
  const unreadable = new Set<ShadeName>();
  const parsed = (shade: ShadeName): Rgba | undefined => {
    const colour = parseCssColour(written(shade));
    if (!colour && !unreadable.has(shade)) {
      unreadable.add(shade);
      problems.push({
        severity: 'error',
        pointer: pointerOf(shade),
        message: `theme colour ${shade} ("${written(shade)}") is not a hex or rgb() colour, so its contrast cannot be checked: write it as #rrggbb`,
        rule: 'theme-contrast',
      });
    }
    return colour && { ...colour, a: 1 };
  };
  for (const pair of THEME_COLOUR_PAIRS) {
    const background = parsed(pair.background);
    if (!background) continue;
    const { text } = pair;
    const [textColour, textName] =
      typeof text === 'string'
        ? [parsed(text), text]
        : 'fixed' in text
          ? [parseCssColour(text.fixed), text.name]
          : [contrastTextOf(written(text.contrastOf)), 'its text'];
    if (!textColour) continue;
    const ratio = contrastRatio(textColour, background);
    const minimum = pair.large ? AA_LARGE_TEXT : AA_TEXT;
    if (ratio >= minimum) continue;
    const [textWay, backgroundWay] = lighterThan(textColour, background)
      ? ['lighter', 'darker']
      : ['darker', 'lighter'];
    const change =
      typeof text === 'string'
        ? `make ${text} ${textWay} or ${pair.background} ${backgroundWay}`
        : `make ${pair.background} ${backgroundWay}`;
    problems.push({
      severity: 'error',
      pointer: pointerOf(typeof text === 'string' ? text : pair.background),
      message: `${pair.what}: ${textName} on ${pair.background} has a contrast of ${ratio.toFixed(2)}:1, under the ${minimum}:1 that WCAG AA asks for: ${change}`,
      rule: 'theme-contrast',
    });
  }
  return problems;
};

const lighterThan = (text: Rgba, background: Rgba) =>
  relativeLuminance(over(text, background)) > relativeLuminance(background);
