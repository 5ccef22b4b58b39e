import { muiColour } from './mui-colour.ts';

/** A colour as red, green and blue channels (0-255) and its opacity (0-1). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const isChannel = (value: number) => Number.isInteger(value) && value >= 0 && value <= 255;

/**
 * A colour written as `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` or `rgba(…)` (channels
 * 0-255), as MUI's parser reads it; undefined for any other form (a named colour, `hsl(…)`),
 * whose contrast is not computed here.
 */
export function parseCssColour(text: string): Rgba | undefined {
  const value = text.trim();
  const colour = muiColour(value);
  // MUI reads `rgb(50%, …)` as 50, not as the browser does: a percentage is not computed either.
  if (!colour?.type.startsWith('rgb') || value.includes('%')) return undefined;
  const [r = NaN, g = NaN, b = NaN, a = 1] = colour.values;
  return [r, g, b].every(isChannel) && a >= 0 && a <= 1 ? { r, g, b, a } : undefined;
}

/*
 * The ratio is WCAG's own arithmetic, not MUI's getContrastRatio: MUI rounds each luminance to
 * three decimals (enough to choose a text colour), which moves ratios by up to 0.01 and would pass
 * a pair a hair under 4.5:1 that WCAG tools fail.
 */

/** A colour painted over an opaque background: what the eye sees. */
export const over = (top: Rgba, background: Rgba): Rgba => {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return {
    r: mix(top.r, background.r),
    g: mix(top.g, background.g),
    b: mix(top.b, background.b),
    a: 1,
  };
};

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of an opaque colour (0 black to 1 white). */
export const relativeLuminance = ({ r, g, b }: Rgba): number =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG 2 contrast ratio (1 to 21) of text over a background; a translucent text is blended first. */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const [a, b] = [relativeLuminance(over(text, background)), relativeLuminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
