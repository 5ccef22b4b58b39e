import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffAuditQuery, StaffAuditRow } from '@admit/contract';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useStaffLoad } from './use-staff-load.ts';
import { errorMessage } from '../api/api-errors.ts';
import { STAFF_CONSOLE_ROUTE } from '../navigation/routes.ts';
import { DateRange } from './DateRange.tsx';
import { STAFF_GRID_SX } from './staff-grid-style.ts';
import { staffApi } from './staff-api.ts';
import { formatWhen } from './staff-format.ts';
import {
  PAGE_SIZES,
  changeQuery,
  pageModelOf,
  pageQueryOf,
  queryString,
  readAuditQuery,
} from './staff-query.ts';
import { useDebouncedText } from './use-debounced-text.ts';
import { useStaffOutlet } from './use-staff-outlet.ts';
import { useStaffScreen } from './use-staff-screen.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

const t = STAFF_TEXTS;
const HEADING = t.text('staff.audit.heading');

const detailText = (detail: Record<string, unknown>): string =>
  ['status', 'role', 'url']
    .filter((name) => detail[name] !== undefined)
    .map((name) => `${name}: ${String(detail[name])}`)
    .join(', ');

const columns: GridColDef<StaffAuditRow>[] = [
  {
    field: 'at',
    headerName: t.text('staff.audit.when'),
    minWidth: 215,
    valueFormatter: (value: string) => formatWhen(value),
  },
  { field: 'actor', headerName: t.text('staff.audit.who'), flex: 1, minWidth: 180 },
  { field: 'action', headerName: t.text('staff.audit.action'), minWidth: 190 },
  { field: 'application_id', headerName: t.text('staff.audit.application'), minWidth: 300 },
  { field: 'address', headerName: t.text('staff.audit.address'), minWidth: 130 },
  {
    field: 'detail',
    headerName: t.text('staff.audit.detail'),
    flex: 1,
    minWidth: 240,
    valueGetter: (value: Record<string, unknown>) => detailText(value ?? {}),
  },
].map((column) => ({ ...column, sortable: false }));

/**
 * /staff/audit (admins): every audited read, download and export, newest first; filtered by who,
 * what and when on the server, paged in the address.
 */
export function StaffAuditPage() {
  useStaffScreen(HEADING);
  const me = useStaffOutlet();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readAuditQuery(params), [params]);
  const admin = me.role === 'admin';
  const { data, error, isLoading } = useStaffLoad(
    admin ? `staff/audit${queryString(query)}` : null,
    () => staffApi.audit(query),
    { keepPreviousData: true },
  );
  const change = (patch: Partial<StaffAuditQuery>) =>
    setParams(new URLSearchParams(queryString(changeQuery(query, patch))), { replace: true });
  const [actor, setActor] = useDebouncedText(query.actor ?? '', (text) => change({ actor: text }));
  const [action, setAction] = useDebouncedText(query.action ?? '', (text) =>
    change({ action: text }),
  );
  if (!admin) return <Navigate to={STAFF_CONSOLE_ROUTE} replace />;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {HEADING}
      </Typography>
      <Box
        component="section"
        aria-labelledby="filter-heading"
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Typography id="filter-heading" variant="h5" component="h2" sx={{ gridColumn: '1 / -1' }}>
          {t.text('staff.audit.filter')}
        </Typography>
        <TextField
          id="audit-actor"
          label={t.text('staff.audit.whoFilter')}
          size="small"
          value={actor}
          onChange={(e) => setActor(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 320 } }}
        />
        <TextField
          id="audit-action"
          label={t.text('staff.audit.actionFilter')}
          size="small"
          value={action}
          onChange={(e) => setAction(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
        <DateRange
          legend={t.text('staff.audit.when')}
          id="audit-when"
          from={query.from}
          to={query.to}
          onChange={(edge, day) => change(edge === 'from' ? { from: day } : { to: day })}
        />
      </Box>
      <Typography role="status" sx={{ mb: 1 }}>
        {data
          ? t.text('staff.audit.found', { count: data.total })
          : isLoading
            ? t.text('staff.loading')
            : ''}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      )}
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <DataGrid
          aria-label={t.text('staff.audit.entries')}
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
          pageSizeOptions={PAGE_SIZES}
          paginationModel={pageModelOf(query)}
          onPaginationModelChange={(model) => change(pageQueryOf(model, query))}
          autoHeight
          sx={STAFF_GRID_SX}
        />
      </Box>
    </>
  );
}
