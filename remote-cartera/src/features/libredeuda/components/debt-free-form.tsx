import { useMemo, useState } from 'react';
import { Alert, Button, Grid, Paper } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@portal/shared/zod';
import { ApiError, messages, saveBlob } from '@portal/shared';
import { ControlledTextField, PeriodField } from '@portal/shared/ui';
import { type SendOutcome, SendOutcomeAlerts } from '../../../components/send-outcome';
import { carteraMessages as t } from '../../../messages';
import { debtFreePeriods } from '../../../lib/periods';
import { downloadDebtFree } from '../api/download-debt-free';

const required = z.string().trim().min(1, messages.incompleteFields);

/** 001 §5: company, policy, certificate and period all required; policy digits and spaces. */
const debtFreeSchema = z.object({
  empresa: required,
  poliza: required.max(50, t.maxLength(50)).regex(/^[\d ]+$/, t.digitsOnly),
  certificado: required.max(50, t.maxLength(50)).regex(/^\d+$/, t.digitsOnly),
  periodo: required,
});
type DebtFreeValues = z.infer<typeof debtFreeSchema>;

/** 001 §9: company default VT. */
const defaults: DebtFreeValues = { empresa: 'VT', poliza: '', certificado: '', periodo: '' };

/** 001 §8: the answer's text on a non-OK answer, 'Error: ' and the message when the call fails. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== null) return error.userMessage;
  return t.networkError(error instanceof Error ? error.message : messages.unreachable);
}

export function DebtFreeForm({ userId }: { userId: number | null }) {
  const periods = useMemo(() => debtFreePeriods(), []);
  const [outcome, setOutcome] = useState<SendOutcome>(null);
  const { control, handleSubmit, reset, formState } = useForm<DebtFreeValues>({
    resolver: zodResolver(debtFreeSchema),
    defaultValues: defaults,
  });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { blob, fileName } = await downloadDebtFree({
        Empresa: values.empresa,
        Poliza: values.poliza.trim(),
        Certificado: values.certificado.trim(),
        Fecha: Number(values.periodo),
        UserId: userId ?? 0,
      });
      saveBlob(blob, fileName ?? `LibreDeuda_${values.poliza.trim()}.pdf`);
      reset(defaults);
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, title: t.debtFreeError, messages: [failureText(error)] });
    }
  });

  const fieldProps = (max: number) => ({ slotProps: { htmlInput: { maxLength: max } } });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: 2 }} aria-label={t.debtFreeTitle}>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {t.debtRule}
      </Alert>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ControlledTextField control={control} name="empresa" label={t.company} options={t.companies} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ControlledTextField control={control} name="poliza" label={t.policy} {...fieldProps(50)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ControlledTextField control={control} name="certificado" label={t.certificate} {...fieldProps(50)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <PeriodField control={control} name="periodo" label={t.period} periods={periods} />
        </Grid>
      </Grid>
      <SendOutcomeAlerts errors={formState.errors} outcome={outcome} success={t.debtFreeSuccess} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={formState.isSubmitting}>
        {t.generate}
      </Button>
    </Paper>
  );
}
