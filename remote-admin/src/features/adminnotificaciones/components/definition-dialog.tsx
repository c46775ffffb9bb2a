import { useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { ErrorAlert } from '@portal/shared/ui';
import * as adminContent from '@portal/shared/contract/admin-content';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { RecordDialogBody } from '../../../components/record-dialog-body';
import { useDefinition, useSaveDefinition } from '../api/definitions';
import { useUploadAttachment } from '../api/upload-attachment';
import { notificationAdminMessages as t } from '../messages';

type Definition = adminContent.NotificationDefinition;
type Errors = Partial<Record<keyof Definition, string>>;

const blank: Definition = {
  id: 0,
  urlApi: '',
  description: '',
  editMessage: true,
  editDestination: true,
  editScheduler: true,
  webUse: true,
  webTitle: '',
  webText: '',
  webLink: '',
  mailUse: false,
  mailSubject: '',
  mailBody: '',
  enabled: false,
};

interface Props {
  id: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The notification definition modal (002 §2, §4, §5): tabs web notice and e-mail. A new definition
 * (id 0) is reloaded once created, so a file can be attached and it can be enabled; saving an existing
 * one closes the modal.
 */
export function DefinitionDialog({ id: initialId, onClose, onSaved }: Props) {
  const [id, setId] = useState(initialId);
  const loaded = useDefinition(id);
  return (
    <Dialog open onClose={onClose} aria-labelledby="definition-dialog-title" maxWidth="md" fullWidth>
      <DialogTitle id="definition-dialog-title">{t.modalTitle}</DialogTitle>
      <RecordDialogBody existing={id > 0} read={loaded} closeLabel={t.close} onClose={onClose}>
        <DefinitionForm
          key={id}
          initial={loaded.data ?? blank}
          justCreated={initialId === 0 && id > 0}
          onCreated={(newId) => {
            setId(newId);
            onSaved();
          }}
          onClose={onClose}
          onSaved={() => {
            onSaved();
            onClose();
          }}
        />
      </RecordDialogBody>
    </Dialog>
  );
}

function DefinitionForm({
  initial,
  justCreated,
  onCreated,
  onClose,
  onSaved,
}: {
  initial: Definition;
  justCreated: boolean;
  onCreated: (id: number) => void;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<Definition>({
    ...initial,
    webTitle: initial.webTitle ?? '',
    webText: initial.webText ?? '',
    mailSubject: initial.mailSubject ?? '',
    mailBody: initial.mailBody ?? '',
  });
  const [tab, setTab] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveDefinition();
  const upload = useUploadAttachment(initial.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof Definition>(key: K, value: Definition[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = () => {
    const parsed = adminContent.NotificationDefinitionInput.safeParse(form);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Definition] ??= issue.message;
      setErrors(found);
      if (found.webTitle || found.webText) setTab(0);
      else if (found.mailSubject || found.mailBody) setTab(1);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: (newId) => (initial.id === 0 ? onCreated(newId) : onSaved()) });
  };

  const text = (
    key: 'description' | 'webTitle' | 'webText' | 'mailSubject' | 'mailBody',
    label: string,
    extra: object = {},
  ) => (
    <TextField
      id={`definition-${key}`}
      label={label}
      value={form[key] ?? ''}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
      slotProps={{ htmlInput: { maxLength: 1000 } }}
      {...extra}
    />
  );
  const flag = (
    key: 'editMessage' | 'editDestination' | 'editScheduler' | 'enabled' | 'webUse' | 'mailUse',
    label: string,
    disabled = false,
  ) => (
    <FormControlLabel
      control={<Switch checked={form[key]} onChange={(e) => set(key, e.target.checked)} disabled={disabled} />}
      label={label}
    />
  );

  return (
    <FormDialogFrame error={save.error} busy={save.isPending} onCancel={onClose} onConfirm={submit}>
      {justCreated && <Alert severity="success">{t.saved}</Alert>}
      {text('description', t.description, { required: true })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {flag('editMessage', t.editMessage)}
        {flag('editDestination', t.editDestination)}
        {flag('editScheduler', t.editScheduler)}
        {/* 002 §4: the enabled switch is disabled while id is 0. */}
        {flag('enabled', t.enabled, initial.id === 0)}
      </Box>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label={t.modalTitle}>
        <Tab label={t.webTab} id="definition-tab-web" aria-controls="definition-panel-web" />
        <Tab label={t.mailTab} id="definition-tab-mail" aria-controls="definition-panel-mail" />
      </Tabs>
      <TabPanel name="web" hidden={tab !== 0}>
        {flag('webUse', t.webUse)}
        {text('webTitle', t.webTitle, { disabled: !form.webUse })}
        {text('webText', t.webText, { disabled: !form.webUse, multiline: true, minRows: 4 })}
        <Box>
          <Typography variant="subtitle2">{t.attachment}</Typography>
          {initial.id === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t.attachmentAfterSave}
            </Typography>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" component="label" disabled={!form.webUse || upload.isPending}>
                {t.attachment}
                <input
                  ref={fileInput}
                  hidden
                  type="file"
                  aria-label={t.attachment}
                  accept=".pdf,.jpg,.jpeg,.png"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) upload.mutate(file, { onSuccess: (name) => set('webLink', name) });
                    if (fileInput.current) fileInput.current.value = '';
                  }}
                />
              </Button>
              {form.webLink && <Typography variant="body2">{t.attachmentCurrent(form.webLink)}</Typography>}
            </Stack>
          )}
          <ErrorAlert error={upload.error} sx={{ mt: 1 }} />
        </Box>
      </TabPanel>
      <TabPanel name="mail" hidden={tab !== 1}>
        {flag('mailUse', t.mailUse)}
        {text('mailSubject', t.mailSubject, { disabled: !form.mailUse })}
        {text('mailBody', t.mailBody, { disabled: !form.mailUse, multiline: true, minRows: 4 })}
      </TabPanel>
    </FormDialogFrame>
  );
}

/** One tab's fields of the definition (web notice or e-mail), named by its tab. */
function TabPanel({ name, hidden, children }: { name: 'web' | 'mail'; hidden: boolean; children: ReactNode }) {
  return (
    <Stack
      spacing={2}
      role="tabpanel"
      id={`definition-panel-${name}`}
      aria-labelledby={`definition-tab-${name}`}
      hidden={hidden}
    >
      {children}
    </Stack>
  );
}
