import { useRef, useState } from 'react';
import { Box, Button, Chip, Grid, LinearProgress, MenuItem, Paper, Stack, TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { formatMoney, formatPeriod, monthsBefore } from '@portal/shared';
import { ErrorAlert, errorText } from '@portal/shared/ui';
import { COMPANIES, DEPARTMENTS } from '@portal/shared/contract/cuenta-corriente';
import { ccMessages as t } from '../../../messages';
import { useInvoiceAmount } from '../api/get-invoice-amounts';
import { uploadInvoiceFiles, type UploadedFile } from '../api/upload-invoice-files';

/** 001 §9: up to 20 files an invoice. */
export const MAX_FILES = 20;
/** 001 §5: an invoice number holds only hyphens, slashes, spaces and digits. */
const INVOICE_NUMBER = /^[\d\-/ ]*$/;
/** Retiro is billed to the retirement company (RVT), the other branches to VT (as the api checks). */
const departmentsOf = (company: string) =>
  Object.entries(DEPARTMENTS).filter(([id]) => (company === 'RVT') === (id === '1'));

export interface AddedInvoice {
  month: number;
  company: (typeof COMPANIES)[number];
  department: number;
  amount: number;
  invoiceNumber: string;
  files: UploadedFile[];
}

interface Props {
  userId: number | null;
  /** The settlement month, one of the last 12 (001 §9): the page's, as its summary follows it (001 §4). */
  month: number;
  onMonthChange: (month: number) => void;
  onAdd: (invoice: AddedInvoice) => void;
}

/** A required combo of the form in its cell of the row: each choice's value and text. */
function SelectCell({ options, ...field }: TextFieldProps & { options: [value: string | number, text: string][] }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField select fullWidth size="small" required {...field}>
        {options.map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
}

/** One invoice: month, company, branch, the settled amount (read-only), an optional number and its files (001 §2, §4, §5). */
export function InvoiceForm({ userId, month, onMonthChange, onAdd }: Props) {
  const months = monthsBefore(12);
  const [company, setCompany] = useState<string>('');
  const [department, setDepartment] = useState<number | ''>('');
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadFailure, setUploadFailure] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const amount = useInvoiceAmount(userId, department, month);
  const numberError = INVOICE_NUMBER.test(invoiceNumber) ? null : t.invoiceNumberRule;
  const uploading = progress !== null;

  const choose = async (chosen: File[]) => {
    setUploadFailure(null);
    if (chosen.length === 0) return;
    if (files.length + chosen.length > MAX_FILES) {
      setUploadFailure(t.maxFiles);
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadInvoiceFiles(chosen, setProgress);
      setFiles((current) => [...current, ...uploaded]);
    } catch (error) {
      setUploadFailure(error);
    } finally {
      setProgress(null);
    }
  };

  const add = () => {
    const complete = company !== '' && department !== '' && (amount.data ?? 0) > 0 && files.length > 0;
    setMissing(!complete);
    if (!complete || numberError) return;
    onAdd({
      month,
      company: company as AddedInvoice['company'],
      department: Number(department),
      amount: amount.data!,
      invoiceNumber: invoiceNumber.trim(),
      files,
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t.addInvoice} sx={{ p: 2 }}>
      <Grid container spacing={2}>
        <SelectCell
          label={t.settlementMonth}
          value={month}
          onChange={(e) => onMonthChange(Number(e.target.value))}
          options={months.map((m) => [m, formatPeriod(m)])}
        />
        <SelectCell
          label={t.company}
          value={company}
          onChange={(e) => {
            setCompany(e.target.value);
            setDepartment('');
          }}
          error={missing && company === ''}
          options={COMPANIES.map((c) => [c, c])}
        />
        <SelectCell
          label={t.department}
          value={department}
          onChange={(e) => setDepartment(Number(e.target.value))}
          disabled={company === ''}
          error={missing && department === ''}
          options={departmentsOf(company).map(([id, name]) => [Number(id), name])}
        />
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            label={t.amount}
            value={department === '' ? '' : amount.isSuccess ? formatMoney(amount.data) : ''}
            fullWidth
            size="small"
            required
            error={amount.isError || (missing && !(amount.data && amount.data > 0))}
            helperText={amount.isError ? errorText(amount.error).message : undefined}
            slotProps={{
              htmlInput: { readOnly: true },
              inputLabel: { shrink: department !== '' && amount.isSuccess ? true : undefined },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            label={t.invoiceNumber}
            value={invoiceNumber}
            onChange={(e) => setInvoiceNumber(e.target.value)}
            fullWidth
            size="small"
            error={numberError !== null}
            helperText={numberError ?? undefined}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<AttachFileIcon />}
              onClick={() => fileInput.current?.click()}
              disabled={uploading || files.length >= MAX_FILES}
            >
              {t.attachFiles}
            </Button>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              aria-label={t.attachFiles}
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              onChange={(event) => {
                void choose(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
            {files.map((f) => (
              <Chip
                key={f.id}
                label={f.fileName}
                onDelete={() => setFiles((current) => current.filter((c) => c.id !== f.id))}
                size="small"
              />
            ))}
          </Box>
        </Grid>
      </Grid>
      {uploading && <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} aria-label={t.attachFiles} />}
      <ErrorAlert error={uploadFailure} title={t.uploadError} onClose={() => setUploadFailure(null)} sx={{ mt: 2 }} />
      <ErrorAlert error={missing ? t.invoiceSendRule : null} sx={{ mt: 2 }} />
      <Stack direction="row" sx={{ mt: 2 }}>
        {/* 001 §5: add is offered only when files are attached and none is uploading. */}
        <Button variant="contained" onClick={add} disabled={files.length === 0 || uploading}>
          {t.addInvoice}
        </Button>
      </Stack>
    </Paper>
  );
}
