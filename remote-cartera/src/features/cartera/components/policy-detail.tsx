import { Alert, Box, Stack, Typography } from '@mui/material';
import { formatMoney } from '@portal/shared';
import { DISPLAY_FORMAT, ExportButton } from '@portal/shared/report';
import { carteraMessages as t } from '../../../messages';
import { beneficiariosQueryOptions } from '../api/get-beneficiarios';
import { certificadosQueryOptions, exportCertificados } from '../api/get-certificados';
import { coberturasQueryOptions } from '../api/get-coberturas';
import { direccionesQueryOptions } from '../api/get-direcciones';
import { facturasQueryOptions } from '../api/get-facturas';
import { formaPagoQueryOptions } from '../api/get-forma-pago';
import { premioAgrupadoQueryOptions } from '../api/get-premio-agrupado';
import { rechazosQueryOptions } from '../api/get-rechazos';
import { rolesQueryOptions } from '../api/get-roles';
import { DetailTable, type DetailColumn } from './detail-table';
import { LazySection } from './lazy-section';
import { policyKeys, type PolicyKeys, type PortfolioRow } from './policy-keys';

const { date, money } = DISPLAY_FORMAT;

/** Columns by section (001 §2 "Policy detail sections"). */
const columns: Record<string, DetailColumn[]> = {
  roles: [
    { field: 'rol', title: 'Rol' },
    { field: 'nombre', title: 'Nombre' },
    { field: 'fechaNacimiento', title: 'Fecha de nacimiento', displayFormat: date },
    { field: 'documento', title: 'Documento' },
  ],
  direcciones: [
    { field: 'tipo', title: 'Tipo' },
    { field: 'direccion', title: 'Dirección' },
    { field: 'codigoPostal', title: 'Código postal' },
    { field: 'localidad', title: 'Localidad' },
    { field: 'provincia', title: 'Provincia' },
  ],
  coberturas: [
    { field: 'nombre', title: 'Cobertura' },
    { field: 'sumaAsegurada', title: 'Suma asegurada', displayFormat: money },
    { field: 'vigenciaDesde', title: 'Vigencia desde', displayFormat: date },
  ],
  beneficiarios: [
    { field: 'nombre', title: 'Nombre' },
    { field: 'fechaNacimiento', title: 'Fecha de nacimiento', displayFormat: date },
    { field: 'porcentaje', title: 'Participación (%)' },
    { field: 'orden', title: 'Orden' },
    { field: 'parentesco', title: 'Parentesco' },
  ],
  premioAgrupado: [
    { field: 'concepto', title: 'Concepto' },
    { field: 'descripcion', title: 'Descripción' },
    { field: 'importe', title: 'Importe', displayFormat: money },
  ],
  formaPago: [
    { field: 'nombre', title: 'Nombre' },
    { field: 'tipoTarjeta', title: 'Tipo de tarjeta' },
    { field: 'numeroTarjeta', title: 'Número de tarjeta' },
    { field: 'vencimientoTarjeta', title: 'Vencimiento' },
    { field: 'banco', title: 'Banco' },
    { field: 'cbu', title: 'CBU' },
  ],
  facturas: [
    { field: 'numero', title: 'Número' },
    { field: 'fechaEmision', title: 'Fecha de emisión', displayFormat: date },
    { field: 'vigenciaDesde', title: 'Vigencia desde', displayFormat: date },
    { field: 'vigenciaHasta', title: 'Vigencia hasta', displayFormat: date },
    { field: 'ultimaAplicacion', title: 'Última aplicación', displayFormat: date },
    { field: 'fechaVencimiento', title: 'Vencimiento', displayFormat: date },
    { field: 'premio', title: 'Premio', displayFormat: money },
    { field: 'saldoPendiente', title: 'Saldo pendiente', displayFormat: money },
    { field: 'estado', title: 'Estado' },
  ],
  rechazos: [
    { field: 'fechaMovimiento', title: 'Fecha de movimiento', displayFormat: date },
    { field: 'medioPago', title: 'Medio de pago' },
    { field: 'causaRechazo', title: 'Causa de rechazo' },
    { field: 'saldo', title: 'Saldo', displayFormat: money },
    { field: 'cupon', title: 'Cupón' },
  ],
  certificados: [
    { field: 'Certificado', title: 'Certificado' },
    { field: 'Asegurado', title: 'Asegurado' },
    { field: 'DNI', title: 'DNI' },
    { field: 'Desc_grupo', title: 'Actividad' },
    { field: 'Fecha_nacimiento', title: 'Fecha de nacimiento', displayFormat: date },
  ],
};

/** A card number shows only its last four digits. */
export function maskCardNumber(number: string | null): string | null {
  if (!number) return number;
  const digits = number.replace(/\D/g, '');
  return digits.length > 4 ? `**** ${digits.slice(-4)}` : number;
}

type Invoice = Awaited<ReturnType<typeof import('../api/get-facturas').getFacturas>>[number];

/** One invoice of Facturación with its second-level sections, Composición de Premio and Rechazos. */
function InvoiceSections({ invoice, keys }: { invoice: Invoice; keys: PolicyKeys }) {
  return (
    <Box sx={{ pl: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
        {t.invoice(invoice.numero)}
      </Typography>
      <LazySection title={t.sections[5]} query={premioAgrupadoQueryOptions(invoice.id)}>
        {({ items, total }) => (
          <>
            <DetailTable label={t.sections[5]} columns={columns.premioAgrupado} rows={items} />
            <Typography variant="body2" sx={{ textAlign: 'right', mt: 1 }}>
              {t.total}: <strong>{formatMoney(total)}</strong>
            </Typography>
          </>
        )}
      </LazySection>
      <LazySection title={t.sections[8]} query={rechazosQueryOptions(invoice.id, keys)}>
        {(rows) => <DetailTable label={t.sections[8]} columns={columns.rechazos} rows={rows} />}
      </LazySection>
    </Box>
  );
}

/**
 * The expandable detail of a portfolio row (001 §2): sections 1–9, each loading once when first
 * opened; Composición de Premio and Rechazos under each invoice of Facturación; Certificados only for
 * policies with showCertificados, with its own export.
 */
export function PolicyDetail({ row }: { row: PortfolioRow }) {
  const keys = policyKeys(row);
  return (
    <Stack sx={{ px: 2, gap: 1 }}>
      <Alert severity="warning" role="note">
        {t.disabledSectionsWarning}
      </Alert>
      <Box>
        <LazySection title={t.sections[1]} query={rolesQueryOptions(keys.poliza)}>
          {(rows) => <DetailTable label={t.sections[1]} columns={columns.roles} rows={rows} />}
        </LazySection>
        <LazySection title={t.sections[2]} query={direccionesQueryOptions(keys.poliza)}>
          {(rows) => <DetailTable label={t.sections[2]} columns={columns.direcciones} rows={rows} />}
        </LazySection>
        <LazySection title={t.sections[3]} query={coberturasQueryOptions(keys.poliza)}>
          {(rows) => <DetailTable label={t.sections[3]} columns={columns.coberturas} rows={rows} />}
        </LazySection>
        <LazySection title={t.sections[4]} query={beneficiariosQueryOptions(keys.poliza)}>
          {(rows) => <DetailTable label={t.sections[4]} columns={columns.beneficiarios} rows={rows} />}
        </LazySection>
        <LazySection title={t.sections[6]} query={formaPagoQueryOptions(keys)}>
          {(rows) => (
            <DetailTable
              label={t.sections[6]}
              columns={columns.formaPago}
              rows={rows.map((r) => ({ ...r, numeroTarjeta: maskCardNumber(r.numeroTarjeta) }))}
            />
          )}
        </LazySection>
        <LazySection title={t.sections[7]} query={facturasQueryOptions(keys)}>
          {(invoices) => (
            <>
              <DetailTable label={t.sections[7]} columns={columns.facturas} rows={invoices} />
              {invoices.map((invoice) => (
                <InvoiceSections key={invoice.id} invoice={invoice} keys={keys} />
              ))}
            </>
          )}
        </LazySection>
        {row.showCertificados && (
          <LazySection title={t.sections[9]} query={certificadosQueryOptions(row.agre_Base_Key)}>
            {(rows) => (
              <>
                <Box sx={{ mb: 1 }}>
                  <ExportButton
                    label={t.exportCertificates}
                    fileName={`Certificados_${row.policyNumber}.xlsx`}
                    download={() => exportCertificados(row.agre_Base_Key)}
                    failureText={t.exportCertificatesError}
                    disabled={!rows.length}
                  />
                </Box>
                <DetailTable label={t.sections[9]} columns={columns.certificados} rows={rows} />
              </>
            )}
          </LazySection>
        )}
      </Box>
    </Stack>
  );
}
