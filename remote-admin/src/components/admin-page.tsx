import type { ComponentProps, ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ErrorAlert, ListTable, PageLayout, QueryView, SuccessNotice } from '@portal/shared/ui';
import type { UseQueryResult } from '@portal/shared/query';

interface PageProps {
  /** The route's title, also its one breadcrumb. */
  title: string;
  description?: ReactNode;
  /** The 'new' button's text ('Nueva Leyenda'); no button without it. */
  newLabel?: string;
  onNew?: () => void;
  /** The 'new' button stands above the content instead of in the subheader (the communications' list). */
  newAboveContent?: boolean;
  children?: ReactNode;
}

/** An admin screen's frame: the page with its title as breadcrumb, and its 'new' button where the screen has one. */
export function AdminPage({ title, description, newLabel, onNew, newAboveContent, children }: PageProps) {
  const newButton = newLabel ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
      {newLabel}
    </Button>
  ) : undefined;
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: title }]}
      description={description}
      actions={newAboveContent ? undefined : newButton}
    >
      {newAboveContent && <Box sx={{ mb: 2 }}>{newButton}</Box>}
      {children}
    </PageLayout>
  );
}

interface ListPageProps<T> extends Omit<PageProps, 'children'> {
  /** The success notice ('El registro ha sido eliminado correctamente.'), closed by its icon. */
  notice?: string | null;
  onNoticeClose?: () => void;
  /** The failure of the row action (a delete), above the list. */
  error: unknown;
  /** The list's read. */
  query: UseQueryResult<T[]>;
  /** The list's table: its name, columns and keys; the rows come from `query`. */
  table: Omit<ComponentProps<typeof ListTable<T>>, 'rows'>;
  /** The screen's dialogs (edit, delete confirmation). */
  children?: ReactNode;
}

/**
 * An admin list page (leyendas, notificaciones, comunicaciones): the frame above, the success notice, the
 * delete's error, then the list read by `QueryView` in a `ListTable`, and the screen's dialogs.
 */
export function AdminListPage<T>({ notice, onNoticeClose, error, query, table, children, ...page }: ListPageProps<T>) {
  return (
    <AdminPage {...page}>
      <SuccessNotice text={notice ?? null} onClose={onNoticeClose} />
      <ErrorAlert error={error} sx={{ mb: 2 }} />
      <QueryView query={query}>{(rows) => <ListTable {...table} rows={rows} />}</QueryView>
      {children}
    </AdminPage>
  );
}
