import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { formatDate, formatPeriod } from '@portal/shared';
import { formatCell, DISPLAY_FORMAT, type ValueLabels } from '@portal/shared/report';
import { carteraMessages as t } from '../../../messages';
import type { PortfolioRow } from './policy-keys';

const { money } = DISPLAY_FORMAT;
/** 001 §3: the row's dates DD/MM/YYYY, '-' when missing. */
const rowDate = (value: string | null) => formatDate(value, t.missingDate);

interface Field {
  label: string;
  value: unknown;
  displayFormat?: number;
}

/** 001 §3 "Policy detail fields", filled from the portfolio row. */
function tabsOf(row: PortfolioRow, labels: ValueLabels): Record<'general' | 'policy' | 'insured', Field[]> {
  const product = labels.producto_Codigo_VT?.[row.producto_Codigo_VT] ?? row.productDescription;
  const status = labels.status?.[String(row.status)] ?? row.status;
  return {
    general: [
      { label: 'Producto', value: product },
      { label: 'Nombre', value: row.recruiterName },
      { label: 'Premio', value: row.premium, displayFormat: money },
      { label: 'Prima', value: row.reward, displayFormat: money },
      { label: 'Moneda', value: row.currency },
      { label: 'Productor', value: row.producerDescription },
      { label: 'Compañía', value: row.company },
      { label: 'Core', value: row.core },
    ],
    policy: [
      { label: 'Póliza', value: row.poliza_Numero_FRMT || row.policyNumber },
      { label: 'Certificado', value: row.certificateNumber },
      { label: 'Ramo', value: row.branchDescription },
      { label: 'Plan', value: row.plan_Descripcion },
      { label: 'Fecha de emisión', value: rowDate(row.issueDate) },
      { label: 'Estado', value: status },
      { label: 'Fecha último estado', value: rowDate(row.lastStatusDate) },
      { label: 'Período facturado', value: row.lastBilledPeriod ? formatPeriod(row.lastBilledPeriod) : null },
      { label: 'Medio de pago', value: row.paymentMethod },
      { label: 'Vigencia desde', value: rowDate(row.startDate) },
      { label: 'Vigencia hasta', value: rowDate(row.endDate) },
    ],
    insured: [
      { label: 'Nombre', value: row.recruiterName },
      { label: 'Documento del contratante', value: row.recruiterDni },
      { label: 'Tipo de póliza', value: row.policyType },
    ],
  };
}

interface Props {
  row: PortfolioRow | null;
  labels: ValueLabels;
  onClose: () => void;
}

/** 'Información detallada' (001 §2): general, policy and insured tabs of one policy. */
export function PolicyInfoModal({ row, labels, onClose }: Props) {
  const [tab, setTab] = useState<'general' | 'policy' | 'insured'>('general');
  if (!row) return null;
  const fields = tabsOf(row, labels)[tab];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t.details}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="fullWidth">
          <Tab value="general" label={t.generalTab} />
          <Tab value="policy" label={t.policyTab} />
          <Tab value="insured" label={t.insuredTab} />
        </Tabs>
        <Box role="tabpanel" sx={{ mt: 1 }}>
          <Table size="small">
            <TableBody>
              {fields.map((f) => (
                <TableRow key={f.label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {f.label}
                  </TableCell>
                  <TableCell>{formatCell({ field: f.label, displayFormat: f.displayFormat }, f.value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
