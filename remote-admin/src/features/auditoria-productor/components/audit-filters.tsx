import { Box, Button, Checkbox, FormControlLabel } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import type { Dayjs } from 'dayjs';
import { PickersLocalization } from '@portal/shared/report';
import { adminMessages as m } from '../../../messages';
import { ProducerAutocomplete, type ProducerOption } from '../../../components/producer-autocomplete';

export interface FilterState {
  from: Dayjs;
  to: Dayjs;
  onlySimulated: boolean;
  advanced: boolean;
  producer: ProducerOption | null;
}

interface Props {
  value: FilterState;
  onChange: (value: FilterState) => void;
  onClear: () => void;
  /** 002 §6: 'Ver solo productor simulado' applies to a simulator acting for a producer, unless the advanced menu is on. */
  canOnlySimulated: boolean;
}

/** The audit's controls (002 §2): date range, 'Ver solo productor simulado', 'Avanzado' with the producer search, 'Limpiar filtros'. */
export function AuditFilters({ value, onChange, onClear, canOnlySimulated }: Props) {
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  return (
    <PickersLocalization>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <DatePicker
          label={m.from}
          value={value.from}
          maxDate={value.to}
          onChange={(d) => d?.isValid() && set({ from: d })}
        />
        <DatePicker
          label={m.to}
          value={value.to}
          minDate={value.from}
          onChange={(d) => d?.isValid() && set({ to: d })}
        />
        {canOnlySimulated && (
          <FormControlLabel
            control={
              <Checkbox
                checked={value.onlySimulated}
                onChange={(e) =>
                  set({ onlySimulated: e.target.checked, ...(e.target.checked && { advanced: false, producer: null }) })
                }
              />
            }
            label={m.onlySimulated}
          />
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={value.advanced}
              onChange={(e) =>
                set({ advanced: e.target.checked, producer: null, ...(e.target.checked && { onlySimulated: false }) })
              }
            />
          }
          label={m.advanced}
        />
        {value.advanced && <ProducerAutocomplete value={value.producer} onChange={(producer) => set({ producer })} />}
        <Button variant="outlined" onClick={onClear}>
          {m.clearFilters}
        </Button>
      </Box>
    </PickersLocalization>
  );
}
