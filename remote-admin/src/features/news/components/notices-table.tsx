import { IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { businessDayOf, formatDate, messages } from '@portal/shared';
import { usePagedRows } from '@portal/shared/ui';
import type { Notice, NoticeType } from '../api/get-notices';
import { newsAdminMessages as t } from '../messages';

/** How a notice is named in its row and its actions: its subject, its title, or its number. */
const noticeName = (n: Notice) => n.Title || n.SubTitle || t.untitled(n.Id as number);

const day = (iso: string | undefined) => (iso ? formatDate(businessDayOf(iso), '') : '');
const state = (n: Notice) => (n.Pendiente ? t.pending : n.Activo ? t.active : t.finished);

interface Props {
  type: NoticeType;
  notices: Notice[];
  onEdit: (notice: Notice) => void;
  onDelete: (notice: Notice) => void;
  onSend: (notice: Notice) => void;
}

/** One tab's grid of notices (002 §2), 10 a page: a pending one (starting later) in parentheses and underlined (002 §4). */
export function NoticesTable({ type, notices, onEdit, onDelete, onSend }: Props) {
  const web = type === 0;
  const columns = web
    ? [t.order, t.title, t.subTitle, t.startDate, t.endDate, t.hasImage, t.state]
    : [t.title, t.subTitle, t.startDate, t.endDate, t.hasHtml, t.user, t.state];
  const page = usePagedRows(notices);
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={web ? t.webListLabel : t.mailListLabel}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
              <TableCell align="right">{t.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {notices.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>{messages.noData}</TableCell>
              </TableRow>
            )}
            {page.rows.map((n) => {
              const name = noticeName(n);
              return (
                <TableRow key={n.Id}>
                  {web && <TableCell>{n.Order ? n.Order : t.hidden}</TableCell>}
                  <TableCell>
                    {n.Pendiente ? (
                      <span title={t.pending} style={{ textDecoration: 'underline' }}>
                        ({name})
                      </span>
                    ) : (
                      name
                    )}
                  </TableCell>
                  <TableCell>{n.SubTitle}</TableCell>
                  <TableCell>{day(n.CreationDate)}</TableCell>
                  <TableCell>{day(n.UntilDate)}</TableCell>
                  <TableCell>{(web ? n.TieneImagen : n.TieneHTML) ? t.yes : t.no}</TableCell>
                  {!web && <TableCell>{n.User}</TableCell>}
                  <TableCell>{state(n)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t.edit}>
                      <IconButton aria-label={`${t.edit} ${name}`} onClick={() => onEdit(n)}>
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    {!web && (
                      <Tooltip title={t.send}>
                        <IconButton aria-label={`${t.send} ${name}`} onClick={() => onSend(n)}>
                          <SendIcon />
                        </IconButton>
                      </Tooltip>
                    )}
                    <Tooltip title={t.remove}>
                      <IconButton aria-label={`${t.remove} ${name}`} onClick={() => onDelete(n)}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {page.pagination}
    </Paper>
  );
}
