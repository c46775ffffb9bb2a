import { IconButton } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { formatDateTime } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { gridLocaleText } from '@portal/shared/grid-locale';
import { adminMessages as m } from '../../../messages';
import { type AuditFilters, type AuditPage, type AuditTab, useAuditPage } from '../api/get-audit';

type Row = { id: number } & Record<string, unknown>;

/** A column of a fixed width, or one that takes a share (`flex`) of what is left, never under `minWidth`. */
const col = (field: string, headerName: string, size: number | { flex: number; minWidth: number }): GridColDef<Row> =>
  typeof size === 'number' ? { field, headerName, width: size } : { field, headerName, ...size };
const when = (field: string): GridColDef<Row> => ({
  ...col(field, 'Fecha', 170),
  valueFormatter: (value: string) => formatDateTime(value),
});
const who = [col('name', 'Usuario', { flex: 1, minWidth: 160 }), col('cuit', 'CUIT', 120)];

/** 002 §3 'Audit records': the columns of each tab. */
const COLUMNS: Record<AuditTab, GridColDef<Row>[]> = {
  actividad: [
    when('creationDate'),
    ...who,
    col('application', 'Aplicación', 100),
    col('action', 'Acción', 90),
    col('url', 'URL', { flex: 2, minWidth: 240 }),
    col('trace', 'Traza', 120),
  ],
  errores: [
    when('creationDate'),
    ...who,
    col('severity', 'Severidad', 100),
    col('logEvent', 'Evento', 140),
    col('method', 'Método', { flex: 1, minWidth: 200 }),
    col('detail', 'Detalle', { flex: 2, minWidth: 200 }),
  ],
  mensajes: [
    when('sendDate'),
    ...who,
    col('typeString', 'Tipo', { flex: 2, minWidth: 240 }),
    col('registerId', 'Registro', 100),
    col('to', 'Para', { flex: 1, minWidth: 200 }),
  ],
};

interface Props {
  tab: AuditTab;
  label: string;
  filters: AuditFilters;
  page: AuditPage;
  onPageChange: (page: AuditPage) => void;
  onDetail: (row: Row) => void;
}

/** One tab's server-paged grid (002 §2 /auditoria-productor); the grid is hidden when the call fails (002 §8). */
export function AuditGrid({ tab, label, filters, page, onPageChange, onDetail }: Props) {
  const result = useAuditPage(tab, filters, page);
  if (result.isError) return <ErrorAlert error={result.error} />;
  const columns: GridColDef<Row>[] = [
    ...COLUMNS[tab],
    {
      field: 'detalle',
      headerName: m.detail,
      width: 90,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <IconButton aria-label={`${m.detail} ${row.id}`} onClick={() => onDetail(row)}>
          <InfoOutlinedIcon />
        </IconButton>
      ),
    },
  ];
  return (
    <DataGrid
      aria-label={label}
      rows={result.data?.items ?? []}
      rowCount={result.data?.total ?? 0}
      columns={columns}
      loading={result.isFetching}
      paginationMode="server"
      paginationModel={page}
      onPaginationModelChange={(model: GridPaginationModel) =>
        onPageChange({ page: model.page, pageSize: model.pageSize })
      }
      pageSizeOptions={[10, 25, 50, 100]}
      disableColumnSorting
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
      localeText={gridLocaleText()}
    />
  );
}
