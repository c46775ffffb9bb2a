import { useMemo, useState } from 'react';
import { Alert, Backdrop, Button, CircularProgress, MenuItem, Paper, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { businessToday, monthName, routeEntry, saveBlob } from '@portal/shared';
import { errorText, PageLayout } from '@portal/shared/ui';
import { useProducerTree } from '@portal/shared/report';
import { ccMessages as t } from '../../messages';
import { downloadWithholdingCertificate } from './api/download-withholding-certificate';
import { findWithholdingEntries } from './api/find-withholding-entries';

const entry = routeEntry('/certificados-retencion');
/** 001 §5, §9: months July to December; years from the current one down to 2021. */
const MONTHS = [7, 8, 9, 10, 11, 12];
const FIRST_YEAR = 2021;

type Outcome = { severity: 'success' | 'error' | 'warning'; text: string } | null;

/** /certificados-retencion (also /certificadosRetencion): month, year and 'Descargar' the withholding certificate. */
export default function CertificadosRetencionPage() {
  const tree = useProducerTree();
  const vtCodes = useMemo(() => tree.data?.find((n) => n.core === 'VT')?.items?.map((i) => i.id) ?? [], [tree.data]);
  const years = useMemo(() => {
    const list: number[] = [];
    for (let y = businessToday().getFullYear(); y >= FIRST_YEAR; y--) list.push(y);
    return list;
  }, []);
  const [month, setMonth] = useState<number | ''>('');
  const [year, setYear] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const download = async () => {
    setOutcome(null);
    if (month === '' || year === '') {
      setOutcome({ severity: 'error', text: t.withholdingRequired });
      return;
    }
    if (vtCodes.length === 0) {
      setOutcome({ severity: 'warning', text: t.noVtCode });
      return;
    }
    setBusy(true);
    try {
      // 001 §4: allowed only when the settlement query finds an entry with estado 1.
      let code: string | null = null;
      try {
        for (const candidate of vtCodes) {
          const entries = await findWithholdingEntries(candidate, year, month);
          if (entries.some((e) => e.estado === 1)) {
            code = candidate;
            break;
          }
        }
      } catch (error) {
        setOutcome({ severity: 'error', text: t.withholdingInvoke(errorText(error).message) });
        return;
      }
      if (!code) {
        setOutcome({ severity: 'warning', text: t.withholdingContact });
        return;
      }
      try {
        const file = await downloadWithholdingCertificate(month, year, code);
        saveBlob(file.blob, file.fileName ?? `CertificadoRetencion_${year}${String(month).padStart(2, '0')}.pdf`);
      } catch {
        setOutcome({ severity: 'error', text: t.withholdingDownloadError });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            select
            label={t.withholdingMonth}
            value={month}
            onChange={(e) => setMonth(Number(e.target.value))}
            sx={{ minWidth: 180 }}
            size="small"
            required
          >
            {MONTHS.map((m) => (
              <MenuItem key={m} value={m}>
                {monthName(m)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t.withholdingYear}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            sx={{ minWidth: 140 }}
            size="small"
            required
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={() => void download()}
            disabled={busy || tree.isPending}
          >
            {t.download}
          </Button>
        </Stack>
        {outcome && (
          <Alert severity={outcome.severity} sx={{ mt: 2 }} onClose={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
      </Paper>
      <Backdrop open={busy} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <CircularProgress aria-label={t.download} />
      </Backdrop>
    </PageLayout>
  );
}
