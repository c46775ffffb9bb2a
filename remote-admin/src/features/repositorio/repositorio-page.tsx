import { useState } from 'react';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatDateTime, routeEntry } from '@portal/shared';
import { ConfirmMutation, ErrorAlert } from '@portal/shared/ui';
import type { RepositoryFile } from '@portal/shared/contract/admin-oversight';
import { gridLocaleText } from '@portal/shared/grid-locale';
import { AdminPage } from '../../components/admin-page';
import { adminMessages as m } from '../../messages';
import { useDeleteRepositoryFile } from './api/delete-repository-file';
import { useDownloadRepositoryFile } from './api/download-repository-file';
import { useRepository } from './api/get-repository';

const title = routeEntry('/repositorio').title;
const c = m.repositoryColumns;

/** /repositorio (002 §2): every stored file; download in 'archivos.zip', delete with confirmation. */
export default function RepositorioPage() {
  const files = useRepository();
  const download = useDownloadRepositoryFile();
  const remove = useDeleteRepositoryFile();
  const [deleting, setDeleting] = useState<RepositoryFile | null>(null);

  const columns: GridColDef<RepositoryFile>[] = [
    { field: 'categoria', headerName: c.categoria, width: 170 },
    { field: 'productor', headerName: c.productor, flex: 1, minWidth: 220 },
    {
      field: 'fechaCarga',
      headerName: c.fechaCarga,
      width: 170,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    { field: 'inputName', headerName: c.inputName, flex: 1, minWidth: 200 },
    { field: 'outputName', headerName: c.outputName, flex: 1, minWidth: 200 },
    {
      field: 'actions',
      headerName: m.columns.actions,
      width: 120,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <>
          <Tooltip title={m.download}>
            <span>
              <IconButton
                aria-label={`${m.download} ${row.inputName}`}
                disabled={download.isPending}
                onClick={() => download.mutate(row.id)}
              >
                {download.isPending && download.variables === row.id ? (
                  <CircularProgress size={20} />
                ) : (
                  <DownloadIcon />
                )}
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={m.delete}>
            <IconButton aria-label={`${m.delete} ${row.inputName}`} onClick={() => setDeleting(row)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  return (
    <AdminPage title={title}>
      <Box sx={{ px: 3, pb: 3 }}>
        <ErrorAlert error={files.error} sx={{ mb: 2 }} />
        {!files.isError && (
          <DataGrid
            aria-label={title}
            rows={files.data ?? []}
            columns={columns}
            loading={files.isPending || remove.isPending}
            autoHeight
            disableRowSelectionOnClick
            initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
            pageSizeOptions={[10, 25, 50, 100]}
            localeText={gridLocaleText()}
          />
        )}
      </Box>
      {/* 002 §8: a failed delete or download only stops the loading state. */}
      <ConfirmMutation
        item={deleting}
        title={m.delete}
        message={m.deleteConfirm}
        mutation={remove}
        keyOf={(file) => file.id}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
