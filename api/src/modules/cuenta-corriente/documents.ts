import { renderPdf } from '../../lib/pdf';
import { formatDate, formatMoney } from '../cartera/documents';

/** The area's PDFs: payment certificates (Ganancias, IIBB / obra social / municipal) and withholding certificates. */

export const COMPANY = 'Compañía de Seguros de Vida y Generales S.A.';

function heading(doc: PDFKit.PDFDocument, title: string) {
  doc.font('Helvetica-Bold').fontSize(10).text(COMPANY, { align: 'right' });
  doc.moveDown(1.5).fontSize(16).text(title, { align: 'center' }).moveDown();
}

function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
}

export interface PaymentCertificate {
  tipo: 1 | 2;
  numero: number;
  fecha: string;
  cuit: string;
  producer: string;
  base: number;
  withheld: number;
}

export const CERTIFICATE_TITLES = {
  1: 'Certificado de retención de Ganancias',
  2: 'Certificado de retención de IIBB / Obra social / Municipal',
} as const;

export function paymentCertificatePdf(c: PaymentCertificate): Promise<Buffer> {
  const title = CERTIFICATE_TITLES[c.tipo];
  return renderPdf((doc) => {
    heading(doc, title);
    field(doc, 'Pago número', String(c.numero));
    field(doc, 'Fecha de pago', formatDate(c.fecha));
    field(doc, 'Productor', c.producer);
    field(doc, 'CUIT', c.cuit);
    field(doc, 'Base sujeta a retención', formatMoney(c.base));
    field(doc, 'Importe retenido', formatMoney(c.withheld));
    doc.moveDown().fontSize(9).text('Certificado emitido según la liquidación de comisiones pagada por la compañía.');
  }, title);
}

export interface WithholdingCertificate {
  month: number;
  year: number;
  code: string;
  producer: string;
  cuit: string;
  settled: number;
  base: number;
}

export function withholdingCertificatePdf(c: WithholdingCertificate): Promise<Buffer> {
  const period = `${String(c.month).padStart(2, '0')}/${c.year}`;
  const title = 'Certificado de retención';
  return renderPdf((doc) => {
    heading(doc, title);
    field(doc, 'Período', period);
    field(doc, 'Código de productor (VIDA Y GENERALES)', c.code);
    field(doc, 'Productor', c.producer);
    field(doc, 'CUIT', c.cuit);
    field(doc, 'Movimientos liquidados', String(c.settled));
    field(doc, 'Comisiones liquidadas', formatMoney(c.base));
    field(doc, 'Retención de Ganancias (2 %)', formatMoney(Math.round(c.base * 2) / 100));
  }, `${title} ${period}`);
}
