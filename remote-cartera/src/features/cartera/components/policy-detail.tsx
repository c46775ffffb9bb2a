import { Alert, Box, Stack, Typography } from '@mui/material';
import { formatMoney } from '@portal/shared';
import { column, ExportButton } from '@portal/shared/report';
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

/** Columns by section (001 §2 "Policy detail sections"). */
const columns: Record<string, DetailColumn[]> = {
  roles: [
    column.text('rol', 'Rol'),
    column.text('nombre', 'Nombre'),
    column.date('fechaNacimiento', 'Fecha de nacimiento'),
    column.text('documento', 'Documento'),
  ],
  direcciones: [
    column.text('tipo', 'Tipo'),
    column.text('direccion', 'Dirección'),
    column.text('codigoPostal', 'Código postal'),
    column.text('localidad', 'Localidad'),
    column.text('provincia', 'Provincia'),
  ],
  coberturas: [
    column.text('nombre', 'Cobertura'),
    column.money('sumaAsegurada', 'Suma asegurada'),
    column.date('vigenciaDesde', 'Vigencia desde'),
  ],
  beneficiarios: [
    column.text('nombre', 'Nombre'),
    column.date('fechaNacimiento', 'Fecha de nacimiento'),
    column.text('porcentaje', 'Participación (%)'),
    column.text('orden', 'Orden'),
    column.text('parentesco', 'Parentesco'),
  ],
  premioAgrupado: [
    column.text('concepto', 'Concepto'),
    column.text('descripcion', 'Descripción'),
    column.money('importe', 'Importe'),
  ],
  formaPago: [
    column.text('nombre', 'Nombre'),
    column.text('tipoTarjeta', 'Tipo de tarjeta'),
    column.text('numeroTarjeta', 'Número de tarjeta'),
    column.text('vencimientoTarjeta', 'Vencimiento'),
    column.text('banco', 'Banco'),
    column.text('cbu', 'CBU'),
  ],
  facturas: [
    column.text('numero', 'Número'),
    column.date('fechaEmision', 'Fecha de emisión'),
    column.date('vigenciaDesde', 'Vigencia desde'),
    column.date('vigenciaHasta', 'Vigencia hasta'),
    column.date('ultimaAplicacion', 'Última aplicación'),
    column.date('fechaVencimiento', 'Vencimiento'),
    column.money('premio', 'Premio'),
    column.money('saldoPendiente', 'Saldo pendiente'),
    column.text('estado', 'Estado'),
  ],
  rechazos: [
    column.date('fechaMovimiento', 'Fecha de movimiento'),
    column.text('medioPago', 'Medio de pago'),
    column.text('causaRechazo', 'Causa de rechazo'),
    column.money('saldo', 'Saldo'),
    column.text('cupon', 'Cupón'),
  ],
  certificados: [
    column.text('Certificado', 'Certificado'),
    column.text('Asegurado', 'Asegurado'),
    column.text('DNI', 'DNI'),
    column.text('Desc_grupo', 'Actividad'),
    column.date('Fecha_nacimiento', 'Fecha de nacimiento'),
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
