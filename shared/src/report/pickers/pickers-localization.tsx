import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { esES } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/es';

const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Spanish date pickers (DD/MM/YYYY, dayjs 'es'). Lives in the report kit, not in the shell's providers,
 * so the pickers library loads with the first screen that uses one, never on the shell's first paint.
 */
export function PickersLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
