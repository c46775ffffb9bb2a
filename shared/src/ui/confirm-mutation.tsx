import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface Props<T, K> {
  /** The row whose delete (or revoke) waits to be confirmed; null while nothing does. */
  item: T | null;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** The mutation the confirmation runs, with the key it takes from the row. */
  mutation: {
    isPending: boolean;
    mutate: (
      key: K,
      options: { onSettled: () => void; onSuccess?: () => void; onError?: (error: Error) => void },
    ) => void;
  };
  keyOf: (item: T) => K;
  /** Forgets the row: on Cancelar, and once the mutation has settled either way. */
  onClose: () => void;
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

/** The confirmation of a list's delete or revoke: the ConfirmDialog busy while the row's mutation runs. */
export function ConfirmMutation<T, K>({
  item,
  title,
  message,
  confirmLabel,
  mutation,
  keyOf,
  onClose,
  onSuccess,
  onError,
}: Props<T, K>) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      busy={mutation.isPending}
      onCancel={onClose}
      onConfirm={() => item !== null && mutation.mutate(keyOf(item), { onSettled: onClose, onSuccess, onError })}
    />
  );
}
