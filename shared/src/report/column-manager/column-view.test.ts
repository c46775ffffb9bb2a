import { hideColumn, moveVisible, showColumn, toColumnLists, toColumnView } from './column-view';
import type { ReportColumn } from '../types';

const cols = (n: number, hidden: string[] = []): ReportColumn[] =>
  Array.from({ length: n }, (_, i) => ({ title: `Col ${i}`, field: `c${i}`, show: !hidden.includes(`c${i}`) }));

describe('column view', () => {
  it('splits the columns into visible and hidden by their show flag', () => {
    const lists = toColumnLists(cols(4, ['c1']));
    expect(lists.visible.map((i) => i.name)).toEqual(['c0', 'c2', 'c3']);
    expect(lists.hidden.map((i) => i.name)).toEqual(['c1']);
  });

  it('numbers the saved view with the visible columns first, in their order', () => {
    const lists = moveVisible(toColumnLists(cols(4, ['c1'])), 2, 0);
    expect(toColumnView(lists)).toEqual([
      { name: 'c3', title: 'Col 3', index: 0, show: true },
      { name: 'c0', title: 'Col 0', index: 1, show: true },
      { name: 'c2', title: 'Col 2', index: 2, show: true },
      { name: 'c1', title: 'Col 1', index: 3, show: false },
    ]);
  });

  it('hides a column only while more than 3 are visible', () => {
    const four = toColumnLists(cols(4));
    const three = hideColumn(four, 'c0');
    expect(three.visible).toHaveLength(3);
    expect(hideColumn(three, 'c1')).toBe(three);
  });

  it('shows a hidden column at the end of the visible ones', () => {
    const lists = showColumn(toColumnLists(cols(4, ['c1'])), 'c1');
    expect(lists.visible.map((i) => i.name)).toEqual(['c0', 'c2', 'c3', 'c1']);
    expect(lists.hidden).toEqual([]);
  });

  it('ignores moves outside the list', () => {
    const lists = toColumnLists(cols(3));
    expect(moveVisible(lists, 0, 5)).toBe(lists);
  });
});
