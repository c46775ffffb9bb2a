import type { PassThrough } from 'node:stream';
import { AppError } from '../errors';
import { messages } from '../messages';
import { createZipStream } from './zip-stream';

/**
 * The one spreadsheet writer of every report export (docs/architecture.md#the-request-path-of-a-grid-page): a one-sheet workbook
 * streamed as a ZIP (lib/zip-stream), fed page by page and written to the response as it goes, so a 100,000-row export never sits whole in
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

/** XML 1.0 has no place for most control characters: a cell keeps the rest of its text. */
// eslint-disable-next-line no-control-regex -- these are the characters XML 1.0 refuses
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => XML_ESCAPES[c]);
}

/** A1-style column letters: 0 is A, 25 Z, 26 AA. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Days since 1899-12-30, the spreadsheet's serial date, of a `YYYY-MM-DD…` value; null when it is not one. */
function serialDay(value: unknown): number | null {
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!day) return null;
  return (Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/**
 * The cell formats of styles.xml, by index: the default, money and date (a column's style), bold (the header
 * row), and bold money (the totals).
 */
const STYLE = { plain: 0, money: 1, date: 2, bold: 3, boldMoney: 4 } as const;

const STYLES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="${xmlText(MONEY_FORMAT)}"/>` +
  `<numFmt numFmtId="165" formatCode="${DATE_FORMAT}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const CONTENT_TYPES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const PACKAGE_RELS_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

const WORKBOOK_RELS_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '</Relationships>';

function workbookXml(sheetName: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`
  );
}

/** One cell's XML, or '' for an empty one. Text is inline (no shared-strings table to hold in memory). */
function textCell(ref: string, text: string, style: number = STYLE.plain): string {
  const body = xmlText(text);
  const space = /^\s|\s$/.test(body) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${body}</t></is></c>`;
}

function numberCell(ref: string, n: number, style: number): string {
  return `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${n}</v></c>`;
}

/** A value as 001 §3 shows it: empty as '(SIN DATOS)', dates and amounts as numbers in their format, text neutralised. */
function valueCell(ref: string, kind: Kind, value: unknown, style: number): string {
  if (value === null || value === undefined || value === '') return textCell(ref, EMPTY_CELL, style);
  switch (kind) {
    case 'date': {
      const serial = serialDay(value);
      return serial === null ? textCell(ref, neutralise(String(value)), style) : numberCell(ref, serial, style);
    }
    case 'money':
    case 'integer':
    case 'decimal': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? numberCell(ref, n, style) : textCell(ref, neutralise(String(value)), style);
    }
    case 'logical':
      return textCell(ref, value === true || value === 'true' ? 'Sí' : 'No', style);
    default:
      return textCell(ref, neutralise(String(value)), style);
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

/**
 * Opens a one-sheet workbook: the applied filters (when any), a header row, then the rows. The sheet's XML is
 * written by hand into a streamed ZIP (lib/zip-stream): a row is one string, where ExcelJS's streaming writer
 * built a row and a cell object per value and kept the compressed chunks it had sent (docs/adr/0028).
 */
export function createXlsxExport({
  sheetName,
  columns,
  filters,
}: {
  sheetName: string;
  columns: ExportColumnDef[];
  filters?: string | null;
}): XlsxExport {
  const zip = createZipStream();
  zip.addEntry('[Content_Types].xml', CONTENT_TYPES_XML);
  zip.addEntry('_rels/.rels', PACKAGE_RELS_XML);
  zip.addEntry('xl/workbook.xml', workbookXml(sheetName.slice(0, 31)));
  zip.addEntry('xl/_rels/workbook.xml.rels', WORKBOOK_RELS_XML);
  zip.addEntry('xl/styles.xml', STYLES_XML);
  zip.openEntry('xl/worksheets/sheet1.xml');

  const kinds = columns.map(kindOf);
  const styles = kinds.map((k) => (k === 'money' ? STYLE.money : k === 'date' ? STYLE.date : STYLE.plain));
  const letters = columns.map((_, i) => columnLetters(i));
  const cols = columns
    .map((c, i) => {
      const width = Math.min(Math.max(c.title.length + 2, kinds[i] === 'date' ? 12 : 14), 50);
      const style = styles[i] ? ` style="${styles[i]}"` : '';
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"${style}/>`;
    })
    .join('');
  let rowNumber = 0;
  let head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    `xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><cols>${cols}</cols><sheetData>`;
  const escaped = escapeFiltersText(filters);
  if (escaped) {
    rowNumber++;
    head += `<row r="${rowNumber}">${textCell(`A${rowNumber}`, neutralise(`Filtros aplicados: ${escaped}`))}</row>`;
  }
  rowNumber++;
  head += `<row r="${rowNumber}">${columns.map((c, i) => textCell(`${letters[i]}${rowNumber}`, neutralise(c.title), STYLE.bold)).join('')}</row>`;
  const opened = zip.write(head);

  const sums = columns.map(() => 0);
  let written = 0;
  return {
    stream: zip.output,
    count: () => written,
    async addRows(rows) {
      await opened;
      let xml = '';
      for (const row of rows) {
        rowNumber++;
        xml += `<row r="${rowNumber}">`;
        for (let i = 0; i < columns.length; i++) {
          const v = row[columns[i].field];
          if (columns[i].summarize && typeof v === 'number') sums[i] += v;
          xml += valueCell(`${letters[i]}${rowNumber}`, kinds[i], v, styles[i]);
        }
        xml += '</row>';
        written++;
      }
      await zip.write(xml);
    },
    async finish() {
      await opened;
      let tail = '';
      if (columns.some((c) => c.summarize)) {
        rowNumber++;
        const cells = columns.map((c, i) => {
          const ref = `${letters[i]}${rowNumber}`;
          if (c.summarize) return numberCell(ref, Math.round(sums[i] * 100) / 100, STYLE.boldMoney);
          return i === 0 ? textCell(ref, 'Total', STYLE.bold) : '';
        });
        tail += `<row r="${rowNumber}">${cells.join('')}</row>`;
      }
      await zip.write(`${tail}</sheetData></worksheet>`);
      await zip.finish();
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
