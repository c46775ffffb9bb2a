import type { Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { DISPLAY_FORMAT, formatCell, type ReportColumn, type ValueLabels } from '@portal/shared/report';

const align = (format?: number | null) => (format === DISPLAY_FORMAT.money ? 'right' : 'left');

interface ColumnsTableProps<R extends object> {
  label: string;
  columns: ReportColumn[];
  rows: R[];
  rowKey: (row: R, index: number) => Key;
  labels?: ValueLabels;
  /** Rows after the data ones (a 'no data' line). */
  children?: ReactNode;
}

/** A small table of report columns (not a grid): their titles, then each row's values as the columns format them, amounts to the right. */
export function ColumnsTable<R extends object>({
  label,
  columns,
  rows,
  rowKey,
  labels,
  children,
}: ColumnsTableProps<R>) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.field} align={align(c.displayFormat)}>
              {c.title}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={rowKey(row, i)}>
            {columns.map((c) => (
              <TableCell key={c.field} align={align(c.displayFormat)}>
                {formatCell(c, (row as Record<string, unknown>)[c.field], labels)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {children}
      </TableBody>
    </Table>
  );
}
