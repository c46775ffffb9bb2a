import { DISPLAY_FORMAT, FIELD_FORMAT, type ReportColumn } from '@portal/shared/report';

const { date, money, period } = DISPLAY_FORMAT;
const { integer, decimal } = FIELD_FORMAT;

/** 001 §3 "Settlement detail fields". */
export const settlementDetailColumns: ReportColumn[] = [
  { field: 'Fecha', title: 'Fecha', displayFormat: date },
  { field: 'Devengo', title: 'Devengo', displayFormat: period },
  { field: 'MontoNeto', title: 'Monto neto', displayFormat: money },
  { field: 'IVA', title: 'IVA', displayFormat: money },
  { field: 'Percepcion', title: 'Percepción', displayFormat: money },
  { field: 'TotalBR', title: 'Total', displayFormat: money },
  { field: 'FechaFactura', title: 'Fecha de factura', displayFormat: date },
  { field: 'ComprobanteTipo', title: 'Comprobante' },
  { field: 'FacturaTipo', title: 'Tipo de factura' },
  { field: 'PuntoVenta', title: 'Punto de venta' },
  { field: 'FacturaNumero', title: 'Número de factura' },
];

/** The payment detail (named here; the spec does not list its fields). */
export const paymentDetailColumns: ReportColumn[] = [
  { field: 'Fecha', title: 'Fecha', displayFormat: date },
  { field: 'LiquidacionNumero', title: 'Liquidación' },
  { field: 'MedioPago', title: 'Medio de pago' },
  { field: 'Banco', title: 'Banco' },
  { field: 'ImporteLiquidado', title: 'Importe liquidado', displayFormat: money },
  { field: 'RetencionGanancias', title: 'Retención Ganancias', displayFormat: money },
  { field: 'RetencionIIBB', title: 'Retención IIBB', displayFormat: money },
  { field: 'ImportePagado', title: 'Importe pagado', displayFormat: money },
];

/** 001 §3 "Commission detail fields". */
export const commissionDetailColumns: ReportColumn[] = [
  { field: 'NumeroPoliza', title: 'Póliza' },
  { field: 'Certificado', title: 'Certificado', fieldFormat: integer },
  { field: 'Linea_Negocio', title: 'Línea de negocio' },
  { field: 'Asegurado', title: 'Asegurado' },
  { field: 'Codigo_Movimiento', title: 'Movimiento' },
  { field: 'Endoso', title: 'Endoso' },
  { field: 'FechaEmision', title: 'Fecha de emisión', displayFormat: date },
  { field: 'FechaCobro', title: 'Fecha de cobro', displayFormat: date },
  { field: 'Provincia', title: 'Provincia' },
  { field: 'PremioFacturado', title: 'Premio facturado', displayFormat: money },
  { field: 'PremioCobrado', title: 'Premio cobrado', displayFormat: money },
  { field: 'PrimaNeta', title: 'Prima neta', displayFormat: money },
  { field: 'PorcComisionPrima', title: '% Comisión prima', fieldFormat: decimal },
  { field: 'Excedente', title: 'Excedente', displayFormat: money },
  { field: 'PorcComisionExcedente', title: '% Comisión excedente', fieldFormat: decimal },
  { field: 'ComisionTotal', title: 'Comisión total', displayFormat: money },
  { field: 'Codigo_Intermediario', title: 'Código de intermediario' },
];
