import { useCallback, useMemo, useState } from 'react';
import { IconButton, Stack, TextField, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@portal/shared/zod';
import { routeEntry, saveBlob } from '@portal/shared';
import type * as cc from '@portal/shared/contract/cuenta-corriente';
import { reportMessages, useReportColumns, useReportSearch } from '@portal/shared/report';
import { ccMessages as t } from '../../messages';
import { useIdentity } from '../../lib/use-identity';
import { downloadPaymentCertificate } from './api/download-payment-certificate';
import { exportPayments } from './api/export-payments';
import { usePayments, type PaymentCriteria } from './api/search-payments';
import { paymentColumns } from './components/columns';
import { PaymentDetail } from '../../components/settlement-details/payment-detail';
import { OwnReportFrame } from '../../components/own-report-frame';

const entry = routeEntry('/pagos-liquidaciones');
type Row = z.infer<typeof cc.PaymentSettlementRow>;
const labels = { tipoRegistro: t.recordTypes };

/** The policy filter (001 §5): digits only, checked as it is typed. */
const filtersSchema = z.object({ poliza: z.string().refine((v) => !v || /^\d+$/.test(v.trim()), t.digitsOnly) });
type Filters = z.infer<typeof filtersSchema>;
const cleared = (): Filters => ({ poliza: '' });

/** /pagos-liquidaciones (001 §2): payments and settlements, expandable into their details, with certificates and export. */
export default function PagosLiquidacionesPage() {
  const { cuit } = useIdentity();
  const [certificateError, setCertificateError] = useState<unknown>(null);
  const form = useForm<Filters>({ resolver: zodResolver(filtersSchema), mode: 'onChange', defaultValues: cleared() });
  const search = useReportSearch({
    form,
    queryKey: 'pagos-liquidaciones',
    toCriteria: (filters) => ({ poliza: filters.poliza.trim() || null }),
    describe: (filters) => (filters.poliza.trim() ? `${reportMessages.policy}: ${filters.poliza.trim()}` : ''),
    cleared,
    invalidMessage: t.digitsOnly,
  });
  const policyError = form.formState.errors.poliza?.message ?? null;

  // Every payment of the producer before a search and after 'Limpiar'; the policy once one is searched.
  const criteria = useMemo<PaymentCriteria | null>(
    () => (cuit ? { producerCuit: cuit, poliza: null, ...search.criteria } : null),
    [cuit, search.criteria],
  );
  const page = usePayments(criteria, search.grid);
  const columns = useReportColumns('pagosyliquidaciones', paymentColumns);

  const certificate = useCallback(
    async (row: Row, tipo: 1 | 2) => {
      setCertificateError(null);
      try {
        const file = await downloadPaymentCertificate(cuit!, row.numero, tipo);
        saveBlob(file.blob, file.fileName);
      } catch (error) {
        setCertificateError(error);
      }
    },
    [cuit],
  );
  const actionColumns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: '__certificates__',
        headerName: t.certificates,
        width: 120,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) =>
          row.tipoRegistro === 1 && (
            <Stack direction="row">
              <Tooltip title={t.certificateGanancias}>
                <IconButton
                  size="small"
                  aria-label={`${t.certificateGanancias} ${row.numero}`}
                  onClick={() => void certificate(row, 1)}
                >
                  <ReceiptLongIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t.certificateIibb}>
                <IconButton
                  size="small"
                  aria-label={`${t.certificateIibb} ${row.numero}`}
                  onClick={() => void certificate(row, 2)}
                >
                  <RequestQuoteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ),
      },
    ],
    [certificate],
  );
  const renderDetail = useCallback((row: Row) => <PaymentDetail row={row} />, []);

  return (
    <OwnReportFrame<Row, PaymentCriteria>
      title={entry.title}
      filters={
        <Controller
          control={form.control}
          name="poliza"
          render={({ field }) => (
            <TextField
              {...field}
              label={reportMessages.policy}
              error={Boolean(policyError)}
              helperText={policyError ?? ' '}
              slotProps={{ htmlInput: { maxLength: 50, inputMode: 'numeric' } }}
              size="small"
            />
          )}
        />
      }
      invalid={Boolean(policyError)}
      search={{ ...search, criteria }}
      columns={columns}
      page={page}
      exportFile={{ fileName: 'PagosYLiquidaciones.xlsx', download: exportPayments }}
      gridLabel={t.paymentsGridLabel}
      gridProps={{ labels, actionColumns, renderDetail }}
      error={certificateError}
      onDismissError={() => setCertificateError(null)}
    />
  );
}
