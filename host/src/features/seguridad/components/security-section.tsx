import { useId, type Key, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@portal/shared/query';
import { ErrorAlert, ListTable, QueryView, SuccessNotice, type ListColumn } from '@portal/shared/ui';

interface Props {
  title: string;
  description: string;
  /** Beside the heading: the section's own actions. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of /seguridad: a named region with its heading, what it is for and its actions. */
export function SecuritySection({ title, description, actions, children }: Props) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {actions}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
      {children}
    </Box>
  );
}

interface ListSectionProps<T> {
  title: string;
  description: string;
  /** Beside the heading: the section's one action on the whole list. */
  action: { label: string; icon: ReactNode; disabled?: boolean; onClick: () => void };
  /** What the last action did, until closed. */
  notice: string | null;
  onNoticeClose: () => void;
  /** Why the last action failed. */
  error: unknown;
  /** The list, named by the section's title. */
  query: UseQueryResult<T[]>;
  rowKey: (row: T) => Key;
  columns: ListColumn<T>[];
  emptyText?: string;
  /** The section's dialogs. */
  children?: ReactNode;
}

/**
 * A /seguridad section of the user's own things (sessions, API tokens): its action, what the last action did or
 * why it failed, then the list.
 */
export function SecurityListSection<T>({
  title,
  description,
  action,
  notice,
  onNoticeClose,
  error,
  query,
  rowKey,
  columns,
  emptyText,
  children,
}: ListSectionProps<T>) {
  return (
    <SecuritySection
      title={title}
      description={description}
      actions={
        <Button variant="outlined" startIcon={action.icon} disabled={action.disabled} onClick={action.onClick}>
          {action.label}
        </Button>
      }
    >
      <SuccessNotice text={notice} onClose={onNoticeClose} />
      <ErrorAlert error={error} sx={{ mb: 2 }} />
      <QueryView query={query}>
        {(rows) => <ListTable label={title} rows={rows} rowKey={rowKey} emptyText={emptyText} columns={columns} />}
      </QueryView>
      {children}
    </SecuritySection>
  );
}
