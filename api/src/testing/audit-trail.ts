import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AuditAction, AuditLog, AuditMessage } from '@portal/shared/contract/admin-oversight';
import type { ActionRecord, AuditRecorder, LogRecord, MessageRecord } from '../modules/audit/recorder';
import type { SignedIn } from './session';

/**
 * The requests of the audit trail's tests (issue 36 §2): signed-in calls that are answered, refused and
 * mailed, and the hostile ones that once failed a whole batch: NUL and lone surrogates in a query, a JSON
 * body, a file name and a mail's subject, and a 1 MB value.
 */

/** A multipart part as it goes on the wire: its header lines (so a test can write `filename*=` or a charset) and its bytes. */
export interface RawPart {
  headers: string[];
  body: Buffer | string;
}

const BOUNDARY = '----portal-audit-test';

export function multipartBody(parts: RawPart[]) {
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${BOUNDARY}\r\n${p.headers.join('\r\n')}\r\n\r\n`, 'latin1'),
    Buffer.from(p.body),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export const field = (name: string, value: string): RawPart => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  body: Buffer.from(value, 'utf8'),
});

/** A text field sent in UTF-16: the only way a multipart field reaches the api with a lone surrogate in it. */
export const utf16Field = (name: string, value: string): RawPart => ({
  headers: [`Content-Disposition: form-data; name="${name}"`, 'Content-Type: text/plain; charset=utf-16le'],
  body: Buffer.from(value, 'utf16le'),
});

/** A file part whose name is given percent-encoded in `charset` (RFC 5987), so it may hold a NUL or, in UTF-16, a lone surrogate. */
export function encodedFile(
  fieldName: string,
  fileName: string,
  charset: 'utf-8' | 'utf-16le',
  content: Buffer,
): RawPart {
  const bytes = Buffer.from(fileName, charset === 'utf-8' ? 'utf8' : 'utf16le');
  const encoded = [...bytes].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  return {
    headers: [
      `Content-Disposition: form-data; name="${fieldName}"; filename*=${charset}''${encoded}`,
      'Content-Type: application/octet-stream',
    ],
    body: content,
  };
}

/** Bytes no payroll type accepts (an executable's header). */
export const REFUSED_CONTENT = Buffer.from('MZ\x90\x00 not a payroll', 'latin1');

/** The hostile file names of the payroll uploads: the text each must be stored as, escaped visibly. */
export const HOSTILE_FILE_NAMES: { name: string; charset: 'utf-8' | 'utf-16le'; stored: string }[] = [
  { name: 'nomina\u0000.exe', charset: 'utf-8', stored: 'nomina\\u0000.exe' },
  { name: '\u0000\u0000.csv', charset: 'utf-8', stored: '\\u0000\\u0000.csv' },
  { name: 'planilla\u0000marzo.xlsx', charset: 'utf-8', stored: 'planilla\\u0000marzo.xlsx' },
  { name: 'a\u0000b\u0000c.txt', charset: 'utf-8', stored: 'a\\u0000b\\u0000c.txt' },
  { name: 'nómina\u0000.xls', charset: 'utf-8', stored: 'nómina\\u0000.xls' },
  { name: 'alta\ud800.csv', charset: 'utf-16le', stored: 'alta\\ud800.csv' },
  { name: '\udfff.xlsx', charset: 'utf-16le', stored: '\\udfff.xlsx' },
  { name: 'baja\udbff\u0000.exe', charset: 'utf-16le', stored: 'baja\\udbff\\u0000.exe' },
  { name: 'mix\udc00\ud800.csv', charset: 'utf-16le', stored: 'mix\\udc00\\ud800.csv' },
  { name: '😀ok\ud83d.xls', charset: 'utf-16le', stored: '😀ok\\ud83d.xls' },
];

export function payrollUpload(app: FastifyInstance, who: SignedIn, policyNumber: string, file: RawPart) {
  const body = multipartBody([field('Type', 'AP'), field('Policy', policyNumber), file]);
  return app.inject({
    method: 'POST',
    url: '/api/portfolio/SendPayroll',
    payload: body.payload,
    headers: { ...body.headers, ...who.auth },
  });
}

/** An enquiry to sector 4 (no types) with a copy to the sender: two mails, whose subjects carry `motive`. */
export function enquiry(app: FastifyInstance, who: SignedIn, motive: RawPart) {
  const body = multipartBody([
    field('IdSector', '4'),
    motive,
    field('Detail', 'Necesito el detalle de las comisiones liquidadas en noviembre para la póliza 10000001.'),
    field('SendCopy', 'true'),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/Communication/EnviarConsulta',
    payload: body.payload,
    headers: { ...body.headers, ...who.auth },
  });
}

// ——— What the recorder was handed, and what the audit's read calls give back ———

type Handed = { action: ActionRecord[]; log: LogRecord[]; message: MessageRecord[] };

/** Watches the records the app hands its recorder (they are still written as usual); `stop()` ends watching. */
export function watchRecorder(recorder: AuditRecorder): Handed & { stop(): void } {
  const handed: Handed = { action: [], log: [], message: [] };
  const methods = { action: 'action', log: 'error', message: 'message' } as const;
  const target = recorder as unknown as Record<string, (record: object) => void>;
  const originals = Object.entries(methods).map(([kind, method]) => {
    const original = target[method];
    target[method] = (record) => {
      handed[kind as keyof Handed].push({ ...record } as never);
      original.call(recorder, record);
    };
    return () => (target[method] = original);
  });
  return { ...handed, stop: () => originals.forEach((restore) => restore()) };
}

/** MM/DD/YYYY of the day in Argentina `daysAgo` days before now (the audit's filters). */
function arDay(daysAgo: number): string {
  const ar = new Date(Date.now() - 3 * 3600 * 1000 - daysAgo * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(ar.getUTCMonth() + 1)}/${pad(ar.getUTCDate())}/${ar.getUTCFullYear()}`;
}

async function readAll<T>(app: FastifyInstance, reader: SignedIn, path: string, filter: string): Promise<T[]> {
  const range = `from=${encodeURIComponent(arDay(1))}&to=${encodeURIComponent(arDay(0))}${filter}`;
  const items: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/simulator/${path}${range}&next=100&offset=${offset}`,
      headers: reader.auth,
    });
    if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
    const page = res.json() as { total: number; items: T[] };
    items.push(...page.items);
    if (offset + 100 >= page.total) return items;
  }
}

/**
 * The trail as an auditor reads it (simulator/getaudit, getlogs, getcommunicationaudit, every page): the
 * actions for `cuit` (so the reader's own calls, written meanwhile, do not move the pages), every log and mail.
 */
export async function readAuditTrail(app: FastifyInstance, reader: SignedIn, cuit: string) {
  const [actions, refusals, exceptions, messages] = await Promise.all([
    readAll<AuditAction>(app, reader, 'getaudit?', `&cuit=${cuit}`),
    readAll<AuditLog>(app, reader, 'getlogs?exception=false&', ''),
    readAll<AuditLog>(app, reader, 'getlogs?exception=true&', ''),
    readAll<AuditMessage>(app, reader, 'getcommunicationaudit?', ''),
  ]);
  return { actions, logs: [...refusals, ...exceptions], messages };
}

const actionKey = (at: string, fn: string, trace: string) => `${at}|${fn}|${trace}`;
const logKey = (at: string, method: string, event: string, severity: string) => `${at}|${method}|${event}|${severity}`;

/** Items of `expected` (by key, counted) that `found` lacks. */
function lacking(expected: string[], found: string[]): string[] {
  const left = new Map<string, number>();
  for (const key of found) left.set(key, (left.get(key) ?? 0) + 1);
  return expected.filter((key) => {
    const n = left.get(key) ?? 0;
    left.set(key, n - 1);
    return n <= 0;
  });
}

/** How many handed records of each kind the read calls do not give back (all 0 when the trail lost nothing). */
export function missingCounts(handed: Handed, read: Awaited<ReturnType<typeof readAuditTrail>>) {
  const missing = missingFrom(handed, read);
  return { actions: missing.actions.length, logs: missing.logs.length, messages: missing.messages.length };
}

/** The handed records that the read calls do not give back, by kind. */
export function missingFrom(handed: Handed, read: Awaited<ReturnType<typeof readAuditTrail>>) {
  return {
    actions: lacking(
      handed.action.map((a) =>
        actionKey(a.createdAt.toISOString(), a.function, `${a.statusCode} · ${a.durationMs} ms`),
      ),
      read.actions.map((a) => actionKey(a.creationDate, a.function, a.trace)),
    ),
    logs: lacking(
      handed.log.map((l) => logKey(l.createdAt.toISOString(), l.method, l.logEvent, l.severity)),
      read.logs.map((l) => logKey(l.creationDate, l.method, l.logEvent, l.severity)),
    ),
    messages: lacking(
      handed.message.map((m) => `${m.registerId}`),
      read.messages.map((m) => `${m.registerId}`),
    ),
  };
}

/** What the recorder told the operator: level, fields and message of each line. */
export function capturedLog() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message?: string) =>
    lines.push({ level, fields, message: message ?? '' });
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    level: 'info',
    silent: () => undefined,
  };
  return { log: Object.assign(log, { child: () => log }) as unknown as FastifyBaseLogger, lines };
}
