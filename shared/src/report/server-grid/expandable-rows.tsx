import { createContext, useCallback, useContext, useMemo, useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { GridRow, type GridColDef, type GridRowId, type GridRowProps, type GridValidRowModel } from '@mui/x-data-grid';
import { reportMessages } from '../messages';
import { EXPAND_COLUMN_WIDTH } from './columns';

/**
 * Expandable rows on the MIT DataGrid, which has no detail panel (docs/adr/0014-toolchain-pins.md): the row slot renders
 * the grid's own GridRow and, when the row is expanded, portals the detail into the row's div; the row
 * wraps (flex-wrap) and the detail takes a whole line (flex-basis 100%). getRowHeight gives 'auto' only
 * to expanded rows so the grid measures them; the rest keep the fixed height virtualisation relies on.
 * Expansion lives in a context so the memoised row slot re-renders when it changes.
 */
interface Expansion {
  isExpanded: (id: GridRowId) => boolean;
  toggle: (id: GridRowId) => void;
  renderDetail?: (row: GridValidRowModel) => ReactNode;
  /** Width of the grid's visible area: the detail keeps to it while a wide row scrolls sideways. */
  viewportWidth?: number;
}

const ExpansionContext = createContext<Expansion>({ isExpanded: () => false, toggle: () => undefined });

const EXPAND_FIELD = '__expand__';
const DETAIL_CLASS = 'ReportGrid-detail';

export function useExpansionState() {
  const [expanded, setExpanded] = useState<ReadonlySet<GridRowId>>(() => new Set());
  const toggle = useCallback((id: GridRowId) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const collapseAll = useCallback(() => setExpanded(new Set()), []);
  return { expanded, toggle, collapseAll };
}

export function ExpansionProvider({
  expanded,
  toggle,
  renderDetail,
  viewportWidth,
  children,
}: {
  expanded: ReadonlySet<GridRowId>;
  toggle: (id: GridRowId) => void;
  renderDetail?: (row: GridValidRowModel) => ReactNode;
  viewportWidth?: number;
  children: ReactNode;
}) {
  const value = useMemo<Expansion>(
    () => ({ isExpanded: (id) => expanded.has(id), toggle, renderDetail, viewportWidth }),
    [expanded, toggle, renderDetail, viewportWidth],
  );
  return <ExpansionContext.Provider value={value}>{children}</ExpansionContext.Provider>;
}

function ExpandToggle({ id }: { id: GridRowId }) {
  const { isExpanded, toggle } = useContext(ExpansionContext);
  const open = isExpanded(id);
  return (
    <IconButton
      size="small"
      aria-label={open ? reportMessages.collapseRow : reportMessages.expandRow}
      aria-expanded={open}
      onClick={(event) => {
        // The grid would otherwise treat the click as a row selection.
        event.stopPropagation();
        toggle(id);
      }}
    >
      {open ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
    </IconButton>
  );
}

export const expandColumn: GridColDef = {
  field: EXPAND_FIELD,
  headerName: '',
  width: EXPAND_COLUMN_WIDTH,
  sortable: false,
  filterable: false,
  disableColumnMenu: true,
  hideable: false,
  resizable: false,
  renderCell: ({ id }) => <ExpandToggle id={id} />,
};

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T }).current = value;
}

export function ExpandableRow({ ref, ...props }: GridRowProps & { ref?: Ref<HTMLDivElement> }) {
  const { isExpanded, renderDetail, viewportWidth } = useContext(ExpansionContext);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      setElement(node);
      setRef(ref, node);
    },
    [ref],
  );
  const open = isExpanded(props.rowId) && !!renderDetail;
  return (
    <>
      <GridRow {...props} ref={attach} />
      {open &&
        element &&
        createPortal(
          <div
            className={DETAIL_CLASS}
            role="region"
            aria-label={`Detalle de la fila ${props.rowId}`}
            style={{ flexBasis: '100%', width: '100%', cursor: 'auto' }}
            // Keys and clicks inside the detail belong to it, not to the grid's cell navigation.
            onKeyDown={(event) => event.stopPropagation()}
            onClick={(event) => event.stopPropagation()}
          >
            <div style={{ position: 'sticky', left: 0, width: viewportWidth || undefined, boxSizing: 'border-box' }}>
              {renderDetail!(props.row)}
            </div>
          </div>,
          element,
        )}
    </>
  );
}
