import { createTheme } from '@mui/material/styles';
import { esES as materialEs } from '@mui/material/locale';

/**
 * A user who asked the system for less motion (prefers-reduced-motion) gets none: no transition (dialogs, menus,
 * accordions appear and go at once) and no ripple. Read once at start, as the theme is made once.
 */
const reducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const noMotion = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

/**
 * The one theme of the portal, with MUI's Spanish locale. The data grid and the date pickers take theirs
 * from the report kit (`ServerGrid`, `PickersLocalization`), so the shell does not load either library.
 */
export const theme = createTheme(
  {
    ...(reducedMotion ? noMotion : {}),
    palette: {
      primary: { main: '#00558c', contrastText: '#ffffff' },
      // The brand orange darkened to reach 4.5:1 with white text and as text on the page (issue 13 §2; #e35205 gave 3.8:1).
      secondary: { main: '#c44500', contrastText: '#ffffff' },
      background: { default: '#f4f6f8' },
    },
    typography: { fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif' },
    shape: { borderRadius: 6 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
    },
  },
  materialEs,
);
