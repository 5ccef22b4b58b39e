import { createAdmitTheme } from '@admit/mui';
import { createTheme } from '@mui/material/styles';
import { partner } from '../partner/partner.ts';

/**
 * The MUI theme from the partner's colours, breakpoints and font. One correction on top: the
 * widget set's password requirement rows hide their screen-reader text with `width: 1`, which MUI
 * reads as 100%, so on a phone each hidden text stretches the page sideways; 1px is meant.
 */
export const theme = createTheme(createAdmitTheme(partner.theme), {
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        'ul[id$="-requirements"] > li > span:not([aria-hidden])': {
          width: '1px',
          height: '1px',
          margin: '-1px',
          padding: 0,
          border: 0,
        },
      },
    },
  },
});
