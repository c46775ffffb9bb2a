import { createTheme } from '@mui/material/styles';
import { esES as materialEs } from '@mui/material/locale';

/**
 * The one theme of the portal, with MUI's Spanish locale. The data grid and the date pickers take theirs
 * from the report kit (`ServerGrid`, `PickersLocalization`), so the shell does not load either library.
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#00558c', contrastText: '#ffffff' },
      secondary: { main: '#e35205' },
      background: { default: '#f4f6f8' },
    },
    typography: { fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif' },
    shape: { borderRadius: 6 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  },
  materialEs,
);
