import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../errors';
import { messages } from '../messages';

/**
 * The one spreadsheet writer of every report export (docs/architecture.md#the-request-path-of-a-grid-page): ExcelJS's streaming WorkbookWriter,
 * fed page by page and written to the response as it goes, so a 100,000-row export never sits whole in
 * memory. Columns come from the screen (001 §3 "Report column definition"): title, field, summarize,
 * format / displayFormat (4 date, 5 money).
 */

export interface ExportColumnDef {
  title: string;
  field: string;
  summarize?: boolean | null;
  format?: number | null;
  displayFormat?: number | null;
}

export const DISPLAY_DATE = 4;
export const DISPLAY_MONEY = 5;
/** Field formats of 001 §3: 0 text, 1 integer, 2 decimal, 3 currency, 4 date, 5 logical. */
const FORMAT = { integer: 1, decimal: 2, currency: 3, date: 4, logical: 5 } as const;

const MONEY_FORMAT = '"$ "#,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';
export const EMPTY_CELL = '(SIN DATOS)';

/** 001 §5: single and double quotes of the search text become an escaped single quote. */
export function escapeFiltersText(text: string | null | undefined): string | null {
  return text ? text.replace(/['"]/g, "\\'") : null;
}

/**
 * A cell starting with = + - @ (or a tab / carriage return) would be run as a formula by a spreadsheet
 * opening it: prefixed with an apostrophe it stays text (formula injection).
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

type Kind = 'date' | 'money' | 'integer' | 'decimal' | 'logical' | 'text';

function kindOf(c: ExportColumnDef): Kind {
  if (c.displayFormat === DISPLAY_DATE) return 'date';
  if (c.displayFormat === DISPLAY_MONEY) return 'money';
  switch (c.format) {
    case FORMAT.integer:
      return 'integer';
    case FORMAT.decimal:
      return 'decimal';
    case FORMAT.currency:
      return 'money';
    case FORMAT.date:
      return 'date';
    case FORMAT.logical:
      return 'logical';
    default:
      return 'text';
  }
}

function cellValue(kind: Kind, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  switch (kind) {
    case 'date': {
      const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
      return day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : neutralise(String(value));
    }
    case 'money':
    case 'integer':
    case 'decimal': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : neutralise(String(value));
    }
    case 'logical':
      return value === true || value === 'true' ? 'Sí' : 'No';
    default:
      return neutralise(String(value));
  }
}

export interface XlsxExport {
  /** What to send: the xlsx bytes, as they are produced. */
  stream: PassThrough;
  /** Writes one page of rows, waiting while the client is slower than the database. */
  addRows(rows: Record<string, unknown>[]): Promise<void>;
  /** Writes the totals row of the summarized columns and closes the workbook. */
  finish(): Promise<void>;
  /** Rows written so far. */
  count(): number;
}

async function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      stream.off('drain', onDrain);
      stream.off('close', onDrain);
      stream.off('error', onError);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    stream.on('drain', onDrain).on('close', onDrain).on('error', onError);
  });
}

/** Opens a one-sheet workbook: the applied filters (when any), a header row, then the rows. */
export function createXlsxExport({
  sheetName,
  columns,
  filters,
}: {
  sheetName: string;
  columns: ExportColumnDef[];
  filters?: string | null;
}): XlsxExport {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  const kinds = columns.map(kindOf);
  sheet.columns = columns.map((c, i) => ({
    key: c.field,
    width: Math.min(Math.max(c.title.length + 2, kinds[i] === 'date' ? 12 : 14), 50),
    style: kinds[i] === 'money' ? { numFmt: MONEY_FORMAT } : kinds[i] === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  const escaped = escapeFiltersText(filters);
  if (escaped) sheet.addRow([neutralise(`Filtros aplicados: ${escaped}`)]).commit();
  const header = sheet.addRow(columns.map((c) => neutralise(c.title)));
  header.font = { bold: true };
  header.commit();

  const sums = columns.map(() => 0);
  let written = 0;
  return {
    stream,
    count: () => written,
    async addRows(rows) {
      for (const row of rows) {
        const values = columns.map((c, i) => {
          const v = row[c.field];
          if (c.summarize && typeof v === 'number') sums[i] += v;
          return cellValue(kinds[i], v);
        });
        sheet.addRow(values).commit();
        written++;
      }
      await drained(stream);
    },
    async finish() {
      if (columns.some((c) => c.summarize)) {
        const totals = sheet.addRow(
          columns.map((c, i) => (c.summarize ? Math.round(sums[i] * 100) / 100 : i === 0 ? 'Total' : null)),
        );
        totals.font = { bold: true };
        totals.commit();
      }
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * A page's selection narrowed to the fields an export writes (and the id): the database sends, and the api parses,
 * a quarter of a wide report's columns. Typed as the whole selection, since an export reads its rows by field name.
 */
export function exportedSelection<T extends Record<string, unknown>>(selection: T, fields?: readonly string[]): T {
  if (!fields) return selection;
  return Object.fromEntries(Object.entries(selection).filter(([key]) => key === 'id' || fields.includes(key))) as T;
}

/** Rows per query of an export: small enough to keep memory flat, large enough to keep queries few. */
export const EXPORT_PAGE = 2000;

/**
 * Streams a search's rows into a workbook page by page. Returns at once with the stream (what the response
 * sends); the pages follow as the client reads. The columns are checked against the screen's whitelist and
 * the first page is read before answering, so an unknown column, a bad sort or a bad filter is a 400 and not
 * a broken file; a database failure midway ends the stream with an error, so the client gets a broken
 * download, never a silently short one.
 */
export async function streamExport({
  sheetName,
  columns,
  filters,
  allowed,
  page,
  log,
}: {
  sheetName: string;
  columns: ExportColumnDef[];
  filters?: string | null;
  /** The screen's column whitelist: an export may only name these fields. */
  allowed: object;
  /** Reads a page of the search; `fields` are the columns exported, all a page needs to carry. */
  page: (offset: number, limit: number, fields: string[]) => Promise<Record<string, unknown>[]>;
  log: { error(o: object, m: string): void };
}): Promise<XlsxExport> {
  for (const c of columns)
    if (!Object.hasOwn(allowed, c.field)) throw new AppError(400, messages.gridUnknownColumn(c.field));
  const fields = columns.map((c) => c.field);
  const first = await page(0, EXPORT_PAGE, fields);
  const xlsx = createXlsxExport({ sheetName, columns, filters });
  void (async () => {
    let rows = first;
    let offset = 0;
    while (rows.length) {
      const more = rows.length === EXPORT_PAGE;
      // The next page is read while this one is written: the database and the writer work side by side, and
      // an export takes about the longer of the two instead of their sum. Its failure is met where it is awaited.
      const next = more ? page(offset + EXPORT_PAGE, EXPORT_PAGE, fields) : undefined;
      next?.catch(() => undefined);
      await xlsx.addRows(rows);
      if (xlsx.stream.destroyed || !next) break;
      offset += EXPORT_PAGE;
      // PGlite answers in-process through promise callbacks only: without a turn of the event loop the
      // written pages would not reach the socket (nor other requests run) until the whole export is done.
      await new Promise((resolve) => setImmediate(resolve));
      rows = await next;
    }
    // A client that went away gets nothing more; the loop above has stopped reading for it.
    if (!xlsx.stream.destroyed) await xlsx.finish();
  })().catch((err: unknown) => {
    log.error({ err }, `${sheetName} export failed midway`);
    xlsx.stream.destroy(err as Error);
  });
  return xlsx;
}
