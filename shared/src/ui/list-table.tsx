import { Fragment, type Key, type ReactElement, type ReactNode } from 'react';
import {
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  type TableRowProps,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { messages } from '@portal/shared';
import { usePagedRows } from './paged-rows';
import { ScrollTableContainer } from './scroll-table-container';

export interface ListColumn<T> {
  /** The column's heading (a node, so that a visually hidden name can stand for an icon column). */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** Dates and actions stay on one line. */
  nowrap?: boolean;
}

interface Props<T> {
  /** The table's accessible name. */
  label: string;
  columns: ListColumn<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** The single row shown when there are no rows; 'No se encontraron datos.' unless the screen says otherwise. */
  emptyText?: string;
  /** What a row does besides showing its cells (hover, a click that opens it). */
  rowProps?: (row: T) => TableRowProps;
  /** A full-width row under a row, such as its opened detail; nothing when it returns null. */
  detail?: (row: T) => ReactNode;
  paperVariant?: 'outlined' | 'elevation';
}

/**
 * The one list table of the admin and history screens, whose rows are all in the browser: headings, 10 rows a
 * page with a page-size selector (000 §2.5, `usePagedRows`), and one row that says the list is empty.
 */
export function ListTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText = messages.noData,
  rowProps,
  detail,
  paperVariant,
}: Props<T>) {
  const page = usePagedRows(rows);
  return (
    <Paper variant={paperVariant}>
      <ScrollTableContainer label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell key={index} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{emptyText}</TableCell>
              </TableRow>
            )}
            {page.rows.map((row) => {
              const extra = detail?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <TableRow {...rowProps?.(row)}>
                    {columns.map((column, index) => (
                      <TableCell
                        key={index}
                        align={column.align}
                        sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                  {extra != null && (
                    <TableRow>
                      <TableCell colSpan={columns.length}>{extra}</TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </ScrollTableContainer>
      {page.pagination}
    </Paper>
  );
}

interface RowActionProps {
  /** The action's name, shown as its tooltip ('Editar'). */
  title: string;
  /** The name of the row it acts on, so that each button is told apart by a screen reader ('Editar Aviso 3'). */
  target?: string;
  icon: ReactElement;
  onClick: () => void;
}

/** A row's action button (edit, delete, send): an icon with a tooltip, named for the action and its row. */
export function RowAction({ title, target, icon, onClick }: RowActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton
        size="small"
        aria-label={target ? `${title} ${target}` : title}
        onClick={(event) => {
          // A row that opens on click must not open when one of its actions is used.
          event.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

interface EditDeleteActionsProps {
  /** The row's name, as in `RowAction`. */
  target: string;
  editTitle: string;
  deleteTitle: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Small icons, for a list that shows them so. */
  small?: boolean;
}

/** A row's edit and delete buttons, the pair of every list page whose rows are edited in a dialog. */
export function EditDeleteActions({ target, editTitle, deleteTitle, onEdit, onDelete, small }: EditDeleteActionsProps) {
  const fontSize = small ? 'small' : undefined;
  return (
    <>
      <RowAction title={editTitle} target={target} icon={<EditIcon fontSize={fontSize} />} onClick={onEdit} />
      <RowAction title={deleteTitle} target={target} icon={<DeleteIcon fontSize={fontSize} />} onClick={onDelete} />
    </>
  );
}
