import { useCallback, useMemo, useState } from 'react';
import { Button, IconButton, Paper, Stack, TextField, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { useQueryClient } from '@portal/shared/query';
import type { z } from '@portal/shared/zod';
import { routeEntry, saveBlob } from '@portal/shared';
import { ErrorAlert, PageLayout } from '@portal/shared/ui';
import type * as cc from '@portal/shared/contract/cuenta-corriente';
import { ExportButton, firstPage, initialGridQueryModel, reportMessages, ServerGrid, useReportColumns, type GridQueryModel } from '@portal/shared/report';
import { ccMessages as t } from '../../messages';
import { useIdentity } from '../../lib/use-identity';
import { downloadPaymentCertificate } from './api/download-payment-certificate';
import { exportPayments } from './api/export-payments';
import { usePayments, type PaymentCriteria } from './api/search-payments';
import { paymentColumns } from './components/columns';
import { PaymentDetail } from '../../components/settlement-details/payment-detail';

const entry = routeEntry('/pagos-liquidaciones');
type Row = z.infer<typeof cc.PaymentSettlementRow>;
const labels = { tipoRegistro: t.recordTypes };

/** /pagos-liquidaciones (001 §2): payments and settlements, expandable into their details, with certificates and export. */
export default function PagosLiquidacionesPage() {
  const { cuit } = useIdentity();
  const client = useQueryClient();
  const [poliza, setPoliza] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [grid, setGrid] = useState<GridQueryModel>(() => initialGridQueryModel());
  const [certificateError, setCertificateError] = useState<unknown>(null);
  const policyError = poliza && !/^\d+$/.test(poliza.trim()) ? t.digitsOnly : null;

  const criteria = useMemo<PaymentCriteria | null>(() => (cuit ? { producerCuit: cuit, poliza: searched } : null), [cuit, searched]);
  const page = usePayments(criteria, grid);
  const { columns, button: manageColumns, manager, saveError, dismissSaveError } = useReportColumns('pagosyliquidaciones', paymentColumns);
  const filtersText = searched ? `${t.policy}: ${searched}` : '';

  const search = () => {
    if (policyError) return;
    setSearched(poliza.trim() || null);
    setGrid(firstPage);
    void client.invalidateQueries({ queryKey: ['pagos-liquidaciones'] });
  };
  const clear = () => {
    setPoliza('');
    setSearched(null);
    setGrid(initialGridQueryModel(grid.pageSize));
  };

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
                <IconButton size="small" aria-label={`${t.certificateGanancias} ${row.numero}`} onClick={() => void certificate(row, 1)}>
                  <ReceiptLongIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t.certificateIibb}>
                <IconButton size="small" aria-label={`${t.certificateIibb} ${row.numero}`} onClick={() => void certificate(row, 2)}>
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

  const total = page.data?.total ?? 0;
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <TextField
          label={t.policy}
          value={poliza}
          onChange={(e) => setPoliza(e.target.value)}
          error={Boolean(policyError)}
          helperText={policyError ?? ' '}
          slotProps={{ htmlInput: { maxLength: 50, inputMode: 'numeric' } }}
          size="small"
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          <Button variant="contained" onClick={search} disabled={Boolean(policyError)}>
            {reportMessages.search}
          </Button>
          <Button variant="outlined" onClick={clear}>
            {reportMessages.clear}
          </Button>
          <ExportButton fileName="PagosYLiquidaciones.xlsx" disabled={!criteria || total === 0} download={() => exportPayments(criteria!, grid, columns, filtersText)} />
          {manageColumns}
        </Stack>
      </Paper>
      <ErrorAlert error={saveError ?? certificateError} onClose={() => (dismissSaveError(), setCertificateError(null))} sx={{ mb: 2 }} />
      <ServerGrid<Row>
        label={t.paymentsGridLabel}
        columns={columns}
        rows={page.data?.data ?? []}
        rowCount={total}
        query={grid}
        onQueryChange={setGrid}
        searched
        loading={page.isFetching}
        error={page.error}
        labels={labels}
        actionColumns={actionColumns}
        renderDetail={renderDetail}
      />
      {manager}
    </PageLayout>
  );
}
