import { useEffect, useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { messages, queryClient } from '@portal/shared';
import { useQuery } from '@portal/shared/query';
import { DialogFrame, ErrorAlert } from '@portal/shared/ui';
import { reportMessages } from '../messages';
import type { ComboOption } from '../types';
import {
  applyPeriod,
  CLOSE_AFTER_SAVE_MS,
  defaultSchedulerForm,
  fromSchedulerConfig,
  hourLabel,
  HOURS,
  MAX_DAYS_LENGTH,
  MAX_NUMBER_LENGTH,
  SCHEDULER_PERIOD,
  SCHEDULER_RULE_KEYS,
  schedulerFormSchema,
  toSchedulePayload,
  type ReportSchedulePayload,
  type SchedulerConfig,
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

// Days, policy and certificate are numbers (001 §5); other keys are simply not taken.
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * 'CONFIGURAR SCHEDULER' (001 §2, §4, §5): when and with which filters a report is mailed. Each opening is a
 * new form over a new read of the saved schedule, as the dialog showed before react-hook-form: what is saved
 * now, never what the last opening left typed.
 */
export function SchedulerDialog(props: SchedulerDialogProps) {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  // React's "adjusting state when a prop changes": the closed dialog keeps its body (it fades out), the next
  // opening mounts a new one.
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpening((count) => count + 1);
  }
  return <SchedulerDialogBody key={opening} {...props} />;
}

function SchedulerDialogBody({
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
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The portal's one query client, named so that the dialog also works outside PortalProviders; this body's
  // own key (one per opening), read once and dropped when it closes. A failed read is shown, not retried.
  const instance = useId();
  const schedule = useQuery(
    {
      queryKey: ['report-schedule', urlApi, String(userId), instance],
      queryFn: async () => (await load()) ?? null,
      enabled: open,
      retry: false,
      staleTime: Infinity,
      gcTime: 0,
    },
    queryClient,
  );
  const context = { urlApi, userId, producerIds, cores };
  const form = useForm<SchedulerForm>({
    defaultValues: defaultSchedulerForm(),
    // The saved schedule once it is read (its defaults when none is saved).
    values: schedule.data === undefined ? undefined : fromSchedulerConfig(schedule.data),
    resolver: zodResolver(schedulerFormSchema(context)),
    // 001 §5's messages answer a click on Guardar: they stay as they are while the user corrects the form.
    reValidateMode: 'onSubmit',
  });
  const { control, handleSubmit, setValue } = form;
  const errors = form.formState.errors;
  const values = useWatch({ control });
  const period = (values.period ?? SCHEDULER_PERIOD.weekly) as SchedulerPeriod;
  const useDates = values.useDates ?? false;
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  // The save is the form's submit (react-hook-form's isSubmitting while it runs); once saved the dialog says
  // so and closes CLOSE_AFTER_SAVE_MS later.
  const submit = handleSubmit(
    async (valid) => {
      setSaveError(null);
      try {
        await save(toSchedulePayload(valid, context));
        setSaved(true);
        closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SAVE_MS);
      } catch (error) {
        setSaveError(error);
      }
    },
    () => setAdvancedOpen(true),
  );

  const loading = schedule.isFetching;
  const saving = form.formState.isSubmitting;
  const busy = loading || saving || saved;
  const ruleMessages = SCHEDULER_RULE_KEYS.flatMap((key) => errors[key]?.message ?? []);
  const slots = values.slots ?? [];

  return (
    <DialogFrame
      open={open}
      title={reportMessages.schedulerTitle}
      maxWidth="md"
      busy={saving}
      onClose={onClose}
      confirmLabel={reportMessages.save}
      onConfirm={submit}
      confirmDisabled={loading || saved}
    >
      {loading && <CircularProgress size={24} aria-label={messages.loading} />}
      <ErrorAlert error={schedule.error} sx={{ mb: 2 }} />
      {ruleMessages.map((text) => (
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
        value={String(period)}
        onChange={(event) => {
          const next = applyPeriod(form.getValues(), Number(event.target.value) as SchedulerPeriod);
          setValue('period', next.period);
          setValue('slots', next.slots);
        }}
      >
        <FormControlLabel
          value={String(SCHEDULER_PERIOD.daily)}
          control={<Radio />}
          label={reportMessages.periodDaily}
          disabled={busy}
        />
        <FormControlLabel
          value={String(SCHEDULER_PERIOD.weekly)}
          control={<Radio />}
          label={reportMessages.periodWeekly}
          disabled={busy}
        />
        <FormControlLabel
          value={String(SCHEDULER_PERIOD.monthly)}
          control={<Radio />}
          label={reportMessages.periodMonthly}
          disabled={busy}
        />
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" data-testid="scheduler-legend" sx={{ mb: 1 }}>
        {LEGENDS[period]}
      </Typography>
      <Controller
        name="enabled"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} disabled={busy} />
            }
            label={reportMessages.enabled}
          />
        )}
      />

      <Accordion expanded={advancedOpen} onChange={(_, expanded) => setAdvancedOpen(expanded)} sx={{ mt: 1 }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>{reportMessages.advanced}</AccordionSummary>
        <AccordionDetails>
          <Grid container spacing={1} role="group" aria-label="Días y horarios">
            {slots.map((slot, index) => {
              const day = reportMessages.weekdays[slot.dia ?? index];
              return (
                <Grid
                  key={slot.dia}
                  size={{ xs: 12, sm: 6, md: 4 }}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  <Controller
                    name={`slots.${index}.habilitado`}
                    control={control}
                    render={({ field }) => (
                      <FormControlLabel
                        sx={{ minWidth: 120 }}
                        control={
                          <Checkbox
                            checked={field.value}
                            onChange={(e) => field.onChange(e.target.checked)}
                            disabled={busy}
                          />
                        }
                        label={day}
                      />
                    )}
                  />
                  <Controller
                    name={`slots.${index}.hora`}
                    control={control}
                    render={({ field }) => (
                      <TextField
                        select
                        size="small"
                        label="Hora"
                        value={field.value}
                        onChange={(e) => field.onChange(Number(e.target.value))}
                        disabled={busy || !slot.habilitado}
                        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Hora ${day}` } }}
                      >
                        {HOURS.map((hour) => (
                          <option key={hour} value={hour}>
                            {hourLabel(hour)}
                          </option>
                        ))}
                      </TextField>
                    )}
                  />
                </Grid>
              );
            })}
          </Grid>

          <Box sx={{ mt: 2 }}>
            <Controller
              name="useDates"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      disabled={busy}
                    />
                  }
                  label={reportMessages.useDates}
                />
              )}
            />
          </Box>
          <Grid container spacing={2} sx={{ mt: 0 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller
                name="dias"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    fullWidth
                    size="small"
                    label={reportMessages.days}
                    value={field.value}
                    onChange={(e) => field.onChange(digitsOnly(e.target.value))}
                    disabled={busy || useDates}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    slotProps={{ htmlInput: { maxLength: MAX_DAYS_LENGTH, inputMode: 'numeric' } }}
                  />
                )}
              />
            </Grid>
            {(['fechaDesde', 'fechaHasta'] as const).map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 4 }}>
                <Controller
                  name={name}
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      fullWidth
                      size="small"
                      label={name === 'fechaDesde' ? reportMessages.dateFrom : reportMessages.dateTo}
                      placeholder={messages.datePlaceholder}
                      value={field.value}
                      onChange={(e) => field.onChange(e.target.value)}
                      disabled={busy || !useDates}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                      slotProps={{ htmlInput: { maxLength: 10 } }}
                    />
                  )}
                />
              </Grid>
            ))}
            {(
              [
                ['ramo', reportMessages.branch, branchOptions],
                ['producto', reportMessages.product, productOptions],
              ] as const
            ).map(([name, label, options]) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <Controller
                  name={name}
                  control={control}
                  render={({ field }) => (
                    <OptionSelect
                      label={label}
                      value={field.value}
                      options={options}
                      onChange={field.onChange}
                      disabled={busy}
                    />
                  )}
                />
              </Grid>
            ))}
            {(
              [
                ['poliza', reportMessages.policy],
                ['certificado', reportMessages.certificate],
              ] as const
            ).map(([name, label]) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <Controller
                  name={name}
                  control={control}
                  render={({ field }) => (
                    <TextField
                      fullWidth
                      size="small"
                      label={label}
                      value={field.value}
                      onChange={(e) => field.onChange(digitsOnly(e.target.value))}
                      disabled={busy}
                      slotProps={{ htmlInput: { maxLength: MAX_NUMBER_LENGTH } }}
                    />
                  )}
                />
              </Grid>
            ))}
          </Grid>
        </AccordionDetails>
      </Accordion>
    </DialogFrame>
  );
}

/** A branch or product of the schedule: 'Todos' or one of the report's combo values (a native select, as in the dialog's other fields). */
function OptionSelect({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  options: ComboOption[];
  onChange: (value: string) => void;
  disabled: boolean;
}) {
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
