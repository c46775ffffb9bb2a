import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { comunicacionMessages as t } from '../messages';

interface Props<T> {
  /** The communication or notification shown; the dialog is closed while there is none. */
  item: T | null;
  /** Besides an item, whether the dialog is open (the notification history keeps its item while it closes). */
  open?: boolean;
  title: (item: T) => ReactNode;
  maxWidth: 'sm' | 'md';
  onClose: () => void;
  /** The item's content, under its title. */
  children: (item: T) => ReactNode;
}

/** A history screen's modal (002 §2): the item's title, its content, and Cerrar. */
export function HistoryDialog<T>({ item, open = true, title, maxWidth, onClose, children }: Props<T>) {
  const titleId = useId();
  return (
    <Dialog open={open && item !== null} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      {item !== null && (
        <>
          <DialogTitle id={titleId}>{title(item)}</DialogTitle>
          <DialogContent dividers>{children(item)}</DialogContent>
        </>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
