import { createTheme } from '@mui/material/styles';
import { esES as materialEs } from '@mui/material/locale';
import { esES as gridEs } from '@mui/x-data-grid/locales';
import { esES as pickersEs } from '@mui/x-date-pickers/locales';

/** The one theme of the portal, with Spanish locales for MUI, the data grid and the date pickers. */
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
  gridEs,
  pickersEs,
);
