import type { GridLocaleText } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { messages } from '@portal/shared';

/**
 * The DataGrid's Spanish texts with the spec's empty results (000 §8) instead of the library's own words:
 * 'No se encontraron datos.' for no rows, 'No se encontraron coincidencias.' when a filter leaves none. A
 * report screen that names its own empty text passes it for both. Its own entry ('@portal/shared/grid-locale'),
 * outside the report kit's index, so that only screens that draw a grid load the grid's locales.
 */
export function gridLocaleText(
  noRows: string = messages.noData,
  noMatches: string = messages.noMatches,
): Partial<GridLocaleText> {
  return {
    ...esES.components.MuiDataGrid.defaultProps.localeText,
    noRowsLabel: noRows,
    noResultsOverlayLabel: noMatches,
  };
}
