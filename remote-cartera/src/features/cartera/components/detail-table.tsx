import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { messages } from '@portal/shared';
import { formatCell, type ReportColumn } from '@portal/shared/report';

export type DetailColumn = Pick<ReportColumn, 'field' | 'title' | 'displayFormat'>;

interface Props {
  columns: DetailColumn[];
  rows: object[];
  label: string;
}

/** One section's sub-table: dates DD/MM/YYYY, money '$ 1.234,56', empty '(SIN DATOS)'. */
export function DetailTable({ columns, rows, label }: Props) {
  if (!rows.length) return <Typography variant="body2">{messages.noData}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.field} align={c.displayFormat === 5 ? 'right' : 'left'}>
              {c.title}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {columns.map((c) => (
              <TableCell key={c.field} align={c.displayFormat === 5 ? 'right' : 'left'}>
                {formatCell(c, (row as Record<string, unknown>)[c.field])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
