import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StaffAccount, StaffAccountChange } from '@admit/contract';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { errorMessage } from '../api/api-errors.ts';
import { STAFF_CONSOLE_ROUTE } from '../navigation/routes.ts';
import { STAFF_GRID_SX } from './staff-grid-style.ts';
import { staffApi } from './staff-api.ts';
import { formatWhen } from './staff-format.ts';
import { useStaffLoad } from './use-staff-load.ts';
import { useStaffOutlet } from './use-staff-outlet.ts';
import { useStaffScreen } from './use-staff-screen.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

const t = STAFF_TEXTS;

/** The command that adds a staff account: the same in every language. */
const STAFF_ADD_COMMAND = 'npm run staff -- add';

/** How an account signs in, as the list says it. */
export const signInMethodOf = (account: StaffAccount): string =>
  t.text(
    account.sso && account.local
      ? 'staff.accounts.ssoOrPassword'
      : account.sso
        ? 'staff.accounts.sso'
        : 'staff.accounts.password',
  );

/** What a change did, for the status line that announces it. */
export const changedText = (account: StaffAccount): string =>
  t.text('staff.accounts.changed', {
    email: account.email,
    disabled: String(account.disabled),
    role: account.role,
  });

/**
 * /staff/accounts (admins): every staff account with its role, state and way of signing in; an
 * admin changes another account's role or disables it (their own, never: the server refuses, and
 * keeps one enabled admin). Accounts come from `npm run staff -- add` or a first single sign-on;
 * the role of a single sign-on account follows the provider again at its next sign-in.
 */
export function StaffAccountsPage() {
  const heading = t.text('staff.accounts.heading');
  useStaffScreen(heading);
  const me = useStaffOutlet();
  const admin = me.role === 'admin';
  const { data, error, isLoading, mutate } = useStaffLoad(
    admin ? 'staff/accounts' : null,
    staffApi.accounts,
  );
  const [busy, setBusy] = useState<string>();
  const [said, setSaid] = useState<{ text: string; failed: boolean }>();
  if (!admin) return <Navigate to={STAFF_CONSOLE_ROUTE} replace />;

  const change = async (request: StaffAccountChange) => {
    setBusy(request.email);
    try {
      const changed = await staffApi.updateAccount(request);
      await mutate((accounts) => accounts?.map((a) => (a.email === changed.email ? changed : a)), {
        revalidate: true,
      });
      setSaid({ text: changedText(changed), failed: false });
    } catch (failure) {
      setSaid({ text: errorMessage(failure), failed: true });
    } finally {
      setBusy(undefined);
    }
  };

  const described: GridColDef<StaffAccount>[] = [
    { field: 'email', headerName: t.text('staff.column.email'), flex: 1, minWidth: 220 },
    {
      field: 'role',
      headerName: t.text('staff.accounts.role'),
      minWidth: 110,
      valueFormatter: (value: string) =>
        t.text(value === 'admin' ? 'staff.accounts.admin' : 'staff.accounts.reader'),
    },
    {
      field: 'disabled',
      headerName: t.text('staff.accounts.state'),
      minWidth: 100,
      valueFormatter: (value: boolean) =>
        t.text(value ? 'staff.accounts.disabled' : 'staff.accounts.enabled'),
    },
    {
      field: 'sso',
      headerName: t.text('staff.accounts.signsInWith'),
      minWidth: 200,
      valueGetter: (_value, row) => signInMethodOf(row),
    },
    {
      field: 'created_at',
      headerName: t.text('staff.accounts.created'),
      minWidth: 200,
      valueFormatter: (value: string) => formatWhen(value),
    },
    {
      field: 'actions',
      headerName: t.text('staff.accounts.change'),
      minWidth: 300,
      renderCell: ({ row }) =>
        row.email === me.email ? (
          t.text('staff.accounts.own')
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              variant="outlined"
              loading={busy === row.email}
              aria-label={t.text(
                row.role === 'admin' ? 'staff.accounts.makeReaderOf' : 'staff.accounts.makeAdminOf',
                { email: row.email },
              )}
              onClick={() =>
                void change({ email: row.email, role: row.role === 'admin' ? 'reader' : 'admin' })
              }
            >
              {t.text(
                row.role === 'admin' ? 'staff.accounts.makeReader' : 'staff.accounts.makeAdmin',
              )}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color={row.disabled ? 'primary' : 'error'}
              disabled={busy === row.email}
              aria-label={t.text(
                row.disabled ? 'staff.accounts.enableOf' : 'staff.accounts.disableOf',
                { email: row.email },
              )}
              onClick={() => void change({ email: row.email, disabled: !row.disabled })}
            >
              {t.text(row.disabled ? 'staff.accounts.enable' : 'staff.accounts.disable')}
            </Button>
          </Box>
        ),
    },
  ];
  const columns = described.map((column) => ({ ...column, sortable: false }));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        {t.text('staff.accounts.introBefore')} <code>{STAFF_ADD_COMMAND}</code>
        {t.text('staff.accounts.introAfter')}
      </Typography>
      <Typography role="status" sx={{ mb: 1 }}>
        {said && !said.failed
          ? said.text
          : data
            ? t.text('staff.accounts.count', { count: data.length })
            : isLoading
              ? t.text('staff.loading')
              : ''}
      </Typography>
      <Box sx={{ mb: said?.failed || error ? 2 : 0 }}>
        {said?.failed && <Alert severity="error">{said.text}</Alert>}
        {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      </Box>
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <DataGrid
          aria-label={heading}
          rows={data ?? []}
          getRowId={(row) => row.email}
          columns={columns}
          loading={isLoading}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          hideFooter
          autoHeight
          sx={STAFF_GRID_SX}
        />
      </Box>
    </>
  );
}
