import ExcelJS from 'exceljs';
import { EXPORT_PAGE, streamExport, type XlsxExport } from './xlsx-export';

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
