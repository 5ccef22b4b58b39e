/** A colour as red, green and blue channels (0-255) and its opacity (0-1). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+)\s*)?\)$/i;

/**
 * A CSS colour written as `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` or `rgba(…)`; undefined
 * for any other form (a named colour, `hsl(…)`), whose contrast cannot be computed here.
 */
export function parseCssColour(text: string): Rgba | undefined {
  const value = text.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : (hex.match(/../g) ?? []);
    const [r, g, b, a] = digits.map((d) => parseInt(d, 16));
    return { r: r!, g: g!, b: b!, a: a === undefined ? 1 : a / 255 };
  }
  const rgb = RGB.exec(value);
  if (!rgb) return undefined;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number];
  if (r > 255 || g > 255 || b > 255) return undefined;
  return { r, g, b, a: rgb[4] === undefined ? 1 : Number(rgb[4]) };
}

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
