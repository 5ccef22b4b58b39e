import type { ConfigCheck } from './config-check.ts';
import type { ConfigProblem } from './config-problem.ts';
import { muiColour } from './mui-colour.ts';

/**
 * Theme colours MUI can read: the web app builds its theme with MUI's createTheme, which throws
 * on a colour it cannot parse (a blank page). MUI reads #rgb, #rrggbb (with alpha), rgb(), rgba(),
 * hsl(), hsla() and color(); it does not know CSS colour names.
 */
export const checkThemeColors: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  for (const [color, shades] of Object.entries(config.partner.theme.colors)) {
    for (const [shade, value] of Object.entries(shades)) {
      if (muiColour(value)) continue;
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
