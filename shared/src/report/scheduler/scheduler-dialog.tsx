import { useEffect, useRef, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { messages } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { reportMessages } from '../messages';
import type { ComboOption } from '../types';
import {
  applyPeriod,
  CLOSE_AFTER_SAVE_MS,
  defaultSchedulerForm,
  fromSchedulerConfig,
  hasErrors,
  hourLabel,
  HOURS,
  MAX_DAYS_LENGTH,
  MAX_NUMBER_LENGTH,
  SCHEDULER_PERIOD,
  toSchedulePayload,
  validateScheduler,
  type ReportSchedulePayload,
  type SchedulerConfig,
  type SchedulerErrors,
  type SchedulerForm,
  type SchedulerPeriod,
} from './scheduler-model';

export interface SchedulerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The saved configuration of this user and report (scheduler/GetReportScheduler), null when none. */
  load: () => Promise<SchedulerConfig | null | undefined>;
  /** Saves it (scheduler/SaveReportScheduler). */
  save: (payload: ReportSchedulePayload) => Promise<unknown>;
  /** The report's search path, sent as UrlApi. */
  urlApi: string;
  userId: string | number;
  /** The producers checked in the search, and their cores. */
  producerIds: string[];
  cores: string[];
  /** Ramo_{report} and Producto_{report} combos (datos/GetComboValues). */
  branchOptions?: ComboOption[];
  productOptions?: ComboOption[];
}

const LEGENDS: Record<SchedulerPeriod, string> = {
  0: reportMessages.legendDaily,
  1: reportMessages.legendWeekly,
  2: reportMessages.legendMonthly,
};

const noErrors: SchedulerErrors = { messages: [], fields: {} };
// Days, policy and certificate are numbers (001 §5); other keys are simply not taken.
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** 'CONFIGURAR SCHEDULER' (001 §2, §4, §5): when and with which filters a report is mailed. */
export function SchedulerDialog({
  open,
  onClose,
  load,
  save,
  urlApi,
  userId,
  producerIds,
  cores,
  branchOptions = [],
  productOptions = [],
}: SchedulerDialogProps) {
  const [form, setForm] = useState<SchedulerForm>(defaultSchedulerForm);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [errors, setErrors] = useState<SchedulerErrors>(noErrors);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!open) return undefined;
    let cancelled = false;
    setForm(defaultSchedulerForm());
    setErrors(noErrors);
    setSaveError(null);
    setSaved(false);
    setLoadError(null);
    setLoading(true);
    loadRef
      .current()
      .then((config) => !cancelled && setForm(fromSchedulerConfig(config)))
      .catch((error) => !cancelled && setLoadError(error))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [open]);

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  const update = (patch: Partial<SchedulerForm>) => setForm((current) => ({ ...current, ...patch }));
  const updateSlot = (dia: number, patch: Partial<SchedulerForm['slots'][number]>) =>
    setForm((current) => ({ ...current, slots: current.slots.map((s) => (s.dia === dia ? { ...s, ...patch } : s)) }));

  const submit = async () => {
    const found = validateScheduler(form);
    setErrors(found);
    if (hasErrors(found)) {
      setAdvancedOpen(true);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await save(toSchedulePayload(form, { urlApi, userId, producerIds, cores }));
      setSaved(true);
      closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SAVE_MS);
    } catch (error) {
      setSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  const busy = loading || saving || saved;

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby="scheduler-title" maxWidth="md" fullWidth>
      <DialogTitle id="scheduler-title">{reportMessages.schedulerTitle}</DialogTitle>
      <DialogContent>
        {loading && <CircularProgress size={24} aria-label={messages.loading} />}
        <ErrorAlert error={loadError} sx={{ mb: 2 }} />
        {errors.messages.map((text) => (
          <Alert key={text} severity="error" sx={{ mb: 1 }}>
            {text}
          </Alert>
        ))}
        <ErrorAlert error={saveError} sx={{ mb: 1 }} />
        {saved && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {reportMessages.schedulerSaved}
          </Alert>
        )}

        <FormLabel id="scheduler-period">Período</FormLabel>
        <RadioGroup
          row
          aria-labelledby="scheduler-period"
          value={String(form.period)}
          onChange={(event) => setForm((current) => applyPeriod(current, Number(event.target.value) as SchedulerPeriod))}
        >
          <FormControlLabel value={String(SCHEDULER_PERIOD.daily)} control={<Radio />} label={reportMessages.periodDaily} disabled={busy} />
          <FormControlLabel value={String(SCHEDULER_PERIOD.weekly)} control={<Radio />} label={reportMessages.periodWeekly} disabled={busy} />
          <FormControlLabel value={String(SCHEDULER_PERIOD.monthly)} control={<Radio />} label={reportMessages.periodMonthly} disabled={busy} />
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" data-testid="scheduler-legend" sx={{ mb: 1 }}>
          {LEGENDS[form.period]}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={form.enabled} onChange={(e) => update({ enabled: e.target.checked })} disabled={busy} />}
          label={reportMessages.enabled}
        />

        <Accordion expanded={advancedOpen} onChange={(_, expanded) => setAdvancedOpen(expanded)} sx={{ mt: 1 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>{reportMessages.advanced}</AccordionSummary>
          <AccordionDetails>
            <Grid container spacing={1} role="group" aria-label="Días y horarios">
              {form.slots.map((slot) => {
                const day = reportMessages.weekdays[slot.dia];
                return (
                  <Grid key={slot.dia} size={{ xs: 12, sm: 6, md: 4 }} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <FormControlLabel
                      sx={{ minWidth: 120 }}
                      control={
                        <Checkbox checked={slot.habilitado} onChange={(e) => updateSlot(slot.dia, { habilitado: e.target.checked })} disabled={busy} />
                      }
                      label={day}
                    />
                    <TextField
                      select
                      size="small"
                      label="Hora"
                      value={slot.hora}
                      onChange={(e) => updateSlot(slot.dia, { hora: Number(e.target.value) })}
                      disabled={busy || !slot.habilitado}
                      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Hora ${day}` } }}
                    >
                      {HOURS.map((hour) => (
                        <option key={hour} value={hour}>
                          {hourLabel(hour)}
                        </option>
                      ))}
                    </TextField>
                  </Grid>
                );
              })}
            </Grid>

            <Box sx={{ mt: 2 }}>
              <FormControlLabel
                control={<Checkbox checked={form.useDates} onChange={(e) => update({ useDates: e.target.checked })} disabled={busy} />}
                label={reportMessages.useDates}
              />
            </Box>
            <Grid container spacing={2} sx={{ mt: 0 }}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={reportMessages.days}
                  value={form.dias}
                  onChange={(e) => update({ dias: digitsOnly(e.target.value) })}
                  disabled={busy || form.useDates}
                  error={!!errors.fields.dias}
                  helperText={errors.fields.dias}
                  slotProps={{ htmlInput: { maxLength: MAX_DAYS_LENGTH, inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={reportMessages.dateFrom}
                  placeholder={messages.datePlaceholder}
                  value={form.fechaDesde}
                  onChange={(e) => update({ fechaDesde: e.target.value })}
                  disabled={busy || !form.useDates}
                  error={!!errors.fields.fechaDesde}
                  helperText={errors.fields.fechaDesde}
                  slotProps={{ htmlInput: { maxLength: 10 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={reportMessages.dateTo}
                  placeholder={messages.datePlaceholder}
                  value={form.fechaHasta}
                  onChange={(e) => update({ fechaHasta: e.target.value })}
                  disabled={busy || !form.useDates}
                  error={!!errors.fields.fechaHasta}
                  helperText={errors.fields.fechaHasta}
                  slotProps={{ htmlInput: { maxLength: 10 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <OptionSelect label={reportMessages.branch} value={form.ramo} options={branchOptions} onChange={(ramo) => update({ ramo })} disabled={busy} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <OptionSelect label={reportMessages.product} value={form.producto} options={productOptions} onChange={(producto) => update({ producto })} disabled={busy} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={reportMessages.policy}
                  value={form.poliza}
                  onChange={(e) => update({ poliza: digitsOnly(e.target.value) })}
                  disabled={busy}
                  slotProps={{ htmlInput: { maxLength: MAX_NUMBER_LENGTH } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={reportMessages.certificate}
                  value={form.certificado}
                  onChange={(e) => update({ certificado: digitsOnly(e.target.value) })}
                  disabled={busy}
                  slotProps={{ htmlInput: { maxLength: MAX_NUMBER_LENGTH } }}
                />
              </Grid>
            </Grid>
          </AccordionDetails>
        </Accordion>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {messages.cancel}
        </Button>
        <Button variant="contained" onClick={submit} loading={saving} disabled={loading || saved}>
          {reportMessages.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A branch or product of the schedule: 'Todos' or one of the report's combo values (a native select, as in the dialog's other fields). */
function OptionSelect({ label, value, options, onChange, disabled }: { label: string; value: string; options: ComboOption[]; onChange: (value: string) => void; disabled: boolean }) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{reportMessages.allOption}</option>
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.value}
        </option>
      ))}
    </TextField>
  );
}
