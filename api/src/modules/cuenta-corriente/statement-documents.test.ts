import { pdfText } from '../../testing/pdf-text';
import type { StatementAnswer } from './statement';
import { statementPdf } from './statement-documents';

/** A month with `n` lines: more than a page holds once n is past about 45. */
function statementWith(n: number): StatementAnswer {
  let balance = 100_000;
  const lineas = Array.from({ length: n }, (_, i) => {
    const importe = i % 3 === 2 ? -1234.56 : 2500 + i;
    balance = Math.round((balance + importe) * 100) / 100;
    return {
      id: `L${i}`,
      fecha: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}`,
      tipo: 'comision' as const,
      concepto: `Movimiento ${i + 1}`,
      comprobante: `Liquidación N° ${1_000_000 + i}`,
      origen: { tipoRegistro: 2, numero: 1_000_000 + i, periodo: null },
      importe,
      saldo: balance,
    };
  });
  const creditos = lineas.filter((l) => l.importe > 0).reduce((s, l) => s + l.importe, 0);
  const debitos = -lineas.filter((l) => l.importe < 0).reduce((s, l) => s + l.importe, 0);
  return {
    periodo: 202610,
    desde: '2026-10-01',
    hasta: '2026-10-31',
    productor: { cuit: '20-17254359-7', nombre: 'GÓMEZ MARTÍN' },
    saldoInicial: 100_000,
    lineas,
    totales: { comisiones: creditos, impuestos: 0, ajustes: 0, retenciones: 0, pagos: -debitos, creditos, debitos },
    saldoFinal: balance,
  };
}

const heading = {
  producer: { street: 'Av. Corrientes', number: '1234', city: 'CABA', province: 'Buenos Aires', postalCode: '1043' },
  codes: [{ core: 'VT', code: 'X1001' }],
};
const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe("the statement's PDF", () => {
  it('numbers each page of a long month and repeats the column headings on each', async () => {
    const pdf = await statementPdf(statementWith(120), heading, '2026-11-28');
    const count = pages(pdf);
    expect(count).toBeGreaterThanOrEqual(3);
    const text = pdfText(pdf);
    for (let i = 1; i <= count; i++) expect(text).toContain(`Página ${i} de ${count}`);
    expect(text.split('\n').filter((l) => l === 'Comprobante')).toHaveLength(count);
    for (const expected of [
      'Movimiento 1',
      'Movimiento 120',
      'Av. Corrientes 1234, CABA, Buenos Aires, CP 1043',
      'X1001 (VT)',
      'Octubre 2026 (01/10/2026 al 31/10/2026)',
      'Emitido el',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('fits a short month on one page', async () => {
    const pdf = await statementPdf(statementWith(5), heading, '2026-11-28');
    expect(pages(pdf)).toBe(1);
    expect(pdfText(pdf)).toContain('Página 1 de 1');
  });
});
