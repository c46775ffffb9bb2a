import type { ReactNode } from 'react';
import { Box, CircularProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { ErrorAlert } from '@portal/shared/ui';
import { STATISTICS_PERIODS } from '@portal/shared/contract/admin-oversight';
import { adminMessages as m } from '../../../messages';

interface Props {
  id: string;
  title: ReactNode;
  controls?: ReactNode;
  loading: boolean;
  error: unknown;
  children: ReactNode;
}

/** One statistics widget: its heading and filters, then its content, or the failure in its place. */
export function Widget({ id, title, controls, loading, error, children }: Props) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {controls && <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>{controls}</Box>}
      {error ? (
        <ErrorAlert error={error} />
      ) : loading ? (
        <CircularProgress aria-label={`${m.period}…`} sx={{ alignSelf: 'center' }} />
      ) : (
        children
      )}
    </Paper>
  );
}

interface PeriodProps {
  id: string;
  value: number;
  onChange: (period: number) => void;
  /** 002 §2: 'Registro de ingresos' omits 'Hoy'. */
  withoutToday?: boolean;
}

export function PeriodSelect({ id, value, onChange, withoutToday = false }: PeriodProps) {
  return (
    <TextField
      select
      size="small"
      id={id}
      label={m.period}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 200 }}
    >
      {STATISTICS_PERIODS.filter((p) => !withoutToday || p.id !== 0).map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
