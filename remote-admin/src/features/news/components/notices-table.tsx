import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { businessDayOf, formatDate } from '@portal/shared';
import { ListTable, RowAction, type ListColumn } from '@portal/shared/ui';
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
  const columns: ListColumn<Notice>[] = [
    ...(web ? [{ header: t.order, cell: (n: Notice) => (n.Order ? n.Order : t.hidden) }] : []),
    {
      header: t.title,
      cell: (n) =>
        n.Pendiente ? (
          <span title={t.pending} style={{ textDecoration: 'underline' }}>
            ({noticeName(n)})
          </span>
        ) : (
          noticeName(n)
        ),
    },
    { header: t.subTitle, cell: (n) => n.SubTitle },
    { header: t.startDate, cell: (n) => day(n.CreationDate) },
    { header: t.endDate, cell: (n) => day(n.UntilDate) },
    web
      ? { header: t.hasImage, cell: (n) => (n.TieneImagen ? t.yes : t.no) }
      : { header: t.hasHtml, cell: (n) => (n.TieneHTML ? t.yes : t.no) },
    ...(web ? [] : [{ header: t.user, cell: (n: Notice) => n.User }]),
    { header: t.state, cell: state },
    {
      header: t.actions,
      align: 'right',
      nowrap: true,
      cell: (n) => (
        <>
          <RowAction title={t.edit} target={noticeName(n)} icon={<EditIcon />} onClick={() => onEdit(n)} />
          {!web && <RowAction title={t.send} target={noticeName(n)} icon={<SendIcon />} onClick={() => onSend(n)} />}
          <RowAction title={t.remove} target={noticeName(n)} icon={<DeleteIcon />} onClick={() => onDelete(n)} />
        </>
      ),
    },
  ];
  return (
    <ListTable
      label={web ? t.webListLabel : t.mailListLabel}
      columns={columns}
      rows={notices}
      rowKey={(n) => n.Id as number}
    />
  );
}
