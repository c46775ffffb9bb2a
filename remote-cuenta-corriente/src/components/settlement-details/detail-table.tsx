import { CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useQuery, type QueryKey, type UseQueryOptions } from '@portal/shared/query';
import { messages } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { DISPLAY_FORMAT, formatCell, type ReportColumn } from '@portal/shared/report';

interface Props<T extends Record<string, unknown>, K extends QueryKey> {
  label: string;
  columns: ReportColumn[];
  query: UseQueryOptions<T[], Error, T[], K>;
}

/** A small detail (a settlement's invoice, a payment) as a table; it asks for its data when first shown. */
export function DetailTable<T extends Record<string, unknown>, K extends QueryKey>({
  label,
  columns,
  query,
}: Props<T, K>) {
  const result = useQuery(query);
  if (result.isPending) return <CircularProgress size={20} aria-label={messages.loading} />;
  if (result.isError) return <ErrorAlert error={result.error} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.field} align={c.displayFormat === DISPLAY_FORMAT.money ? 'right' : 'left'}>
                {c.title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {result.data.map((row, i) => (
            <TableRow key={i}>
              {columns.map((c) => (
                <TableCell key={c.field} align={c.displayFormat === DISPLAY_FORMAT.money ? 'right' : 'left'}>
                  {formatCell(c, row[c.field])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
