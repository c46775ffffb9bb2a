import type { ColumnViewItem, ReportColumn } from '../types';

/** 001 §4, §9: a visible column can be hidden only while more than 3 are visible. */
export const MIN_VISIBLE_COLUMNS = 3;

/** The manager's working state: visible columns in their order, then the hidden ones. */
export interface ColumnLists {
  visible: ColumnViewItem[];
  hidden: ColumnViewItem[];
}

export function toColumnLists(columns: ReportColumn[]): ColumnLists {
  const items = columns.map((c, index) => ({ name: c.field, title: c.title, index, show: c.show !== false }));
  return { visible: items.filter((i) => i.show), hidden: items.filter((i) => !i.show) };
}

/** The view to save: visible columns first, numbered in their order, then the hidden ones. */
export function toColumnView({ visible, hidden }: ColumnLists): ColumnViewItem[] {
  return [...visible.map((i) => ({ ...i, show: true })), ...hidden.map((i) => ({ ...i, show: false }))].map(
    (item, index) => ({
      ...item,
      index,
    }),
  );
}

export function canHide(lists: ColumnLists): boolean {
  return lists.visible.length > MIN_VISIBLE_COLUMNS;
}

export function hideColumn(lists: ColumnLists, name: string): ColumnLists {
  const item = lists.visible.find((i) => i.name === name);
  if (!item || !canHide(lists)) return lists;
  return { visible: lists.visible.filter((i) => i !== item), hidden: [...lists.hidden, { ...item, show: false }] };
}

export function showColumn(lists: ColumnLists, name: string): ColumnLists {
  const item = lists.hidden.find((i) => i.name === name);
  if (!item) return lists;
  return { visible: [...lists.visible, { ...item, show: true }], hidden: lists.hidden.filter((i) => i !== item) };
}

/** Moves the visible column at `from` to position `to` (drag and drop, or the up/down buttons). */
export function moveVisible(lists: ColumnLists, from: number, to: number): ColumnLists {
  const count = lists.visible.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return lists;
  const visible = [...lists.visible];
  const [item] = visible.splice(from, 1);
  visible.splice(to, 0, item);
  return { ...lists, visible };
}
