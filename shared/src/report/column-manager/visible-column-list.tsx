import { useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconButton, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { reportMessages as t } from '../messages';
import type { ColumnViewItem } from '../types';
import { dragAnnouncements, dragInstructions } from './drag-announcements';

interface Props {
  columns: ColumnViewItem[];
  hideAllowed: boolean;
  onMove: (from: number, to: number) => void;
  onHide: (name: string) => void;
  labelledBy: string;
}

/**
 * The visible columns, sorted by dragging a row's handle with a mouse or a finger, or from the keyboard
 * (Space on the handle, arrows, Space), or with the up/down buttons.
 */
export function VisibleColumnList({ columns, hideAllowed, onMove, onHide, labelledBy }: Props) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [dragging, setDragging] = useState(false);
  const announcements = useMemo(() => dragAnnouncements(columns), [columns]);
  const names = columns.map((c) => c.name);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (over) onMove(names.indexOf(String(active.id)), names.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => setDragging(true)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(false)}
      accessibility={{ announcements, screenReaderInstructions: dragInstructions }}
    >
      <SortableContext items={names} strategy={verticalListSortingStrategy}>
        <List dense aria-labelledby={labelledBy} onKeyDown={dragging ? relayEscape : undefined}>
          {columns.map((item, index) => (
            <SortableColumn
              key={item.name}
              item={item}
              first={index === 0}
              last={index === columns.length - 1}
              hideAllowed={hideAllowed}
              onUp={() => onMove(index, index - 1)}
              onDown={() => onMove(index, index + 1)}
              onHide={() => onHide(item.name)}
            />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

/**
 * The dialog swallows Escape before it reaches the document, where dnd-kit's sensors listen for it: during a
 * drag it is handed to them, so Escape cancels the drag (as the instructions say) instead of closing the dialog.
 */
function relayEscape(event: ReactKeyboardEvent<HTMLElement>) {
  if (event.key !== 'Escape') return;
  event.stopPropagation();
  event.currentTarget.ownerDocument.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape' }));
}

interface ColumnProps {
  item: ColumnViewItem;
  first: boolean;
  last: boolean;
  hideAllowed: boolean;
  onUp: () => void;
  onDown: () => void;
  onHide: () => void;
}

function SortableColumn({ item, first, last, hideAllowed, onUp, onDown, onHide }: ColumnProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.name,
    attributes: { roleDescription: t.dragRoleDescription },
  });
  return (
    <ListItem
      ref={setNodeRef}
      data-testid={`visible-${item.name}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ opacity: isDragging ? 0.5 : 1, zIndex: isDragging ? 1 : undefined, bgcolor: 'background.paper' }}
      secondaryAction={
        <>
          <IconButton size="small" aria-label={`${t.moveUp} ${item.title}`} disabled={first} onClick={onUp}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`${t.moveDown} ${item.title}`} disabled={last} onClick={onDown}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`${t.hideColumn} ${item.title}`}
            disabled={!hideAllowed}
            onClick={onHide}
          >
            <VisibilityOffIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      <ListItemIcon sx={{ minWidth: 32 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          edge="start"
          // A press that drags the row is no click: no ripple.
          disableTouchRipple
          {...attributes}
          {...listeners}
          aria-label={`${t.dragColumn} ${item.title}`}
          // The page must not scroll under a finger that drags the handle.
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </ListItemIcon>
      <ListItemText primary={item.title} sx={{ pr: 12 }} />
    </ListItem>
  );
}
