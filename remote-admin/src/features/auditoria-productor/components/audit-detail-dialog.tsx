import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { formatDateTime } from '@portal/shared';
import { adminMessages as m } from '../../../messages';

interface Props {
  record: Record<string, unknown> | null;
  onClose: () => void;
}

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if ((key === 'creationDate' || key === 'sendDate') && typeof value === 'string') return formatDateTime(value);
  return String(value);
}

/** The detail modal of /auditoria-productor: every field of the record, by the spec's names (002 §3). */
export function AuditDetailDialog({ record, onClose }: Props) {
  return (
    <Dialog open={record !== null} onClose={onClose} aria-labelledby="audit-detail-title" maxWidth="md" fullWidth>
      <DialogTitle id="audit-detail-title">{m.detailTitle}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="audit-detail-title">
          <TableBody>
            {record &&
              Object.entries(record).map(([key, value]) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 160 }}>
                    {key}
                  </TableCell>
                  <TableCell
                    sx={{
                      whiteSpace: 'pre-wrap',
                      wordBreak: 'break-word',
                      fontFamily: key === 'parameters' || key === 'detail' ? 'monospace' : undefined,
                    }}
                  >
                    {show(key, value)}
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{m.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
