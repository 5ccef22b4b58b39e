import { decomposeColor } from '@mui/system/colorManipulator';
import type { ConfigCheck } from './config-check.ts';
import type { ConfigProblem } from './config-problem.ts';

/** How many numbers each of MUI's colour forms carries. */
const VALUE_COUNTS: Record<string, readonly number[]> = {
  rgb: [3],
  rgba: [4],
  hsl: [3],
  hsla: [4],
  color: [3, 4],
};

/** Whether MUI's own parser (the one createTheme uses for contrast and shades) reads the value as a colour. */
function isMuiColor(value: string): boolean {
  // MUI reads any number of hex digits; CSS (and so the browser) only 3, 4, 6 or 8.
  if (value.startsWith('#') && !/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value))
    return false;
  try {
    const { type, values } = decomposeColor(value);
    return (
      (VALUE_COUNTS[type] ?? []).includes(values.length) && values.every((v) => Number.isFinite(v))
    );
  } catch {
    return false;
  }
}

/**
 * Theme colours MUI can read: the web app builds its theme with MUI's createTheme, which throws
 * on a colour it cannot parse (a blank page). MUI reads #rgb, #rrggbb (with alpha), rgb(), rgba(),
 * hsl(), hsla() and color(); it does not know CSS colour names.
 */
export const checkThemeColors: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  for (const [color, shades] of Object.entries(config.partner.theme.colors)) {
    for (const [shade, value] of Object.entries(shades)) {
      if (isMuiColor(value)) continue;
      problems.push({
        severity: 'error',
        pointer: `/partner/theme/colors/${color}/${shade}`,
        message: `${JSON.stringify(value)} is not a colour MUI can read: write #rrggbb, #rgb, rgb(), rgba(), hsl(), hsla() or color()`,
        rule: 'theme-color',
      });
    }
  }
  return problems;
};
