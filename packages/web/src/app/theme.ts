import { createAdmitTheme } from '@admit/mui';
import type { Theme } from '@mui/material/styles';
import { partner } from '../partner/partner.ts';

let theme: Theme | undefined;

/** The MUI theme from the partner's colours, breakpoints and font (built once, at first render). */
export const appTheme = (): Theme => (theme ??= createAdmitTheme(partner.theme));
