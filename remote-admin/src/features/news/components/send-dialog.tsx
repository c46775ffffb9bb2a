import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { messages } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';
import { ProducerAutocomplete, type ProducerOption } from '../../../components/producer-autocomplete';
import type { Notice } from '../api/get-notices';
import { useSendNotice } from '../api/send-notice';
import { failureText } from '../failure-text';
import { newsAdminMessages as t } from '../messages';
import { useFleetingNotice } from '../use-fleeting-notice';

interface Props {
  notice: Notice;
  onClose: () => void;
  /** After a sending: whether the rest goes on in the background job. */
  onSent: (queued: boolean) => void;
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/** The send modal (002 §2, §5 "Send notice"): all producers or chosen ones, extra addresses, a test to one address. */
export function SendDialog({ notice, onClose, onSent }: Props) {
  const send = useSendNotice();
  const test = useSendNotice();
  const [all, setAll] = useState(false);
  const [chosen, setChosen] = useState<ProducerOption[]>([]);
  const [extraOn, setExtraOn] = useState(false);
  const [extra, setExtra] = useState('');
  const [testEmail, setTestEmail] = useState('');
  const [error, setError] = useState<{ field: 'recipients' | 'extra' | 'test'; message: string } | null>(null);
  const [testSent, showTestSent] = useFleetingNotice();
  const id = notice.Id as number;

  const toggleExtra = (on: boolean) => {
    // 002 §5: the option stays on while addresses are entered.
    if (!on && extra.trim()) return setError({ field: 'extra', message: t.extraEmailsLocked });
    setError(null);
    setExtraOn(on);
  };

  const submit = () => {
    const body = {
      News: id,
      AllProducers: all,
      UserIds: all ? [] : chosen.map((p) => p.id),
      ExtraEmails: extraOn ? extra : '',
    };
    const checked = adminContent.sendNews.body!.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setError({ field: issue.path[0] === 'ExtraEmails' ? 'extra' : 'recipients', message: issue.message });
    }
    setError(null);
    send.mutate(body, { onSuccess: (answer) => onSent(answer.queued) });
  };

  // 002 §4's 2-second wait before a test send gave the browser time to read the chosen files; this sends the
  // stored notice by its id, so there is nothing to wait for.
  const sendTest = () => {
    const message = testEmail.trim()
      ? firstIssue(adminContent.sendNews.body!.safeParse({ News: id, Email: testEmail }))
      : messages.required;
    if (message) return setError({ field: 'test', message });
    setError(null);
    test.mutate({ News: id, Email: testEmail.trim(), ExtraEmails: '' }, { onSuccess: () => showTestSent(t.mailSent) });
  };

  const busy = send.isPending || test.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="send-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="send-dialog-title">{t.sendTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            {t.title}: <strong>{notice.Title}</strong>
          </Typography>
          <RadioGroup
            row
            aria-label={t.recipients}
            value={all ? 'all' : 'chosen'}
            onChange={(e) => setAll(e.target.value === 'all')}
          >
            <FormControlLabel value="all" control={<Radio />} label={t.allProducers} />
            <FormControlLabel value="chosen" control={<Radio />} label={t.chosenProducers} />
          </RadioGroup>
          {!all && (
            <Box>
              <ProducerAutocomplete
                label={t.addProducer}
                value={null}
                onChange={(p) => p && setChosen((list) => (list.some((c) => c.id === p.id) ? list : [...list, p]))}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }} aria-label={t.chosenProducers} role="list">
                {chosen.map((p) => (
                  <Chip
                    key={p.id}
                    role="listitem"
                    label={p.value}
                    title={t.removeProducer(p.value)}
                    onDelete={() => setChosen((list) => list.filter((c) => c.id !== p.id))}
                  />
                ))}
              </Box>
            </Box>
          )}
          {error?.field === 'recipients' && <FormHelperText error>{error.message}</FormHelperText>}
          <FormControlLabel
            control={<Switch checked={extraOn} onChange={(e) => toggleExtra(e.target.checked)} />}
            label={t.extraEmailsOption}
          />
          {extraOn && (
            <TextField
              id="send-extra"
              label={t.extraEmails}
              value={extra}
              onChange={(e) => setExtra(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
              multiline
              fullWidth
            />
          )}
          {error?.field === 'extra' && <FormHelperText error>{error.message}</FormHelperText>}
          {send.isError && <Alert severity="error">{failureText(send.error, t.mailFailed)}</Alert>}
          <Divider />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              id="send-test"
              type="email"
              label={t.testEmail}
              value={testEmail}
              onChange={(e) => setTestEmail(e.target.value)}
              error={error?.field === 'test'}
              helperText={error?.field === 'test' ? error.message : undefined}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              fullWidth
            />
            <Button
              variant="outlined"
              onClick={sendTest}
              loading={test.isPending}
              disabled={send.isPending}
              sx={{ whiteSpace: 'nowrap', mt: 1 }}
            >
              {t.sendTest}
            </Button>
          </Stack>
          {testSent && <Alert severity="success">{testSent}</Alert>}
          {test.isError && <Alert severity="error">{failureText(test.error, t.mailFailed)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={submit} loading={send.isPending} disabled={test.isPending}>
          {t.sendNotice}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
