import PDFDocument from 'pdfkit';
import { createXlsxExport, DISPLAY_DATE, DISPLAY_MONEY, type XlsxExport } from '../../lib/xlsx-export';
import { formatDate, formatMoney } from '../cartera/documents';
import { COMPANY } from './documents';
import { statementTexts, type StatementAnswer } from './statement';

/** The statement as files: a PDF to hand to an accountant, and the same lines as a workbook. */

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
export const periodName = (periodo: number) => `${MONTHS[(periodo % 100) - 1]} ${Math.floor(periodo / 100)}`;

export const DOCUMENT_TEXTS = {
  title: 'Estado de cuenta',
  company: 'Compañía',
  producer: 'Productor',
  cuit: 'CUIT',
  address: 'Domicilio',
  codes: 'Códigos de productor',
  period: 'Período',
  issued: 'Emitido el',
  columns: ['Fecha', 'Concepto', 'Comprobante', 'Créditos', 'Débitos', 'Saldo'],
  totals: 'Totales del período',
  comisiones: 'Comisiones liquidadas',
  impuestos: 'IVA y percepciones',
  ajustes: 'Ajustes y contracargos',
  retenciones: 'Retenciones',
  pagos: 'Pagos',
  creditos: 'Total de créditos',
  debitos: 'Total de débitos',
  page: (n: number, of: number) => `Página ${n} de ${of}`,
  note: 'El saldo es lo que la compañía adeuda al productor: positivo a su favor. Cada liquidación acredita sus comisiones, el IVA y las percepciones de su factura; cada pago debita lo pagado y las retenciones practicadas.',
} as const;

interface Heading {
  producer: {
    street: string | null;
    number: string | null;
    city: string | null;
    province: string | null;
    postalCode: string | null;
  };
  codes: { core: string; code: string }[];
}

const rangeText = (s: StatementAnswer) => `${periodName(s.periodo)} (${formatDate(s.desde)} al ${formatDate(s.hasta)})`;
const credit = (n: number) => (n > 0 ? formatMoney(n) : '');
const debit = (n: number) => (n < 0 ? formatMoney(-n) : '');

/** Column x positions and widths on A4 with 40 pt margins (515 pt of text width). */
const COLS = [
  { x: 40, w: 52, align: 'left' },
  { x: 94, w: 160, align: 'left' },
  { x: 256, w: 92, align: 'left' },
  { x: 350, w: 68, align: 'right' },
  { x: 420, w: 68, align: 'right' },
  { x: 490, w: 65, align: 'right' },
] as const;

export function statementPdf(s: StatementAnswer, heading: Heading, today: string): Promise<Buffer> {
  const t = DOCUMENT_TEXTS;
  const title = `${t.title} ${periodName(s.periodo)}`;
  return new Promise((resolve, reject) => {
    // Buffered pages: the page numbers ('Página 1 de 3') are written once the last page is known.
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      bufferPages: true,
      info: { Title: title, Author: 'Portal de Productores' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const field = (label: string, value: string) =>
      doc.font('Helvetica-Bold').fontSize(9).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    doc.font('Helvetica-Bold').fontSize(10).text(COMPANY, { align: 'right' });
    doc.moveDown(1).fontSize(16).text(t.title, { align: 'center' }).moveDown(0.8);
    const p = heading.producer;
    const address = [
      [p.street, p.number].filter(Boolean).join(' '),
      p.city,
      p.province,
      p.postalCode ? `CP ${p.postalCode}` : null,
    ]
      .filter(Boolean)
      .join(', ');
    field(t.company, COMPANY);
    field(t.producer, s.productor.nombre);
    field(t.cuit, s.productor.cuit);
    if (address) field(t.address, address);
    if (heading.codes.length) field(t.codes, heading.codes.map((c) => `${c.code} (${c.core})`).join(', '));
    field(t.period, rangeText(s));
    field(t.issued, formatDate(today));
    doc.moveDown(0.8);

    const bottom = () => doc.page.height - doc.page.margins.bottom - 20;
    const row = (cells: string[], bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: COLS[i].w })));
      if (doc.y + height > bottom()) {
        doc.addPage();
        header();
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      }
      const y = doc.y;
      cells.forEach((c, i) => doc.text(c, COLS[i].x, y, { width: COLS[i].w, align: COLS[i].align }));
      doc.x = 40;
      doc.y = y + height + 3;
    };
    const header = () => {
      row([...t.columns], true);
      doc
        .moveTo(40, doc.y - 1)
        .lineTo(555, doc.y - 1)
        .lineWidth(0.5)
        .stroke();
      doc.y += 2;
    };
    header();
    row([formatDate(s.desde), statementTexts.opening, '', '', '', formatMoney(s.saldoInicial)], true);
    for (const l of s.lineas)
      row([formatDate(l.fecha), l.concepto, l.comprobante, credit(l.importe), debit(l.importe), formatMoney(l.saldo)]);
    row(
      [
        formatDate(s.hasta),
        statementTexts.closing,
        '',
        formatMoney(s.totales.creditos),
        formatMoney(s.totales.debitos),
        formatMoney(s.saldoFinal),
      ],
      true,
    );

    doc.moveDown(1);
    if (doc.y + 120 > bottom()) doc.addPage();
    doc.x = 40;
    doc.font('Helvetica-Bold').fontSize(10).text(t.totals).moveDown(0.3);
    const tot = s.totales;
    field(statementTexts.opening, formatMoney(s.saldoInicial));
    for (const key of ['comisiones', 'impuestos', 'ajustes', 'retenciones', 'pagos', 'creditos', 'debitos'] as const)
      field(t[key], formatMoney(tot[key]));
    field(statementTexts.closing, formatMoney(s.saldoFinal));
    doc.moveDown(0.8).font('Helvetica').fontSize(8).text(t.note, { width: 515 });

    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // Below the bottom margin: lifted for the footer so pdfkit does not start a new page for it.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(`${title} · ${s.productor.cuit} · ${t.page(i - start + 1, count)}`, 40, doc.page.height - 30, {
          width: 515,
          align: 'center',
        });
      doc.page.margins.bottom = margin;
    }
    doc.end();
  });
}

const XLSX_COLUMNS = [
  { title: 'Fecha', field: 'fecha', displayFormat: DISPLAY_DATE },
  { title: 'Concepto', field: 'concepto' },
  { title: 'Comprobante', field: 'comprobante' },
  { title: 'Créditos', field: 'creditos', displayFormat: DISPLAY_MONEY },
  { title: 'Débitos', field: 'debitos', displayFormat: DISPLAY_MONEY },
  { title: 'Saldo', field: 'saldo', displayFormat: DISPLAY_MONEY },
];

/** The statement's lines between its opening and closing balances, as the screen shows them, through the one xlsx writer. */
export function statementXlsx(s: StatementAnswer): XlsxExport {
  const xlsx = createXlsxExport({
    sheetName: 'EstadoDeCuenta',
    columns: XLSX_COLUMNS,
    filters: `${DOCUMENT_TEXTS.period}: ${rangeText(s)} · ${s.productor.nombre} · ${DOCUMENT_TEXTS.cuit} ${s.productor.cuit}`,
  });
  const none = '-';
  const rows = [
    {
      fecha: s.desde,
      concepto: statementTexts.opening,
      comprobante: none,
      creditos: 0,
      debitos: 0,
      saldo: s.saldoInicial,
    },
    ...s.lineas.map((l) => ({
      fecha: l.fecha,
      concepto: l.concepto,
      comprobante: l.comprobante,
      creditos: Math.max(l.importe, 0),
      debitos: Math.max(-l.importe, 0),
      saldo: l.saldo,
    })),
    {
      fecha: s.hasta,
      concepto: statementTexts.closing,
      comprobante: none,
      creditos: s.totales.creditos,
      debitos: s.totales.debitos,
      saldo: s.saldoFinal,
    },
  ];
  // One month is a few dozen lines: written whole, after the answer has started streaming.
  void (async () => {
    await xlsx.addRows(rows);
    await xlsx.finish();
  })().catch((err: unknown) => xlsx.stream.destroy(err as Error));
  return xlsx;
}
