import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import { messages, useSessionStore } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import {
  ENQUIRY_DETAIL_MAX,
  ENQUIRY_DETAIL_MIN,
  ENQUIRY_FILES_MAX,
  ENQUIRY_SUBJECT_MAX,
  INVOICE_SECTOR_ID,
} from '@portal/shared/contract/comunicacion';
import { comunicacionMessages } from '../../../messages';
import { useReasons } from '../api/get-reasons';
import { useSectors } from '../api/get-sectors';
import { sendEnquiry } from '../api/send-enquiry';

const t = comunicacionMessages.enquiry;
/** 002 §4, §9: the page reloads 5 s after a successful enquiry. */
export const RELOAD_AFTER_MS = 5000;

interface Errors {
  sector?: string;
  reason?: string;
  detail?: string;
  files?: string;
}

interface Props {
  /** ?data=envioFactura: sector 4 preset and locked, no type (002 §2). */
  invoice: boolean;
  /** What happens 5 s after success (the page reloads). */
  onReload?: () => void;
}

/**
 * /consulta's form (002 §2, §4, §5): sector, type (by sector; hidden when the sector has none), subject,
 * comment, up to 10 attachments and 'receive a copy'; ENVIAR. Idle, then submitting; on success the
 * confirmation and a reload after 5 s; on failure the messages joined with '. ' under 'Error'.
 */
export function EnquiryForm({ invoice, onReload = () => window.location.reload() }: Props) {
  const userId = useSessionStore((s) => s.session?.userId ?? null);
  const sectors = useSectors();
  const [sectorId, setSectorId] = useState<number | null>(invoice ? INVOICE_SECTOR_ID : null);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [motive, setMotive] = useState('');
  const [detail, setDetail] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sendCopy, setSendCopy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const sector = sectors.data?.find((s) => s.id === sectorId);
  const showReason = !invoice && Boolean(sector?.hasSubCategory);
  const reasons = useReasons(sectorId, showReason);

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(onReload, RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sent, onReload]);

  const addFiles = (chosen: File[]) => {
    const all = [...files, ...chosen];
    if (all.length > ENQUIRY_FILES_MAX) {
      setErrors((e) => ({ ...e, files: t.tooManyFiles(ENQUIRY_FILES_MAX) }));
      return;
    }
    setErrors((e) => ({ ...e, files: undefined }));
    setFiles(all);
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (sectorId === null) found.sector = messages.required;
    if (showReason && reasonId === null) found.reason = messages.required;
    if (detail.trim().length < ENQUIRY_DETAIL_MIN) found.detail = messages.minLength(ENQUIRY_DETAIL_MIN);
    return found;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length || sectorId === null) return;
    setFailure(null);
    setProgress(0);
    try {
      await sendEnquiry(
        {
          sectorId,
          reasonId: showReason ? reasonId : null,
          motive: motive.trim(),
          detail: detail.trim(),
          sendCopy,
          files,
          userId,
        },
        setProgress,
      );
      setSent(true);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setProgress(null);
    }
  };

  if (sectors.isPending) return <LinearProgress aria-label={messages.loading} />;
  if (sectors.isError) return <ErrorAlert error={sectors.error} />;
  if (sent) return <Alert severity="success">{t.sent}</Alert>;
  const submitting = progress !== null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ maxWidth: 720 }}
      aria-label={invoice ? t.invoiceTitle : undefined}
    >
      <Stack spacing={2}>
        <ErrorAlert error={failure} title={t.errorTitle} />
        <FormControl fullWidth required error={Boolean(errors.sector)} disabled={invoice || submitting}>
          <InputLabel id="enquiry-sector-label">{t.sector}</InputLabel>
          <Select
            labelId="enquiry-sector-label"
            label={t.sector}
            value={sectorId ?? ''}
            onChange={(event) => {
              setSectorId(Number(event.target.value));
              setReasonId(null);
              setErrors((e) => ({ ...e, sector: undefined, reason: undefined }));
            }}
          >
            {sectors.data.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.value}
              </MenuItem>
            ))}
          </Select>
          {errors.sector && <FormHelperText>{errors.sector}</FormHelperText>}
        </FormControl>
        {sector?.message && (
          <Alert severity="info" role="status">
            {sector.message}
          </Alert>
        )}
        {showReason && (
          <FormControl fullWidth required error={Boolean(errors.reason)} disabled={submitting || reasons.isPending}>
            <InputLabel id="enquiry-reason-label">{t.reason}</InputLabel>
            <Select
              labelId="enquiry-reason-label"
              label={t.reason}
              value={reasonId ?? ''}
              onChange={(event) => {
                setReasonId(Number(event.target.value));
                setErrors((e) => ({ ...e, reason: undefined }));
              }}
            >
              {(reasons.data ?? []).map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.value}
                </MenuItem>
              ))}
            </Select>
            {errors.reason && <FormHelperText>{errors.reason}</FormHelperText>}
          </FormControl>
        )}
        <ErrorAlert error={reasons.error} />
        <TextField
          label={t.subject}
          value={motive}
          onChange={(e) => setMotive(e.target.value)}
          disabled={submitting}
          slotProps={{ htmlInput: { maxLength: ENQUIRY_SUBJECT_MAX } }}
        />
        <TextField
          label={t.comment}
          required
          multiline
          minRows={5}
          value={detail}
          onChange={(e) => {
            setDetail(e.target.value);
            if (errors.detail) setErrors((x) => ({ ...x, detail: undefined }));
          }}
          disabled={submitting}
          error={Boolean(errors.detail)}
          helperText={errors.detail ?? `${t.commentHelp} (${detail.length}/${ENQUIRY_DETAIL_MAX})`}
          slotProps={{ htmlInput: { maxLength: ENQUIRY_DETAIL_MAX } }}
        />
        <Box>
          <Button
            variant="outlined"
            startIcon={<AttachFileIcon />}
            onClick={() => input.current?.click()}
            disabled={submitting || files.length >= ENQUIRY_FILES_MAX}
          >
            {t.attach}
          </Button>
          <input
            ref={input}
            hidden
            type="file"
            multiple
            data-testid="enquiry-files"
            onChange={(event) => {
              addFiles(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          {errors.files && (
            <FormHelperText error role="alert">
              {errors.files}
            </FormHelperText>
          )}
          {files.length > 0 && (
            <List dense aria-label={t.attachments}>
              {files.map((file, i) => (
                <ListItem
                  key={`${file.name}-${i}`}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t.removeAttachment(file.name)}
                      onClick={() => setFiles(files.filter((_, j) => j !== i))}
                      disabled={submitting}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemText primary={file.name} />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
        <FormControlLabel
          control={
            <Checkbox checked={sendCopy} onChange={(e) => setSendCopy(e.target.checked)} disabled={submitting} />
          }
          label={t.sendCopy}
        />
        {submitting && <LinearProgress variant="determinate" value={progress} aria-label={t.progress} />}
        <Box>
          <Button type="submit" variant="contained" loading={submitting} loadingIndicator={t.sending}>
            {t.send}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
