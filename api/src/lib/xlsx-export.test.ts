import ExcelJS from 'exceljs';
import { createXlsxExport, EXPORT_PAGE, streamExport, type XlsxExport } from './xlsx-export';

const columns = [
  { title: 'Póliza', field: 'n' },
  { title: 'Premio', field: 'amount', displayFormat: 5, summarize: true },
];
const allowed = { n: {}, amount: {} };
const rowsOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ n: String(from + i), amount: 1.5 }));

async function bytesOf(stream: NodeJS.ReadableStream): Promise<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

describe('streamExport', () => {
  it('writes every page in order, then the totals, reading the next page while it writes one', async () => {
    const total = EXPORT_PAGE * 2 + 17;
    const asked: number[] = [];
    const exporting: { xlsx?: XlsxExport } = {};
    const xlsx = await streamExport({
      sheetName: 'Cartera',
      columns,
      allowed,
      log: { error: () => undefined },
      page: async (offset, limit, fields) => {
        // The page after this one is asked for before this one's rows are all written, and only the exported fields.
        asked.push(offset);
        expect(fields).toEqual(['n', 'amount']);
        if (offset > 0) expect(exporting.xlsx?.count() ?? 0).toBeLessThan(offset);
        return rowsOf(offset, Math.max(0, Math.min(limit, total - offset)));
      },
    });
    exporting.xlsx = xlsx;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await bytesOf(xlsx.stream));
    const sheet = workbook.worksheets[0];
    expect(asked).toEqual([0, EXPORT_PAGE, EXPORT_PAGE * 2]);
    expect(sheet.rowCount).toBe(1 + total + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe('0');
    expect(sheet.getRow(1 + total).getCell(1).value).toBe(String(total - 1));
    expect(sheet.getRow(2 + total).getCell(2).value).toBe(Math.round(total * 1.5 * 100) / 100);
  });

  it('a page failing midway breaks the download instead of ending it short', async () => {
    const errors: string[] = [];
    const xlsx = await streamExport({
      sheetName: 'Cartera',
      columns,
      allowed,
      log: { error: (_o, m) => errors.push(m) },
      page: async (offset, limit) => {
        if (offset === EXPORT_PAGE * 2) throw new Error('connection lost');
        return rowsOf(offset, limit);
      },
    });
    await expect(bytesOf(xlsx.stream)).rejects.toThrow('connection lost');
    expect(errors).toEqual(['Cartera export failed midway']);
  });
});

describe('createXlsxExport', () => {
  const sheetColumns = [
    { title: 'Póliza', field: 'n' },
    { title: 'Emisión', field: 'day', displayFormat: 4 },
    { title: 'Premio', field: 'amount', displayFormat: 5, summarize: true },
    { title: 'Activa', field: 'active', format: 5 },
  ];

  async function written(rows: Record<string, unknown>[], filters?: string) {
    const xlsx = createXlsxExport({ sheetName: 'Cartera & <co>', columns: sheetColumns, filters });
    const bytes = bytesOf(xlsx.stream);
    await xlsx.addRows(rows);
    await xlsx.finish();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await bytes);
    return workbook.worksheets[0];
  }

  it('writes the filters, a bold header, typed and formatted cells and a bold totals row', async () => {
    const sheet = await written(
      [
        { n: '=HYPERLINK("x") <b>&', day: '2026-11-29', amount: 12.5, active: true },
        { n: ' a\u0000b\u001f ', day: null, amount: 3, active: 'false' },
      ],
      'Producto: "VIDA"',
    );
    expect(sheet.name).toBe('Cartera & <co>');
    expect(sheet.getRow(1).getCell(1).value).toBe("Filtros aplicados: Producto: \\'VIDA\\'");
    expect(sheet.getRow(2).values).toEqual([undefined, 'Póliza', 'Emisión', 'Premio', 'Activa']);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBe(true);
    const first = sheet.getRow(3);
    // A formula is neutralised; markup stays text.
    expect(first.getCell(1).value).toBe('\'=HYPERLINK("x") <b>&');
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2026, 10, 29)));
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(3).value).toBe(12.5);
    expect(first.getCell(3).numFmt).toBe('"$ "#,##0.00');
    expect(first.getCell(4).value).toBe('Sí');
    const second = sheet.getRow(4);
    // Characters XML cannot hold are dropped, the spaces around kept; an empty value reads '(SIN DATOS)'.
    expect(second.getCell(1).value).toBe(' ab ');
    expect(second.getCell(2).value).toBe('(SIN DATOS)');
    expect(second.getCell(4).value).toBe('No');
    const totals = sheet.getRow(5);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(3).value).toBe(15.5);
    expect(totals.getCell(3).font?.bold).toBe(true);
    expect(totals.getCell(3).numFmt).toBe('"$ "#,##0.00');
    expect(sheet.rowCount).toBe(5);
  });

  it('waits while nobody reads, and stops waiting when the reader goes away', async () => {
    const xlsx = createXlsxExport({ sheetName: 'Cartera', columns: sheetColumns });
    const rows = Array.from({ length: 5000 }, (_, i) => ({ n: `póliza ${i} ${'x'.repeat(200)}`, amount: i }));
    let settled = false;
    const adding = (async () => {
      for (let i = 0; i < 20; i++) await xlsx.addRows(rows);
    })().finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Unread, the output holds a bounded amount instead of the whole export.
    expect(settled).toBe(false);
    expect(xlsx.count()).toBeLessThan(20 * rows.length);
    expect(xlsx.stream.readableLength).toBeLessThan(2 * 1024 * 1024);
    xlsx.stream.destroy();
    await adding;
    expect(settled).toBe(true);
  });
});
