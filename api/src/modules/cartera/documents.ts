import { create } from 'xmlbuilder2';
import { formatMoney as portalMoney } from '@portal/shared/format/money';
import { POLICY_STATUS } from '../../db/schema';
import { renderPdf } from '../../lib/pdf';

/** The documents of the portfolio area: certificate and debt-free PDFs (pdfkit), the rubric XML (xmlbuilder2). */

/** Money as the portal shows it ('$ 1.234,56', 000 §9); dollars as 'U$S 1.234,56'. */
export const formatMoney = (n: number, currency = 'ARS') =>
  currency === 'USD' ? portalMoney(n).replace('$', 'U$S') : portalMoney(n);
export const formatDate = (iso: string | null | undefined) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '-';

const COMPANY = {
  VT: 'Compañía de Seguros de Vida y Generales S.A.',
  RVT: 'Compañía de Seguros de Retiro S.A.',
} as Record<string, string>;

function heading(doc: PDFKit.PDFDocument, company: string, title: string) {
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(COMPANY[company] ?? COMPANY.VT, { align: 'right' });
  doc.moveDown(1.5).fontSize(16).text(title, { align: 'center' }).moveDown();
}

function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
}

export interface CertificatePolicy {
  policyNumber: string;
  certificateNumber: number;
  company: string;
  productDescription: string;
  planDescription: string;
  branchDescription: string;
  holderName: string;
  holderDni: string;
  producerDescription: string;
  currency: string;
  premium: number;
  startDate: string | null;
  endDate: string | null;
  status: number;
}

/** Certificate of coverage (001 §2): policy data, insured persons and coverages. */
export function certificatePdf(
  policy: CertificatePolicy,
  insured: { name: string; document: string; role: string }[],
  coverages: { name: string; insuredSum: number; effectiveFrom: string | null }[],
): Promise<Buffer> {
  return renderPdf((doc) => {
    heading(doc, policy.company, 'CERTIFICADO DE COBERTURA');
    field(doc, 'Póliza', policy.policyNumber);
    field(doc, 'Certificado', String(policy.certificateNumber));
    field(doc, 'Producto', `${policy.productDescription} - ${policy.planDescription}`);
    field(doc, 'Ramo', policy.branchDescription);
    field(doc, 'Tomador', `${policy.holderName} (DNI ${policy.holderDni})`);
    field(doc, 'Vigencia', `${formatDate(policy.startDate)} al ${formatDate(policy.endDate)}`);
    field(doc, 'Estado', POLICY_STATUS[policy.status] ?? '-');
    field(doc, 'Premio', formatMoney(policy.premium, policy.currency));
    field(doc, 'Productor', policy.producerDescription);
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Asegurados');
    for (const i of insured) doc.font('Helvetica').fontSize(10).text(`${i.role}: ${i.name} - DNI ${i.document}`);
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Coberturas');
    for (const c of coverages) {
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(
          `${c.name}: suma asegurada ${formatMoney(c.insuredSum, policy.currency)}, desde ${formatDate(c.effectiveFrom)}`,
        );
    }
    doc
      .moveDown(2)
      .fontSize(8)
      .text('Se extiende el presente certificado a pedido del interesado para ser presentado ante quien corresponda.');
  }, `Certificado ${policy.policyNumber}`);
}

/** Certificado de Libre deuda (001 §2, §4): the policy owes nothing overdue at the period's end. */
export function debtFreePdf(policy: CertificatePolicy, period: string, issuedOn: string): Promise<Buffer> {
  return renderPdf((doc) => {
    heading(doc, policy.company, 'CERTIFICADO DE LIBRE DEUDA');
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(
        `Se certifica que la póliza N° ${policy.policyNumber}, certificado ${policy.certificateNumber}, de ${policy.holderName} ` +
          `(DNI ${policy.holderDni}), producto ${policy.productDescription}, no registra deuda vencida al período ${period.slice(4, 6)}/${period.slice(0, 4)}.`,
      )
      .moveDown();
    field(doc, 'Vigencia', `${formatDate(policy.startDate)} al ${formatDate(policy.endDate)}`);
    field(doc, 'Productor', policy.producerDescription);
    field(doc, 'Fecha de emisión', formatDate(issuedOn));
  }, `Libre deuda ${policy.policyNumber}`);
}

export interface RubricOperation {
  policyNumber: string;
  certificateNumber: number;
  productCode: string;
  productDescription: string;
  branchDescription: string;
  holderName: string;
  holderDni: string;
  currency: string;
  invoiceNumber: string;
  issueDate: string;
  premium: number;
  status: string;
}

/** Rúbrica digital: the producer's operations of the period, one element each (built with xmlbuilder2, so text is escaped). */
export function rubricXml(
  producer: { cuit: string; name: string },
  period: string,
  operations: Iterable<RubricOperation>,
): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('RubricaDigital', { periodo: period });
  root.ele('Productor').ele('Cuit').txt(producer.cuit).up().ele('Nombre').txt(producer.name).up();
  const list = root.ele('Operaciones');
  let n = 0;
  for (const op of operations) {
    n++;
    list
      .ele('Operacion', { numero: String(n) })
      .ele('Fecha')
      .txt(op.issueDate)
      .up()
      .ele('Poliza')
      .txt(op.policyNumber)
      .up()
      .ele('Certificado')
      .txt(String(op.certificateNumber))
      .up()
      .ele('Ramo')
      .txt(op.branchDescription)
      .up()
      .ele('Producto', { codigo: op.productCode })
      .txt(op.productDescription)
      .up()
      .ele('Asegurado', { dni: op.holderDni })
      .txt(op.holderName)
      .up()
      .ele('Comprobante')
      .txt(op.invoiceNumber)
      .up()
      .ele('Moneda')
      .txt(op.currency)
      .up()
      .ele('Premio')
      .txt(op.premium.toFixed(2))
      .up()
      .ele('Estado')
      .txt(op.status)
      .up();
  }
  root.ele('CantidadOperaciones').txt(String(n));
  return root.end({ prettyPrint: true });
}
