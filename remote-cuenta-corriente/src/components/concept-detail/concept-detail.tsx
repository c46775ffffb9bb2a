import { CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@portal/shared/query';
import { messages } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { DISPLAY_FORMAT, formatCell } from '@portal/shared/report';
import { ccMessages as t } from '../../messages';
import { conceptDetailQueryOptions } from './api/get-concept-detail';
import { conceptDetailColumns } from './columns';

/** An expanded row: the concepts of that section and period (ConceptoPorRubro), asked for when opened. */
export function ConceptDetail({ cuit, rubro, periodo }: { cuit: string; rubro: number; periodo: number }) {
  const detail = useQuery(conceptDetailQueryOptions(cuit, rubro, periodo));
  if (detail.isPending) return <CircularProgress size={20} aria-label={messages.loading} />;
  if (detail.isError) return <ErrorAlert error={detail.error} />;
  const align = (format?: number | null) => (format === DISPLAY_FORMAT.money ? 'right' : 'left');
  return (
    <TableContainer sx={{ width: '100%', p: 1 }}>
      <Table size="small" aria-label={`${t.conceptDetail} ${t.rubros[rubro]} ${periodo}`}>
        <TableHead>
          <TableRow>
            {conceptDetailColumns.map((c) => (
              <TableCell key={c.field} align={align(c.displayFormat)}>
                {c.title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {detail.data.map((row, i) => (
            <TableRow key={i}>
              {conceptDetailColumns.map((c) => (
                <TableCell key={c.field} align={align(c.displayFormat)}>
                  {formatCell(c, (row as Record<string, unknown>)[c.field])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
