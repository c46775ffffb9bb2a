import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { businessToday, messages } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { COMMUNICATION_TEXT_MAX } from '@portal/shared/contract/admin-communications';
import { PRIORITIES } from '@portal/shared/contract/comunicacion';
import { UploadModal } from '@portal/shared/report';
import { type Communication, type CommunicationInput, uploadCommunicationFile, useAdminCommunication, useSaveCommunication } from '../api/communications';
import { adminComunicacionesMessages as t } from '../messages';

type Form = Omit<Communication, 'urlBody' | 'urlLink'>;

const today = () => dayjs(businessToday()).format('YYYY-MM-DD');

/** 002 §4: a new record starts with priority 1, disabled, starting today. */
function emptyForm(): Form {
  return {
    id: 0,
    priority: 1,
    title: '',
    description: '',
    startDate: today(),
    endDate: null,
    confirmationText: null,
    enabled: false,
    sendMail: false,
    sendMailDate: null,
    confirmationRequired: false,
    bodyEmbedded: false,
  };
}

/** 002 §5: priority, title, description and start date, and the confirmation text when it is asked for. */
function isComplete(f: Form): boolean {
  return Boolean(f.priority && f.title.trim() && f.description.trim() && f.startDate && (!f.confirmationRequired || f.confirmationText?.trim()));
}

interface Props {
  /** The id to edit, 0 for a new one, null when closed. */
  id: number | null;
  onClose: () => void;
}

/**
 * 'Definición de Comunicación' (002 §2, §4, §5): load, form, save. A new one is created (POST) and then
 * reloaded so its body and attachment can be uploaded (generic upload, entities CommunicationBody and
 * CommunicationAttach); saving an existing one (PUT) closes the modal. The enabled switch waits for the
 * first save, the start date is locked once reached, and unticking confirmation clears its text.
 */
export function CommunicationFormDialog({ id, onClose }: Props) {
  const [currentId, setCurrentId] = useState(0);
  const loaded = useAdminCommunication(currentId);
  const save = useSaveCommunication();
  const { reset } = save;
  const [form, setForm] = useState<Form>(emptyForm);
  const [invalid, setInvalid] = useState(false);
  const [uploading, setUploading] = useState<'CommunicationBody' | 'CommunicationAttach' | null>(null);

  useEffect(() => {
    if (id === null) return;
    setCurrentId(id);
    setForm(emptyForm());
    setInvalid(false);
    reset();
  }, [id, reset]);

  useEffect(() => {
    if (loaded.data) {
      const { urlBody: _body, urlLink: _link, ...rest } = loaded.data;
      setForm(rest);
    }
  }, [loaded.data]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const existing = currentId > 0;
  const startLocked = existing && Boolean(loaded.data) && (loaded.data as Communication).startDate <= today();

  const submit = async () => {
    if (!isComplete(form)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const input: CommunicationInput = {
      ...form,
      title: form.title.trim(),
      description: form.description.trim(),
      endDate: form.endDate || null,
      confirmationText: form.confirmationRequired ? form.confirmationText : null,
      sendMailDate: form.sendMail ? form.sendMailDate || form.startDate : null,
    };
    const savedId = await save.mutateAsync(input).catch(() => null);
    if (savedId === null) return;
    if (existing) onClose();
    else setCurrentId(savedId);
  };

  const loading = existing && loaded.isPending;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="communication-form-title">
      <DialogTitle id="communication-form-title">{t.dialogTitle}</DialogTitle>
      <DialogContent dividers>
        {loading ? (
          <LinearProgress aria-label={messages.loading} />
        ) : loaded.isError ? (
          <ErrorAlert error={loaded.error} />
        ) : (
          <Stack spacing={2}>
            {invalid && <Alert severity="error">{t.requiredFields}</Alert>}
            <ErrorAlert error={save.error} />
            <FormControl fullWidth required>
              <InputLabel id="communication-priority-label">{t.fields.priority}</InputLabel>
              <Select labelId="communication-priority-label" label={t.fields.priority} value={form.priority} onChange={(e) => set('priority', Number(e.target.value))}>
                {Object.entries(PRIORITIES).map(([value, label]) => (
                  <MenuItem key={value} value={Number(value)}>
                    {label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <TextField label={t.fields.title} required value={form.title} onChange={(e) => set('title', e.target.value)} slotProps={{ htmlInput: { maxLength: COMMUNICATION_TEXT_MAX } }} />
            <TextField
              label={t.fields.description}
              required
              multiline
              minRows={3}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              slotProps={{ htmlInput: { maxLength: COMMUNICATION_TEXT_MAX } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t.fields.startDate}
                type="date"
                required
                fullWidth
                value={form.startDate}
                disabled={startLocked}
                helperText={startLocked ? t.startLocked : undefined}
                onChange={(e) => set('startDate', e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label={t.fields.endDate}
                type="date"
                fullWidth
                value={form.endDate ?? ''}
                onChange={(e) => set('endDate', e.target.value || null)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.confirmationRequired}
                  onChange={(e) => setForm((f) => ({ ...f, confirmationRequired: e.target.checked, confirmationText: e.target.checked ? f.confirmationText : null }))}
                />
              }
              label={t.fields.confirmationRequired}
            />
            <TextField
              label={t.fields.confirmationText}
              required={form.confirmationRequired}
              disabled={!form.confirmationRequired}
              value={form.confirmationText ?? ''}
              onChange={(e) => set('confirmationText', e.target.value)}
              slotProps={{ htmlInput: { maxLength: COMMUNICATION_TEXT_MAX } }}
            />
            <FormControlLabel control={<Checkbox checked={form.bodyEmbedded} onChange={(e) => set('bodyEmbedded', e.target.checked)} />} label={t.fields.bodyEmbedded} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <FormControlLabel control={<Checkbox checked={form.sendMail} onChange={(e) => set('sendMail', e.target.checked)} />} label={t.fields.sendMail} />
              <TextField
                label={t.fields.sendMailDate}
                type="date"
                disabled={!form.sendMail}
                value={form.sendMailDate ?? ''}
                onChange={(e) => set('sendMailDate', e.target.value || null)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <Box>
              <FormControlLabel control={<Switch checked={form.enabled} disabled={!existing} onChange={(e) => set('enabled', e.target.checked)} />} label={t.fields.enabled} />
              {!existing && <FormHelperText>{t.enabledAfterSave}</FormHelperText>}
            </Box>
            <Divider />
            <Typography variant="subtitle1" component="h3">
              {t.filesTitle}
            </Typography>
            {!existing || !loaded.data ? (
              <Typography variant="body2">{t.filesAfterSave}</Typography>
            ) : (
              <Stack spacing={1}>
                {(
                  [
                    ['CommunicationBody', t.body, t.bodyHint(loaded.data.bodyEmbedded), loaded.data.urlBody, t.uploadBody],
                    ['CommunicationAttach', t.attach, t.attachHint, loaded.data.urlLink, t.uploadAttach],
                  ] as const
                ).map(([entity, label, hint, url, action]) => (
                  <Stack key={entity} direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid={`file-${entity}`}>
                    <Typography sx={{ minWidth: 180 }}>
                      {label}: {url ? t.fileLoaded : t.noFile}
                    </Typography>
                    <Typography variant="caption" sx={{ flex: 1 }}>
                      {hint}
                    </Typography>
                    <Button variant="outlined" size="small" onClick={() => setUploading(entity)}>
                      {action}
                    </Button>
                  </Stack>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
        <Button variant="contained" onClick={submit} loading={save.isPending} disabled={loading}>
          {t.save}
        </Button>
      </DialogActions>
      <UploadModal
        open={uploading !== null}
        multiple={false}
        title={uploading === 'CommunicationBody' ? t.uploadBody : t.uploadAttach}
        onClose={() => setUploading(null)}
        onUpload={(files, onProgress) => uploadCommunicationFile(uploading ?? 'CommunicationAttach', currentId, files[0], onProgress)}
        onDone={() => void loaded.refetch()}
      />
    </Dialog>
  );
}
