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
import { countOf, formatWhen } from './staff-format.ts';
import { useStaffLoad } from './use-staff-load.ts';
import { useStaffOutlet } from './use-staff-outlet.ts';
import { useStaffScreen } from './use-staff-screen.ts';

const HEADING = 'Staff accounts';

/** How an account signs in, as the list says it. */
export const signInMethodOf = (account: StaffAccount): string =>
  account.sso && account.local
    ? 'Single sign-on or password'
    : account.sso
      ? 'Single sign-on'
      : 'Password';

/** What a change did, for the status line that announces it. */
export const changedText = (account: StaffAccount): string =>
  `${account.email} is now ${account.disabled ? 'disabled' : 'enabled'}, ${
    account.role === 'admin' ? 'an administrator' : 'a reader'
  }.`;

/**
 * /staff/accounts (admins): every staff account with its role, state and way of signing in; an
 * admin changes another account's role or disables it (their own, never: the server refuses, and
 * keeps one enabled admin). Accounts come from `npm run staff -- add` or a first single sign-on;
 * the role of a single sign-on account follows the provider again at its next sign-in.
 */
export function StaffAccountsPage() {
  useStaffScreen(HEADING);
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
    { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 220 },
    {
      field: 'role',
      headerName: 'Role',
      minWidth: 110,
      valueFormatter: (value: string) => (value === 'admin' ? 'Administrator' : 'Reader'),
    },
    {
      field: 'disabled',
      headerName: 'State',
      minWidth: 100,
      valueFormatter: (value: boolean) => (value ? 'Disabled' : 'Enabled'),
    },
    {
      field: 'sso',
      headerName: 'Signs in with',
      minWidth: 200,
      valueGetter: (_value, row) => signInMethodOf(row),
    },
    {
      field: 'created_at',
      headerName: 'Created',
      minWidth: 200,
      valueFormatter: (value: string) => formatWhen(value),
    },
    {
      field: 'actions',
      headerName: 'Change',
      minWidth: 300,
      renderCell: ({ row }) =>
        row.email === me.email ? (
          'Your own account'
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              variant="outlined"
              loading={busy === row.email}
              aria-label={`${row.role === 'admin' ? 'Make reader' : 'Make administrator'}: ${row.email}`}
              onClick={() =>
                void change({ email: row.email, role: row.role === 'admin' ? 'reader' : 'admin' })
              }
            >
              {row.role === 'admin' ? 'Make reader' : 'Make administrator'}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color={row.disabled ? 'primary' : 'error'}
              disabled={busy === row.email}
              aria-label={`${row.disabled ? 'Enable' : 'Disable'}: ${row.email}`}
              onClick={() => void change({ email: row.email, disabled: !row.disabled })}
            >
              {row.disabled ? 'Enable' : 'Disable'}
            </Button>
          </Box>
        ),
    },
  ];
  const columns = described.map((column) => ({ ...column, sortable: false }));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {HEADING}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        New accounts are added on the server with <code>npm run staff -- add</code>, or at a first
        single sign-on. A disabled account is signed out at once. The role of a single sign-on
        account is set again from the university&apos;s sign-in service each time it signs in.
      </Typography>
      <Typography role="status" sx={{ mb: 1 }}>
        {said && !said.failed
          ? said.text
          : data
            ? `${countOf(data.length, 'account')}.`
            : isLoading
              ? 'Loading…'
              : ''}
      </Typography>
      <Box sx={{ mb: said?.failed || error ? 2 : 0 }}>
        {said?.failed && <Alert severity="error">{said.text}</Alert>}
        {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      </Box>
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <DataGrid
          aria-label="Staff accounts"
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
