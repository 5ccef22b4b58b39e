import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffApplicationRow, StaffApplicationsQuery } from '@admit/contract';
import { STAFF_WEB_STATUSES, type StaffSortColumn } from '@admit/contract/constants';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useStaffLoad } from './use-staff-load.ts';
import { errorMessage } from '../api/api-errors.ts';
import { STAFF_CONSOLE_ROUTE } from '../navigation/routes.ts';
import { DateRange } from './DateRange.tsx';
import { ExportDownloads } from './ExportDownloads.tsx';
import { STAFF_GRID_SX } from './staff-grid-style.ts';
import { staffApi } from './staff-api.ts';
import { WEB_STATUS_LABELS, formatWhen, foundText } from './staff-format.ts';
import {
  DEFAULT_SORT,
  PAGE_SIZES,
  changeQuery,
  pageModelOf,
  pageQueryOf,
  queryString,
  readListQuery,
} from './staff-query.ts';
import { useStaffOutlet } from './use-staff-outlet.ts';
import { useDebouncedText } from './use-debounced-text.ts';
import { useStaffScreen } from './use-staff-screen.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

const t = STAFF_TEXTS;
const HEADING = t.text('staff.nav.applications');
const SORTABLE: ReadonlySet<string> = new Set<StaffSortColumn>([
  'created_at',
  'saved_at',
  'submitted_at',
  'email',
]);

/** The address of one application, carrying its row for the next screen's title. */
export const applicationPath = (id: string) =>
  `${STAFF_CONSOLE_ROUTE}/applications/${encodeURIComponent(id)}`;

const columnDefs: GridColDef<StaffApplicationRow>[] = [
  {
    field: 'name',
    headerName: t.text('staff.column.name'),
    flex: 1,
    minWidth: 160,
    sortable: false,
    renderCell: ({ row, tabIndex }) => (
      <Link
        component={RouterLink}
        to={applicationPath(row.id)}
        state={{ row, list: window.location.search }}
        tabIndex={tabIndex}
      >
        {row.name || t.text('staff.list.noName')}
      </Link>
    ),
  },
  { field: 'email', headerName: t.text('staff.column.email'), flex: 1, minWidth: 200 },
  {
    field: 'web_status',
    headerName: t.text('staff.list.webStatus'),
    minWidth: 150,
    sortable: false,
    valueFormatter: (value: StaffApplicationRow['web_status']) => WEB_STATUS_LABELS[value],
  },
  {
    field: 'saved_at',
    headerName: t.text('staff.list.lastSaved'),
    minWidth: 215,
    valueFormatter: (value: string | null) => formatWhen(value),
  },
  {
    field: 'submitted_at',
    headerName: t.text('staff.list.submitted'),
    minWidth: 215,
    valueFormatter: (value: string | null) => formatWhen(value),
  },
  {
    field: 'created_at',
    headerName: t.text('staff.list.started'),
    minWidth: 215,
    valueFormatter: (value: string) => formatWhen(value),
  },
];

/** The columns, sortable where the server sorts (one array for every render: see sortModel). */
const columns = columnDefs.map((column) => ({
  ...column,
  sortable: column.sortable !== false && SORTABLE.has(column.field),
}));

/**
 * /staff: find applications. Search (name or e-mail words), web status and date filters, order and
 * page are all the server's, kept in the address so Back returns to the same list; the number
 * found is announced; a name opens the application. Admins download the CSV exports here.
 */
export function StaffApplicationsPage() {
  useStaffScreen(HEADING);
  const me = useStaffOutlet();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const key = `staff/applications${queryString(query)}`;
  const { data, error, isLoading } = useStaffLoad(key, () => staffApi.applications(query), {
    keepPreviousData: true,
  });
  const change = (patch: Partial<StaffApplicationsQuery>) =>
    setParams(new URLSearchParams(queryString(changeQuery(query, patch))), { replace: true });
  const [search, setSearch] = useDebouncedText(query.q ?? '', (q) => change({ q }));
  // The same model until the order changes: the grid takes a new one as a new sort and goes back
  // to the first page, so a model made afresh each render undid every page change.
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: query.sort ?? DEFAULT_SORT.sort, sort: query.order ?? DEFAULT_SORT.order }],
    [query.sort, query.order],
  );

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {HEADING}
      </Typography>
      <Box
        component="section"
        aria-labelledby="find-heading"
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Typography id="find-heading" variant="h5" component="h2" sx={{ gridColumn: '1 / -1' }}>
          {t.text('staff.list.find')}
        </Typography>
        <TextField
          id="staff-search"
          label={t.text('staff.list.search')}
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          id="staff-status"
          select
          label={t.text('staff.list.webStatus')}
          size="small"
          value={query.status ?? ''}
          onChange={(e) =>
            change({ status: (e.target.value || undefined) as StaffApplicationsQuery['status'] })
          }
          slotProps={{ select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t.text('staff.list.anyStatus')}</MenuItem>
          {STAFF_WEB_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {WEB_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <DateRange
          legend={t.text('staff.list.submitted')}
          id="submitted"
          from={query.submitted_from}
          to={query.submitted_to}
          onChange={(edge, day) =>
            change(edge === 'from' ? { submitted_from: day } : { submitted_to: day })
          }
        />
        <DateRange
          legend={t.text('staff.list.lastSaved')}
          id="saved"
          from={query.saved_from}
          to={query.saved_to}
          onChange={(edge, day) =>
            change(edge === 'from' ? { saved_from: day } : { saved_to: day })
          }
        />
      </Box>
      <Typography role="status" sx={{ mb: 1 }}>
        {data ? foundText(data) : isLoading ? t.text('staff.list.searching') : ''}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      )}
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <DataGrid
          aria-label={t.text('staff.list.gridLabel')}
          rows={data?.rows ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={isLoading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          sortingOrder={['desc', 'asc']}
          pageSizeOptions={PAGE_SIZES}
          paginationModel={pageModelOf(query)}
          onPaginationModelChange={(model) => change(pageQueryOf(model, query))}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            const [first] = model;
            change(
              first?.sort
                ? { sort: first.field as StaffSortColumn, order: first.sort }
                : { sort: undefined, order: undefined },
            );
          }}
          onCellKeyDown={(cell, event) => {
            // Enter on a row's cell opens it (on the name's own link, the link does).
            if (event.key === 'Enter' && !(event.target instanceof HTMLAnchorElement))
              void navigate(applicationPath(String(cell.id)), {
                state: { row: cell.row, list: window.location.search },
              });
          }}
          autoHeight
          sx={STAFF_GRID_SX}
        />
      </Box>
      {me.role === 'admin' && <ExportDownloads />}
    </>
  );
}
