import { Box, LinearProgress, Typography } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { messages } from '@portal/shared';
import type { ReportColumn } from '../types';
import { EXPAND_COLUMN_WIDTH, toGridColumn, visibilityModel } from './columns';

// What the empty standard-density DataGrid measures (215 px in all with its borders), so nothing moves when it
// takes the placeholder's place.
const HEADER_HEIGHT = 56;
const BODY_HEIGHT = 104;
const FOOTER_HEIGHT = 52;
// The mirrored scroll bar above the grid (mirrored-scrollbar.tsx): 14 px and a 4 px margin.
const SCROLLBAR_ROOM = { height: 14, mb: 0.5 };

interface Props {
  label?: string;
  columns: ReportColumn[];
  actionColumns: GridColDef<GridValidRowModel>[];
  expandable: boolean;
  emptyText: string;
  /** Rows or a search are on their way: a progress bar instead of the empty text. */
  waiting: boolean;
}

/**
 * ServerGrid before its DataGrid has loaded: the empty grid's frame, its visible columns' titles and its empty
 * text, under the grid's name. Plain boxes, so a report screen's first paint does without the grid's code.
 */
export function GridPlaceholder({ label, columns, actionColumns, expandable, emptyText, waiting }: Props) {
  const hidden = visibilityModel(columns);
  const headers: Pick<GridColDef, 'field' | 'headerName' | 'width' | 'headerAlign'>[] = [
    ...(expandable ? [{ field: 'expand', headerName: '', width: EXPAND_COLUMN_WIDTH }] : []),
    ...columns.filter((column) => hidden[column.field] !== false).map((column) => toGridColumn(column)),
    ...actionColumns,
  ];
  return (
    <>
      <Box sx={SCROLLBAR_ROOM} />
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', overflow: 'hidden' }}>
        <Box role="grid" aria-label={label} aria-rowcount={1} aria-colcount={headers.length}>
          <Box
            role="row"
            aria-rowindex={1}
            sx={{
              display: 'flex',
              boxSizing: 'border-box',
              height: HEADER_HEIGHT,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {headers.map((header, index) => (
              <Box
                key={header.field}
                role="columnheader"
                aria-colindex={index + 1}
                sx={{
                  flex: 'none',
                  width: header.width ?? 100,
                  px: '10px',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: header.headerAlign === 'right' ? 'flex-end' : 'flex-start',
                  position: 'relative',
                  '&::after': {
                    content: '""',
                    position: 'absolute',
                    right: 0,
                    top: 16,
                    height: 24,
                    width: '1px',
                    bgcolor: 'divider',
                  },
                }}
              >
                <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                  {header.headerName}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box
            sx={{
              height: BODY_HEIGHT,
              display: 'flex',
              alignItems: waiting ? 'flex-start' : 'center',
              justifyContent: 'center',
              bgcolor: (theme) => theme.alpha(theme.palette.background.default, theme.palette.action.disabledOpacity),
            }}
          >
            {waiting ? (
              <LinearProgress aria-label={messages.loading} sx={{ width: '100%' }} />
            ) : (
              <Typography variant="body2">{emptyText}</Typography>
            )}
          </Box>
        </Box>
        <Box sx={{ boxSizing: 'content-box', height: FOOTER_HEIGHT, borderTop: 1, borderColor: 'divider' }} />
      </Box>
    </>
  );
}
