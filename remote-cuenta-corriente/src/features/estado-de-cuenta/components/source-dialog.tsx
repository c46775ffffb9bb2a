import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { z } from '@portal/shared/zod';
import type * as st from '@portal/shared/contract/statement';
import { reportMessages } from '@portal/shared/report';
import { ccMessages as t } from '../../../messages';
// The statement opens the very details /pagos-liquidaciones and /conceptos-a-facturar show (the remote's shared components), not copies of them.
import { PaymentDetail } from '../../../components/settlement-details/payment-detail';
import { ConceptDetail } from '../../../components/concept-detail/concept-detail';

type Line = z.infer<typeof st.StatementLine>;

/** Rubro of the concepts that holds adjustments and chargebacks ('Ajustes'). */
const ADJUSTMENTS = 4;

interface Props {
  open: boolean;
  line: Line | null;
  cuit: string;
  onClose: () => void;
}

/** A line's source: the settlement's or payment's details (with the settlement's commissions), or the month's adjustments. */
export default function SourceDialog({ open, line, cuit, onClose }: Props) {
  const { tipoRegistro, numero, periodo } = line?.origen ?? { tipoRegistro: null, numero: null, periodo: null };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="statement-source-title">
      <DialogTitle id="statement-source-title">
        {line ? (tipoRegistro ? line.comprobante : `${t.statementAdjustments} ${line.comprobante}`) : ''}
      </DialogTitle>
      <DialogContent dividers>
        {tipoRegistro && numero ? <PaymentDetail row={{ tipoRegistro, numero }} /> : null}
        {!tipoRegistro && periodo ? <ConceptDetail cuit={cuit} rubro={ADJUSTMENTS} periodo={periodo} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{reportMessages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
