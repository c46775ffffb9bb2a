import { esES } from '@mui/x-data-grid/locales';
import { messages } from '@portal/shared';

/**
 * The DataGrid's Spanish texts with the spec's empty results (000 §8): 'No se encontraron datos.' for no rows,
 * 'No se encontraron coincidencias.' when a filter leaves none, instead of the library's own words.
 */
export const gridLocaleText = {
  ...esES.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: messages.noData,
  noResultsOverlayLabel: messages.noMatches,
};
