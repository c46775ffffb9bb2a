import { useState, type ReactNode } from 'react';
import { TablePagination } from '@mui/material';

/** 000 §9: a table shows 10 rows a page unless the user picks another size. */
const PAGE_SIZES = [10, 25, 50];

export interface PagedRows<T> {
  /** The rows of the page shown. */
  rows: T[];
  /** The paging bar (previous/next, page size) to put under the table. */
  pagination: ReactNode;
}

/**
 * Paging for a table whose rows are all in the browser (000 §2.5: paging and a page-size selector; 10 rows by
 * default). A page past the end, after rows went away, shows the last page there is.
 */
export function usePagedRows<T>(all: T[]): PagedRows<T> {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const lastPage = Math.max(0, Math.ceil(all.length / size) - 1);
  const shown = Math.min(page, lastPage);
  return {
    rows: all.slice(shown * size, shown * size + size),
    pagination: (
      <TablePagination
        component="div"
        count={all.length}
        page={shown}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={size}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(event) => {
          setSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage="Filas por página:"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        getItemAriaLabel={(type) =>
          ({ first: 'Primera página', last: 'Última página', next: 'Página siguiente', previous: 'Página anterior' })[
            type
          ]
        }
      />
    ),
  };
}
