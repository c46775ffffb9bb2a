import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import LockResetIcon from '@mui/icons-material/LockReset';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { routeEntry } from '@portal/shared';
import { ConfirmMutation, ErrorAlert, SuccessNotice } from '@portal/shared/ui';
import type { SimulatorUser } from '@portal/shared/contract/admin-oversight';
import { gridLocaleText } from '@portal/shared/grid-locale';
import { AdminPage } from '../../components/admin-page';
import { adminMessages as m } from '../../messages';
import { useDeleteSimulatorUser } from './api/delete-simulator-user';
import { useSimulatorUsers } from './api/get-simulator-users';
import { NewUserDialog } from './components/new-user-dialog';
import { ResetPasswordDialog } from './components/reset-password-dialog';

const title = routeEntry('/admin-users').title;

/** /admin-users (also /simulator), 002 §2: the simulator users, new, delete with confirmation, password reset. */
export default function AdminUsersPage() {
  const users = useSimulatorUsers();
  const remove = useDeleteSimulatorUser();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<SimulatorUser | null>(null);
  const [deleting, setDeleting] = useState<SimulatorUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: GridColDef<SimulatorUser>[] = [
    { field: 'Id', headerName: m.columns.id, width: 80 },
    { field: 'UserName', headerName: m.columns.userName, flex: 1, minWidth: 180 },
    { field: 'FirstName', headerName: m.columns.firstName, flex: 1, minWidth: 120 },
    { field: 'LastName', headerName: m.columns.lastName, flex: 1, minWidth: 120 },
    { field: 'Email', headerName: m.columns.email, flex: 1, minWidth: 180 },
    {
      field: 'actions',
      headerName: m.columns.actions,
      sortable: false,
      filterable: false,
      width: 120,
      renderCell: ({ row }) => (
        <>
          <Tooltip title={m.resetTitle}>
            <IconButton aria-label={`${m.resetTitle} ${row.Email}`} onClick={() => setResetting(row)}>
              <LockResetIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={m.delete}>
            <IconButton aria-label={`${m.delete} ${row.Email}`} onClick={() => setDeleting(row)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  return (
    <AdminPage title={title} newLabel={m.newUser} onNew={() => setCreating(true)}>
      <Box sx={{ px: 3, pb: 3 }}>
        <SuccessNotice text={notice} onClose={() => setNotice(null)} />
        <ErrorAlert error={users.error ?? remove.error} sx={{ mb: 2 }} />
        {!users.isError && (
          <DataGrid
            aria-label={title}
            rows={users.data ?? []}
            columns={columns}
            getRowId={(row) => row.Id}
            loading={users.isPending}
            autoHeight
            disableRowSelectionOnClick
            initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
            pageSizeOptions={[10, 25, 50]}
            localeText={gridLocaleText()}
          />
        )}
      </Box>
      <NewUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(text) => {
          setCreating(false);
          setNotice(text);
        }}
      />
      <ResetPasswordDialog
        user={resetting}
        onClose={() => setResetting(null)}
        onSent={(text) => {
          setResetting(null);
          setNotice(text);
        }}
      />
      <ConfirmMutation
        item={deleting}
        title={m.deleteTitle}
        message={m.deleteConfirm}
        mutation={remove}
        keyOf={(user) => user.Id}
        onClose={() => setDeleting(null)}
        onSuccess={() => setNotice(m.deleted)}
      />
    </AdminPage>
  );
}
