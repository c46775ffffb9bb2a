import { column, type ReportColumn } from '@portal/shared/report';

/** 001 §3 "Settlement detail fields". */
export const settlementDetailColumns: ReportColumn[] = [
  column.date('Fecha', 'Fecha'),
  column.period('Devengo', 'Devengo'),
  column.money('MontoNeto', 'Monto neto'),
  column.money('IVA', 'IVA'),
  column.money('Percepcion', 'Percepción'),
  column.money('TotalBR', 'Total'),
  column.date('FechaFactura', 'Fecha de factura'),
  column.text('ComprobanteTipo', 'Comprobante'),
  column.text('FacturaTipo', 'Tipo de factura'),
  column.text('PuntoVenta', 'Punto de venta'),
  column.text('FacturaNumero', 'Número de factura'),
];

/** The payment detail (named here; the spec does not list its fields). */
export const paymentDetailColumns: ReportColumn[] = [
  column.date('Fecha', 'Fecha'),
  column.text('LiquidacionNumero', 'Liquidación'),
  column.text('MedioPago', 'Medio de pago'),
  column.text('Banco', 'Banco'),
  column.money('ImporteLiquidado', 'Importe liquidado'),
  column.money('RetencionGanancias', 'Retención Ganancias'),
  column.money('RetencionIIBB', 'Retención IIBB'),
  column.money('ImportePagado', 'Importe pagado'),
];

/** 001 §3 "Commission detail fields". */
export const commissionDetailColumns: ReportColumn[] = [
  column.text('NumeroPoliza', 'Póliza'),
  column.integer('Certificado', 'Certificado'),
  column.text('Linea_Negocio', 'Línea de negocio'),
  column.text('Asegurado', 'Asegurado'),
  column.text('Codigo_Movimiento', 'Movimiento'),
  column.text('Endoso', 'Endoso'),
  column.date('FechaEmision', 'Fecha de emisión'),
  column.date('FechaCobro', 'Fecha de cobro'),
  column.text('Provincia', 'Provincia'),
  column.money('PremioFacturado', 'Premio facturado'),
  column.money('PremioCobrado', 'Premio cobrado'),
  column.money('PrimaNeta', 'Prima neta'),
  column.decimal('PorcComisionPrima', '% Comisión prima'),
  column.money('Excedente', 'Excedente'),
  column.decimal('PorcComisionExcedente', '% Comisión excedente'),
  column.money('ComisionTotal', 'Comisión total'),
  column.text('Codigo_Intermediario', 'Código de intermediario'),
];
