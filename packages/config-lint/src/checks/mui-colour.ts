import { decomposeColor, type ColorObject } from '@mui/system/colorManipulator';

/** How many numbers each of MUI's colour forms carries. */
const VALUE_COUNTS: Record<string, readonly number[]> = {
  rgb: [3],
  rgba: [4],
  hsl: [3],
  hsla: [4],
  color: [3, 4],
};

/**
 * A colour as MUI's own parser reads it (the one createTheme uses for contrast texts and shades),
 * or undefined when MUI cannot read it. A hex colour comes back as MUI's `rgb`/`rgba` reading.
 */
export function muiColour(value: string): ColorObject | undefined {
  // MUI reads any number of hex digits; CSS (and so the browser) only 3, 4, 6 or 8.
  if (value.startsWith('#') && !/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value))
    return undefined;
  try {
    const colour = decomposeColor(value);
    const { type, values } = colour;
    return (VALUE_COUNTS[type] ?? []).includes(values.length) &&
      values.every((v) => Number.isFinite(v))
      ? colour
      : undefined;
  } catch {
    return undefined;
  }
}
