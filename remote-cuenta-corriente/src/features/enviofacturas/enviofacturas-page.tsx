import { useState } from 'react';
import {
  Alert,
  Button,
  IconButton,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link as RouterLink, useNavigate, useSearchParams } from '@portal/shared/router';
import { formatMoney, formatPeriod, messages, monthsBefore, routeEntry, useSessionStore } from '@portal/shared';
import { ConfirmDialog, ErrorAlert, PageLayout, ScrollTableContainer } from '@portal/shared/ui';
import { DEPARTMENTS } from '@portal/shared/contract/cuenta-corriente';
import { ccMessages as t } from '../../messages';
import { useIdentity } from '../../lib/use-identity';
import { useInvoiceSummary } from './api/get-invoice-amounts';
import { useSendInvoices } from './api/send-invoices';
import { InvoiceForm, type AddedInvoice } from './components/invoice-form';

const entry = routeEntry('/enviofacturas');
const departmentName = (id: number) => DEPARTMENTS[id as keyof typeof DEPARTMENTS];

/** /enviofacturas (001 §2, §4, §5, §8): invoices for a settlement month, each with its files, added to a list and sent at once. */
export default function EnviofacturasPage() {
  const { userId, session } = useIdentity();
  const simulating = useSessionStore((s) => s.simulation !== null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [items, setItems] = useState<AddedInvoice[]>([]);
  const [adding, setAdding] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  // 001 §4: the previous month first; the summary follows the month picked in the form.
  const [month, setMonth] = useState(() => monthsBefore(12)[0]);
  const summary = useInvoiceSummary(userId, month);
  const send = useSendInvoices();

  const submit = () => {
    setConfirming(false);
    setRefusal(null);
    send.mutate(
      items.map((i) => ({
        UserId: userId!,
        Month: i.month,
        Company: i.company,
        Department: i.department,
        Amount: i.amount,
        InvoiceNumber: i.invoiceNumber || null,
        Files: i.files.map((f) => f.id),
      })),
      {
        // 001 §4: success goes to /enviofacturas?sended, which shows the banner; the same screen stays, so the
        // sent invoices leave the list and the form shows for the next one.
        onSuccess: () => {
          setItems([]);
          setAdding(true);
          navigate('/enviofacturas?sended', { replace: true });
        },
        onError: setRefusal,
      },
    );
  };

  const start = () => {
    setRefusal(null);
    if (items.length === 0) {
      setRefusal(t.invoiceSendRule);
      return;
    }
    // 001 §4: a simulator confirms a warning before sending in the producer's name.
    if (simulating) setConfirming(true);
    else submit();
  };

  return (
    <PageLayout title={t.invoicesTitle} breadcrumbs={[{ label: entry.title }]}>
      <Stack spacing={2}>
        {params.has('sended') && (
          <Alert severity="success">
            {t.invoicesSent}. {t.invoicesMail}.
          </Alert>
        )}
        {session?.descripcionTipoDePago && (
          // Information, not an alert: it is there from the start and must not be read out as an error.
          <Alert severity="info" role="status">
            {t.pendingInvoices(session.cantidadFacturasPendientes, session.cantidadFacturasPendientesPermitidas)}
          </Alert>
        )}
        <Typography variant="body2">
          <Link component={RouterLink} to="/tipsfacturacion">
            {t.tipsLink}
          </Link>
          {' · '}
          <Link component={RouterLink} to="/consulta?data=envioFactura">
            {t.sentLink}
          </Link>
        </Typography>

        {adding ? (
          <InvoiceForm
            userId={userId}
            month={month}
            onMonthChange={setMonth}
            onAdd={(invoice) => {
              setItems((current) => [...current, invoice]);
              setAdding(false);
              setRefusal(null);
            }}
          />
        ) : (
          <div>
            <Button variant="outlined" onClick={() => setAdding(true)}>
              {t.uploadNewInvoice}
            </Button>
          </div>
        )}

        <Paper variant="outlined" component="section" aria-labelledby="invoices-to-send" sx={{ p: 2 }}>
          <Typography id="invoices-to-send" variant="h6" component="h2" gutterBottom>
            {t.invoicesToSend}
          </Typography>
          <ScrollTableContainer label={t.invoicesToSend}>
            <Table size="small" aria-labelledby="invoices-to-send">
              <TableHead>
                <TableRow>
                  <TableCell>{t.settlementMonth}</TableCell>
                  <TableCell>{t.company}</TableCell>
                  <TableCell>{t.department}</TableCell>
                  <TableCell align="right">{t.amount}</TableCell>
                  <TableCell>{t.invoiceNumber}</TableCell>
                  <TableCell>{t.attachFiles}</TableCell>
                  <TableCell>{t.removeInvoice}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item, index) => (
                  <TableRow key={item.files[0]?.id ?? index}>
                    <TableCell>{formatPeriod(item.month)}</TableCell>
                    <TableCell>{item.company}</TableCell>
                    <TableCell>{departmentName(item.department)}</TableCell>
                    <TableCell align="right">{formatMoney(item.amount)}</TableCell>
                    <TableCell>{item.invoiceNumber || '-'}</TableCell>
                    <TableCell>{item.files.map((f) => f.fileName).join(', ')}</TableCell>
                    <TableCell>
                      <IconButton
                        aria-label={`${t.removeInvoice} ${departmentName(item.department)} ${formatPeriod(item.month)}`}
                        onClick={() => setItems((current) => current.filter((_, i) => i !== index))}
                        size="small"
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTableContainer>
          <ErrorAlert error={refusal} mode="first" onClose={() => setRefusal(null)} sx={{ mt: 2 }} />
          <Button variant="contained" sx={{ mt: 2 }} onClick={start} loading={send.isPending}>
            {t.sendInvoices}
          </Button>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="invoice-summary" sx={{ p: 2 }}>
          <Typography id="invoice-summary" variant="h6" component="h2" gutterBottom>
            {t.summary}: {formatPeriod(month)}
          </Typography>
          <ErrorAlert error={summary.error} />
          <Table size="small" aria-labelledby="invoice-summary">
            <TableHead>
              <TableRow>
                <TableCell>{t.department}</TableCell>
                <TableCell align="right">{t.amount}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(summary.data?.Resumen ?? []).map((r) => (
                <TableRow key={r.IdRama}>
                  <TableCell>{departmentName(r.IdRama)}</TableCell>
                  <TableCell align="right">{r.ImporteString}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t.simulatorWarningTitle}
        message={t.simulatorWarning}
        confirmLabel={t.confirm}
        cancelLabel={messages.cancel}
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
      />
    </PageLayout>
  );
}
