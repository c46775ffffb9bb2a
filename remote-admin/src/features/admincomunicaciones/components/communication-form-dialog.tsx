import { useState } from 'react';
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
import { DateField, ErrorAlert } from '@portal/shared/ui';
import { COMMUNICATION_TEXT_MAX, CommunicationInput } from '@portal/shared/contract/admin-communications';
import { PRIORITIES } from '@portal/shared/contract/comunicacion';
import { UploadModal } from '@portal/shared/report';
import {
  type Communication,
  uploadCommunicationFile,
  useAdminCommunication,
  useSaveCommunication,
} from '../api/communications';
import { adminComunicacionesMessages as t } from '../messages';

type Form = Omit<Communication, 'urlBody' | 'urlLink'>;
type Errors = Partial<Record<keyof Form, string>>;
type FileEntity = 'CommunicationBody' | 'CommunicationAttach';

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

function formOf({ urlBody: _body, urlLink: _link, ...rest }: Communication): Form {
  return rest;
}

/** 002 §5: priority, title, description and start date, and the confirmation text when it is asked for. */
function isComplete(f: Form): boolean {
  return Boolean(
    f.priority &&
    f.title.trim() &&
    f.description.trim() &&
    f.startDate &&
    (!f.confirmationRequired || f.confirmationText?.trim()),
  );
}

interface Props {
  /** The id to edit, 0 for a new one. */
  id: number;
  onClose: () => void;
}

/**
 * 'Definición de Comunicación' (002 §2, §4, §5): load, form, save. A new one is created (POST) and then
 * reloaded so its body and attachment can be uploaded (generic upload, entities CommunicationBody and
 * CommunicationAttach); saving an existing one (PUT) closes the modal. Mounted only while editing, so each
 * opening fills the form from the record, cached or not.
 */
export function CommunicationFormDialog({ id, onClose }: Props) {
  const [currentId, setCurrentId] = useState(id);
  const loaded = useAdminCommunication(currentId);
  const existing = currentId > 0;
  const notReady =
    existing && loaded.isPending ? (
      <LinearProgress aria-label={messages.loading} />
    ) : existing && !loaded.data ? (
      <ErrorAlert error={loaded.error} />
    ) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="communication-form-title">
      <DialogTitle id="communication-form-title">{t.dialogTitle}</DialogTitle>
      {notReady ? (
        <>
          <DialogContent dividers>{notReady}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </>
      ) : (
        <CommunicationForm
          key={currentId}
          stored={loaded.data}
          reload={async () => !(await loaded.refetch()).isError}
          onCreated={setCurrentId}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

interface FormProps {
  /** The record as stored; undefined for a new one. */
  stored: Communication | undefined;
  /** Reloads the record after an upload: false when that failed. */
  reload: () => Promise<boolean>;
  onCreated: (id: number) => void;
  onClose: () => void;
}

/** The form: the enabled switch waits for the first save, the start date is locked once reached, and unticking confirmation clears its text. */
function CommunicationForm({ stored, reload, onCreated, onClose }: FormProps) {
  const save = useSaveCommunication();
  const [form, setForm] = useState<Form>(() => (stored ? formOf(stored) : emptyForm()));
  const [invalid, setInvalid] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState<FileEntity | null>(null);
  const [uploadFailed, setUploadFailed] = useState(false);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fieldError = (key: keyof Form) => ({ error: Boolean(errors[key]), helperText: errors[key] });
  const existing = stored !== undefined;
  const startLocked = existing && stored.startDate <= today();

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
    // The contract's other rules (an end date before the start) show under their field, not as the api's generic refusal.
    const checked = CommunicationInput.safeParse(input);
    const found: Errors = {};
    for (const issue of checked.error?.issues ?? []) found[issue.path[0] as keyof Form] ??= issue.message;
    setErrors(found);
    if (!checked.success) return;
    const savedId = await save.mutateAsync(input).catch(() => null);
    if (savedId === null) return;
    if (existing) onClose();
    else onCreated(savedId);
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          {invalid && <Alert severity="error">{t.requiredFields}</Alert>}
          <ErrorAlert error={save.error} />
          <FormControl fullWidth required>
            <InputLabel id="communication-priority-label">{t.fields.priority}</InputLabel>
            <Select
              labelId="communication-priority-label"
              label={t.fields.priority}
              value={form.priority}
              onChange={(e) => set('priority', Number(e.target.value))}
            >
              {Object.entries(PRIORITIES).map(([value, label]) => (
                <MenuItem key={value} value={Number(value)}>
                  {label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <TextField
            label={t.fields.title}
            required
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
            {...fieldError('title')}
            slotProps={{ htmlInput: { maxLength: COMMUNICATION_TEXT_MAX } }}
          />
          <TextField
            label={t.fields.description}
            required
            multiline
            minRows={3}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            {...fieldError('description')}
            slotProps={{ htmlInput: { maxLength: COMMUNICATION_TEXT_MAX } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              label={t.fields.startDate}
              required
              fullWidth
              value={form.startDate}
              disabled={startLocked}
              error={Boolean(errors.startDate)}
              helperText={errors.startDate ?? (startLocked ? t.startLocked : undefined)}
              onChange={(v) => set('startDate', v)}
            />
            <DateField
              label={t.fields.endDate}
              fullWidth
              value={form.endDate}
              onChange={(v) => set('endDate', v || null)}
              {...fieldError('endDate')}
            />
          </Stack>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.confirmationRequired}
                onChange={(e) =>
                  setForm((f) => ({
                    ...f,
                    confirmationRequired: e.target.checked,
                    confirmationText: e.target.checked ? f.confirmationText : null,
                  }))
                }
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
            {...fieldError('confirmationText')}
            slotProps={{ htmlInput: { maxLength: COMMUNICATION_TEXT_MAX } }}
          />
          <FormControlLabel
            control={<Checkbox checked={form.bodyEmbedded} onChange={(e) => set('bodyEmbedded', e.target.checked)} />}
            label={t.fields.bodyEmbedded}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormControlLabel
              control={<Checkbox checked={form.sendMail} onChange={(e) => set('sendMail', e.target.checked)} />}
              label={t.fields.sendMail}
            />
            <DateField
              label={t.fields.sendMailDate}
              disabled={!form.sendMail}
              value={form.sendMailDate}
              onChange={(v) => set('sendMailDate', v || null)}
              {...fieldError('sendMailDate')}
            />
          </Stack>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={form.enabled}
                  disabled={!existing}
                  onChange={(e) => set('enabled', e.target.checked)}
                />
              }
              label={t.fields.enabled}
            />
            {!existing && <FormHelperText>{t.enabledAfterSave}</FormHelperText>}
          </Box>
          <Divider />
          <Typography variant="subtitle1" component="h3">
            {t.filesTitle}
          </Typography>
          {!existing ? (
            <Typography variant="body2">{t.filesAfterSave}</Typography>
          ) : (
            <Stack spacing={1}>
              {/* 002 §8: a reload that fails after an upload keeps the form and says so. */}
              {uploadFailed && <Alert severity="error">{t.uploadFailed}</Alert>}
              {(
                [
                  ['CommunicationBody', t.body, t.bodyHint(stored.bodyEmbedded), stored.urlBody, t.uploadBody],
                  ['CommunicationAttach', t.attach, t.attachHint, stored.urlLink, t.uploadAttach],
                ] as const
              ).map(([entity, label, hint, url, action]) => (
                <Stack
                  key={entity}
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'center' }}
                  data-testid={`file-${entity}`}
                >
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          {t.save}
        </Button>
      </DialogActions>
      {existing && (
        <UploadModal
          open={uploading !== null}
          multiple={false}
          title={uploading === 'CommunicationBody' ? t.uploadBody : t.uploadAttach}
          onClose={() => setUploading(null)}
          onUpload={(files, onProgress) =>
            uploadCommunicationFile(uploading ?? 'CommunicationAttach', stored.id, files[0], onProgress)
          }
          onDone={() => void reload().then((ok) => setUploadFailed(!ok))}
        />
      )}
    </>
  );
}
