import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The staff grids' focus ring: 2 px (WCAG 2.4.7/2.4.11; the Data Grid's own is 1 px) on the
 * focused header or cell and on a control inside one, and on the rows-per-page choice.
 */
export const STAFF_GRID_SX: SxProps<Theme> = {
  '& .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within, & .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within':
    { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
  // The rows-per-page choice has no border of its own to thicken.
  '& .MuiTablePagination-input:focus-within': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '2px',
  },
};
