import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { reportMessages as t } from '../messages';
import type { ColumnViewItem } from '../types';

/** dnd-kit's screen-reader texts are English and name items by id: these name the column and its position, in Spanish. */
export function dragAnnouncements(visible: ColumnViewItem[]): Announcements {
  const count = visible.length;
  const title = (id: UniqueIdentifier) => visible.find((c) => c.name === id)?.title ?? String(id);
  const position = (id: UniqueIdentifier) => visible.findIndex((c) => c.name === id) + 1;
  // dnd-kit reports the row under the dragged one right after the start (itself) and on every move: only a
  // change is said, or the live region would replace 'Tomó la columna…' before it is read.
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return t.dragStarted(title(active.id), position(active.id), count);
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver) return undefined;
      lastOver = overId;
      return overId === null ? t.dragOutside(title(active.id)) : t.dragOver(title(active.id), position(overId), count);
    },
    onDragEnd: ({ active, over }) =>
      over ? t.dragDropped(title(active.id), position(over.id), count) : t.dragDroppedOutside(title(active.id)),
    onDragCancel: ({ active }) => t.dragCancelled(title(active.id)),
  };
}

export const dragInstructions: ScreenReaderInstructions = { draggable: t.dragInstructions };
