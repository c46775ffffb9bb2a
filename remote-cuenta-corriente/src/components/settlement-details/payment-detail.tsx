import { Box, CircularProgress } from '@mui/material';
import { messages } from '@portal/shared';
import type { z } from '@portal/shared/zod';
import type * as cc from '@portal/shared/contract/cuenta-corriente';
import { ccMessages as t } from '../../messages';
import { DETAIL_TYPES } from './api/export-detail';
import { paymentDetailQueryOptions, usePaymentDetail } from './api/get-payment-detail';
import { settlementDetailQueryOptions } from './api/get-settlement-detail';
import { CommissionDetailGrid } from './commission-detail-grid';
import { commissionDetailColumns, paymentDetailColumns, settlementDetailColumns } from './columns';
import { DetailSection } from './detail-section';
import { DetailTable } from './detail-table';

type Row = z.infer<typeof cc.PaymentSettlementRow>;

function SettlementSections({ liqNro }: { liqNro: number }) {
  return (
    <>
      <DetailSection
        title={`${t.settlementDetail} ${liqNro}`}
        tipo={DETAIL_TYPES.liquidacion}
        numero={liqNro}
        columns={settlementDetailColumns}
      >
        {() => (
          <DetailTable
            label={`${t.settlementDetail} ${liqNro}`}
            columns={settlementDetailColumns}
            query={settlementDetailQueryOptions(liqNro)}
          />
        )}
      </DetailSection>
      <DetailSection
        title={`${t.commissionDetail} ${liqNro}`}
        tipo={DETAIL_TYPES.comision}
        numero={liqNro}
        columns={commissionDetailColumns}
      >
        {() => <CommissionDetailGrid liqNro={liqNro} />}
      </DetailSection>
    </>
  );
}

/** A payment's settlement is known from its detail: asked for only when the row is expanded. */
function PaymentSections({ pagoNro }: { pagoNro: number }) {
  const detail = usePaymentDetail(pagoNro, true);
  const liqNro = detail.data?.[0]?.LiquidacionNumero;
  return (
    <>
      <DetailSection
        title={`${t.paymentDetail} ${pagoNro}`}
        tipo={DETAIL_TYPES.pago}
        numero={pagoNro}
        columns={paymentDetailColumns}
      >
        {() => (
          <DetailTable
            label={`${t.paymentDetail} ${pagoNro}`}
            columns={paymentDetailColumns}
            query={paymentDetailQueryOptions(pagoNro)}
          />
        )}
      </DetailSection>
      {liqNro ? (
        <SettlementSections liqNro={liqNro} />
      ) : (
        detail.isPending && <CircularProgress size={20} aria-label={messages.loading} />
      )}
    </>
  );
}

/** What an expanded row shows: accordions of the settlement, payment and commission details (001 §2). */
export function PaymentDetail({ row }: { row: Pick<Row, 'tipoRegistro' | 'numero'> }) {
  return (
    <Box sx={{ p: 1, width: '100%' }}>
      {row.tipoRegistro === 1 ? <PaymentSections pagoNro={row.numero} /> : <SettlementSections liqNro={row.numero} />}
    </Box>
  );
}
