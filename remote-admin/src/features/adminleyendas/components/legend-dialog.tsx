import { useState } from 'react';
import { Alert, Box, Dialog, DialogTitle, FormControlLabel, Switch, TextField } from '@mui/material';
import dayjs from 'dayjs';
import { businessToday, formatDateTime } from '@portal/shared';
import { DateField } from '@portal/shared/ui';
import * as adminContent from '@portal/shared/contract/admin-content';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { SelectField } from '../../../components/select-field';
import { RecordDialogBody } from '../../../components/record-dialog-body';
import { useLabel } from '../api/get-label';
import { useSaveLabel } from '../api/save-label';
import { legendMessages as t } from '../messages';

type Form = {
  Id: number;
  Section: string;
  Type: string;
  Description: string;
  Text: string;
  Enabled: boolean;
  StartDate: string;
  EndDate: string;
};

const today = () => dayjs(businessToday()).format('YYYY-MM-DD');
const blank = (): Form => ({
  Id: 0,
  Section: '',
  Type: '',
  Description: '',
  Text: '',
  Enabled: true,
  StartDate: today(),
  EndDate: '',
});

interface Props {
  /** 0 for a new legend. */
  id: number;
  onClose: (saved: boolean) => void;
}

/** 'Definición de Leyenda' (002 §2, §4, §5): loads the legend, then its form, then saves it. */
export function LegendDialog({ id, onClose }: Props) {
  const loaded = useLabel(id);
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="legend-dialog-title" maxWidth="md" fullWidth>
      <DialogTitle id="legend-dialog-title">{t.modalTitle}</DialogTitle>
      <RecordDialogBody existing={id > 0} read={loaded} closeLabel={t.close} onClose={() => onClose(false)}>
        <LegendForm
          initial={
            loaded.data
              ? { ...loaded.data, StartDate: loaded.data.StartDate ?? '', EndDate: loaded.data.EndDate ?? '' }
              : blank()
          }
          finishDate={loaded.data?.FinishDate ?? null}
          onClose={onClose}
        />
      </RecordDialogBody>
    </Dialog>
  );
}

function LegendForm({
  initial,
  finishDate,
  onClose,
}: {
  initial: Form;
  finishDate: string | null;
  onClose: Props['onClose'];
}) {
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const save = useSaveLabel();
  // 002 §4: read-only when not enabled; the start date is locked once reached.
  const readOnly = initial.Id > 0 && !initial.Enabled;
  const startLocked = readOnly || (initial.Id > 0 && initial.StartDate !== '' && initial.StartDate <= today());
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  const submit = () => {
    const parsed = adminContent.LabelInput.safeParse({ ...form, EndDate: form.EndDate || null });
    if (!parsed.success) {
      const found: Partial<Record<keyof Form, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Form;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: () => onClose(true) });
  };

  const field = (key: keyof Form) => ({
    id: `legend-${key}`,
    error: Boolean(errors[key]),
    helperText: errors[key],
    disabled: readOnly,
    fullWidth: true,
  });

  return (
    <FormDialogFrame
      error={save.error}
      busy={save.isPending}
      onCancel={() => onClose(false)}
      onConfirm={submit}
      readOnly={readOnly}
    >
      {finishDate && <Alert severity="info">{t.finishDate(formatDateTime(finishDate))}</Alert>}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <SelectField
          label={t.section}
          value={form.Section}
          onChange={set('Section')}
          options={adminContent.LEGEND_SECTIONS.map((s) => [s, adminContent.LEGEND_SECTION_NAMES[s]] as const)}
          required
          {...field('Section')}
        />
        <SelectField
          label={t.type}
          value={form.Type}
          onChange={set('Type')}
          options={adminContent.LEGEND_TYPES.map((s) => [s, adminContent.LEGEND_TYPE_NAMES[s]] as const)}
          required
          {...field('Type')}
        />
      </Box>
      <TextField
        label={t.description}
        value={form.Description}
        onChange={(e) => set('Description')(e.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: 250 } }}
        {...field('Description')}
      />
      <TextField
        label={t.text}
        value={form.Text}
        onChange={(e) => set('Text')(e.target.value)}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
        {...field('Text')}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <DateField
          label={t.startDate}
          value={form.StartDate}
          onChange={set('StartDate')}
          required
          {...field('StartDate')}
          disabled={startLocked}
        />
        <DateField label={t.endDate} value={form.EndDate} onChange={set('EndDate')} {...field('EndDate')} />
      </Box>
      <FormControlLabel
        control={
          <Switch checked={!form.Enabled} onChange={(e) => set('Enabled')(!e.target.checked)} disabled={readOnly} />
        }
        label={t.inactivate}
      />
    </FormDialogFrame>
  );
}
