import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Grid, LinearProgress, Link, Paper, TextField, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@portal/shared/zod';
import { ApiError, messages, saveBlob } from '@portal/shared';
import { ControlledTextField, useDebouncedValue } from '@portal/shared/ui';
import { type SendOutcome, SendOutcomeAlerts } from '../../../components/send-outcome';
import { carteraMessages as t } from '../../../messages';
import { downloadPayrollTemplate } from '../api/download-payroll-template';
import { useTomador } from '../api/get-tomador';
import { sendPayroll } from '../api/send-payroll';

/** 001 §9: the page reloads 5000 ms after a successful send. */
const RELOAD_AFTER_MS = 5000;
const OBSERVATIONS_MAX = 500;

/** 001 §5: type, policy and one file required; policy digits only. */
const payrollSchema = z.object({
  type: z.string().min(1, messages.incompleteFields),
  policy: z.string().trim().min(1, messages.incompleteFields).max(50, t.maxLength(50)).regex(/^\d+$/, t.digitsOnly),
  observaciones: z.string().max(OBSERVATIONS_MAX, t.maxLength(OBSERVATIONS_MAX)),
  file: z
    .instanceof(File, { message: messages.incompleteFields })
    .nullable()
    .refine((f) => f !== null, messages.incompleteFields),
});
type PayrollValues = z.input<typeof payrollSchema>;

/** 001 §9: payroll type default AP. */
const defaults: PayrollValues = { type: 'AP', policy: '', observaciones: '', file: null };

function failure(error: unknown): SendOutcome {
  if (error instanceof ApiError && error.businessExceptions.length) {
    return { ok: false, title: t.payrollErrorTitle, messages: error.businessExceptions.map((e) => e.message) };
  }
  return {
    ok: false,
    title: t.payrollFileError,
    messages: [error instanceof ApiError ? error.userMessage : messages.generic],
  };
}

interface Props {
  userId: number | null;
  /** Called RELOAD_AFTER_MS after success (001 §4: the page reloads). */
  onReload?: () => void;
}

export function PayrollForm({ userId, onReload = () => window.location.reload() }: Props) {
  const [outcome, setOutcome] = useState<SendOutcome>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [templateError, setTemplateError] = useState<unknown>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { control, handleSubmit, formState, setValue } = useForm<PayrollValues>({
    resolver: zodResolver(payrollSchema),
    defaultValues: defaults,
  });
  const policy = useWatch({ control, name: 'policy' });
  const file = useWatch({ control, name: 'file' });
  // A short wait before looking up the policyholder, so typing does not ask once per key.
  const tomador = useTomador(useDebouncedValue(policy.trim(), 400));
  const holder = tomador.data ?? '';

  useEffect(() => {
    if (!outcome?.ok) return undefined;
    const timer = setTimeout(onReload, RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [outcome, onReload]);

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    setProgress(0);
    try {
      await sendPayroll(
        {
          type: values.type,
          policy: values.policy.trim(),
          file: values.file!,
          userId: userId ?? 0,
          tomador: holder,
          observaciones: values.observaciones,
        },
        setProgress,
      );
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome(failure(error));
    } finally {
      setProgress(null);
    }
  });

  const getTemplate = async () => {
    setTemplateError(null);
    try {
      const { blob, fileName } = await downloadPayrollTemplate();
      saveBlob(blob, fileName ?? 'NominaModeloValido.xlsx');
    } catch (error) {
      setTemplateError(error);
    }
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: 2 }} aria-label={t.payrollTitle}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ControlledTextField control={control} name="type" label={t.payrollType} options={t.payrollTypes} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ControlledTextField
            control={control}
            name="policy"
            label={t.policy}
            slotProps={{ htmlInput: { maxLength: 50, inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label={t.holder}
            value={holder}
            fullWidth
            size="small"
            error={tomador.isError}
            helperText={
              tomador.isError
                ? tomador.error instanceof ApiError
                  ? tomador.error.userMessage
                  : messages.generic
                : undefined
            }
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: !!holder || undefined } }}
          />
        </Grid>
        <Grid size={12}>
          <ControlledTextField
            control={control}
            name="observaciones"
            label={t.observations}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: OBSERVATIONS_MAX } }}
          />
        </Grid>
        <Grid size={12}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => fileInput.current?.click()}>
              {t.chooseFile}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label={t.file}
              accept=".xlsx,.xls,.csv,.txt"
              onChange={(event) => {
                setValue('file', event.target.files?.[0] ?? null, { shouldValidate: formState.isSubmitted });
                event.target.value = '';
              }}
            />
            <Typography variant="body2">{file?.name ?? messages.selectFile}</Typography>
            <Link component="button" type="button" onClick={() => void getTemplate()}>
              {t.templateLink}
            </Link>
          </Box>
          {formState.errors.file && (
            <Typography variant="caption" color="error">
              {formState.errors.file.message}
            </Typography>
          )}
        </Grid>
      </Grid>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} aria-label={t.send} />
      )}
      {templateError !== null && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setTemplateError(null)}>
          {templateError instanceof ApiError ? templateError.userMessage : messages.generic}
        </Alert>
      )}
      <SendOutcomeAlerts errors={formState.errors} outcome={outcome} success={t.payrollSuccess} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={formState.isSubmitting} disabled={outcome?.ok}>
        {t.send}
      </Button>
    </Paper>
  );
}
