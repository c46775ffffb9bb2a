import { DISPLAY_FORMAT, formatCell, parseDayMonthYear as parseDate, toGridColumn } from '@portal/shared/report';
import {
  ccgEnabled,
  certificateEnabled,
  individualCertificateEnabled,
  portfolioColumns,
  portfolioLabels,
} from './portfolio-columns';
import { emptyPortfolioFilters, portfolioFiltersSchema, toCriteria } from './portfolio-filters';
import { maskCardNumber } from './policy-detail';

describe('portfolio row actions (001 §6)', () => {
  it('allows the certificate for core VT and for the listed plans of another core', () => {
    expect(certificateEnabled({ core: 'VT', plan_Codigo: 'ANY' })).toBe(true);
    expect(certificateEnabled({ core: 'EOS', plan_Codigo: '65' })).toBe(true);
    expect(certificateEnabled({ core: 'EOS', plan_Codigo: '0020MLC5' })).toBe(true);
    expect(certificateEnabled({ core: 'EOS', plan_Codigo: '70' })).toBe(false);
  });

  it('offers individual certificates only for VT and the CCG only for VT with showAsegurados', () => {
    expect(individualCertificateEnabled({ core: 'VT' })).toBe(true);
    expect(individualCertificateEnabled({ core: 'EOS' })).toBe(false);
    expect(ccgEnabled({ core: 'VT', showAsegurados: true })).toBe(true);
    expect(ccgEnabled({ core: 'VT', showAsegurados: false })).toBe(false);
    expect(ccgEnabled({ core: 'EOS', showAsegurados: true })).toBe(false);
  });
});

describe('portfolio grid columns', () => {
  const column = (field: string) => portfolioColumns.find((c) => c.field === field)!;

  it("shows a missing date as '-' and a present one as DD/MM/YYYY (001 §3)", () => {
    const dates = portfolioColumns.filter((c) => c.displayFormat === DISPLAY_FORMAT.date);
    expect(dates.map((c) => c.field)).toEqual(['issueDate', 'lastStatusDate', 'startDate', 'endDate']);
    for (const c of dates) expect(formatCell(c, null)).toBe('-');
    expect(formatCell(column('endDate'), '2024-03-05')).toBe('05/03/2024');
  });

  it("filters the server's numeric columns with number operators, not text ones", () => {
    for (const field of ['certificateNumber', 'status', 'lastBilledPeriod', 'premium', 'reward'])
      expect(toGridColumn(column(field)).type).toBe('number');
    expect(toGridColumn(column('poliza_Numero_FRMT')).type).toBe('string');
  });
});

describe('portfolio filters (001 §5)', () => {
  const parse = (changes: Partial<typeof emptyPortfolioFilters>) =>
    portfolioFiltersSchema.safeParse({ ...emptyPortfolioFilters, ...changes });

  it('takes digits only in certificate and DNI, letters, spaces and hyphens in names', () => {
    expect(parse({ certificado: '12a' }).success).toBe(false);
    expect(parse({ dni: '1234567a' }).success).toBe(false);
    expect(parse({ nombre: 'Ana María' }).success).toBe(true);
    expect(parse({ apellido: 'Pérez-Gómez' }).success).toBe(true);
    expect(parse({ apellido: 'Pérez1' }).success).toBe(false);
  });

  it('keeps the maximum lengths: DNI 8, names 100, policy 50, dates 10', () => {
    expect(parse({ dni: '123456789' }).success).toBe(false);
    expect(parse({ nombre: 'a'.repeat(101) }).success).toBe(false);
    expect(parse({ poliza: '1'.repeat(51) }).success).toBe(false);
    expect(parse({ fechaDesde: '01/02/20245' }).success).toBe(false);
  });

  it('refuses a date that does not exist and a range that runs backwards', () => {
    expect(parseDate('31/02/2024')).toBeNull();
    expect(parse({ fechaDesde: '31/02/2024' }).success).toBe(false);
    expect(parse({ fechaDesde: '02/02/2024', fechaHasta: '01/02/2024' }).success).toBe(false);
  });

  it('sends only filled filters, the certificate as an integer and the status unless it is -1', () => {
    expect(toCriteria(emptyPortfolioFilters, ['X1'], '20123456786')).toEqual({
      producerId: ['X1'],
      producerCuit: '20123456786',
    });
    expect(
      toCriteria({ ...emptyPortfolioFilters, certificado: '007', estado: '4', fechaHasta: '05/03/2024' }, [], null),
    ).toEqual({
      producerId: [],
      certificado: 7,
      estado: 4,
      fechaHasta: '2024-03-05',
    });
  });

  it('names products and statuses from the labels, with the spec statuses as fallback', () => {
    const labels = portfolioLabels({ Productos: { P1: 'VIDA' }, Estados: {} });
    expect(labels.producto_Codigo_VT.P1).toBe('VIDA');
    expect(labels.status['4']).toBe('ANULADA');
  });

  it('masks a card number to its last four digits', () => {
    expect(maskCardNumber('4509 9535 6623 3704')).toBe('**** 3704');
    expect(maskCardNumber(null)).toBeNull();
  });
});
