import { CircularProgress, TableContainer } from '@mui/material';
import { useQuery } from '@portal/shared/query';
import { messages } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { ccMessages as t } from '../../messages';
import { conceptDetailQueryOptions } from './api/get-concept-detail';
import { conceptDetailColumns } from './columns';
import { ColumnsTable } from '../columns-table';

/** An expanded row: the concepts of that section and period (ConceptoPorRubro), asked for when opened. */
export function ConceptDetail({ cuit, rubro, periodo }: { cuit: string; rubro: number; periodo: number }) {
  const detail = useQuery(conceptDetailQueryOptions(cuit, rubro, periodo));
  if (detail.isPending) return <CircularProgress size={20} aria-label={messages.loading} />;
  if (detail.isError) return <ErrorAlert error={detail.error} />;
  return (
    <TableContainer sx={{ width: '100%', p: 1 }}>
      <ColumnsTable
        label={`${t.conceptDetail} ${t.rubros[rubro]} ${periodo}`}
        columns={conceptDetailColumns}
        rows={detail.data}
        rowKey={(_, i) => i}
      />
    </TableContainer>
  );
}
