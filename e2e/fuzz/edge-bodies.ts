import type { FuzzInput, TokenKind } from './inputs';
import { endsSession, type JsonSchema, type Operation } from './operations';

/**
 * Bodies a proxy gets wrong when the api answers before reading them to the end (issue 36 §1): over the api's
 * 1 MiB limit on every body operation, and malformed or oversized multipart on every upload. Each is sent to the
 * api's own port and through the host, and must get the same status from both.
 */

/** Over the api's default 1 MiB body limit (the size of the issue's report) and over every upload's 10 MiB file limit. */
const OVER_BODY_LIMIT = 2_800_000;
const OVER_FILE_LIMIT = 11 * 1024 * 1024;

const BOUNDARY = 'edgeBoundaryQ2x9';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function part(name: string, value: string, fileName?: string): string {
  const disposition = `Content-Disposition: form-data; name="${name}"${fileName !== undefined ? `; filename="${fileName}"` : ''}`;
  return `--${BOUNDARY}\r\n${disposition}\r\n${fileName !== undefined ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n${value}\r\n`;
}
const END = `--${BOUNDARY}--\r\n`;

function isFile(schema: JsonSchema): boolean {
  return schema.format === 'binary' || schema.items?.format === 'binary';
}

/** The operation's file field and its other fields, as its multipart schema names them. */
function formFields(op: Operation): { file: string; fields: string[] } {
  const props = Object.entries(op.body?.schema.properties ?? {});
  return {
    file: props.find(([, s]) => isFile(s))?.[0] ?? 'File',
    fields: props.filter(([, s]) => !isFile(s)).map(([name]) => name),
  };
}

/** Path parameters filled with a plausible value: the body, not the path, is under test. */
function concretePath(op: Operation): string {
  return op.path.replace(/\{\w+\}/g, '1');
}

/** Mutating calls get the real session only with bodies the api must refuse; session-ending ones never get it. */
function tokens(op: Operation): TokenKind[] {
  return [endsSession(op) ? 'tampered' : 'valid', 'none'];
}

function input(op: Operation, kind: string, token: TokenKind, contentType: string, data: string): FuzzInput {
  return {
    kind,
    token,
    path: concretePath(op),
    query: '',
    body: { contentType, data },
    mustBeRefused: token === 'valid',
  };
}

function jsonCases(op: Operation): FuzzInput[] {
  const big = JSON.stringify({ texto: 'a'.repeat(OVER_BODY_LIMIT) });
  return tokens(op).map((token) => input(op, 'json-over-1MiB', token, 'application/json', big));
}

function uploadCases(op: Operation): FuzzInput[] {
  const { file, fields } = formFields(op);
  const named = (i: number) => fields[i % Math.max(fields.length, 1)] ?? `campo${i}`;
  const wellFormed = part(named(0), '1') + part(file, 'CUIL;Apellido\n20301112223;PÉREZ', 'nomina.csv') + END;
  const cases: [string, string, string][] = [
    [
      'multipart-garbage-parts',
      MULTIPART,
      `--${BOUNDARY}\r\nbasura sin encabezados\r\n--${BOUNDARY}\r\n\r\n\r\n${'\u0000'.repeat(64)}--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n${END}`,
    ],
    [
      'multipart-32-files',
      MULTIPART,
      Array.from({ length: 32 }, (_, i) => part(file, 'a;b', `f${i}.csv`)).join('') + END,
    ],
    [
      'multipart-120-fields',
      MULTIPART,
      Array.from({ length: 120 }, (_, i) => part(fields.length ? named(i) : `campo${i}`, String(i))).join('') + END,
    ],
    ['multipart-as-jsonx', 'application/jsonx', wellFormed],
    [
      'multipart-cut-short',
      MULTIPART,
      (part(named(0), '1') + part(file, 'x'.repeat(200_000), 'nomina.csv')).slice(0, 120_000),
    ],
    [
      'multipart-over-1MiB-file',
      MULTIPART,
      part(named(0), '1') + part(file, 'x'.repeat(OVER_BODY_LIMIT), 'a.exe') + END,
    ],
  ];
  const refused = tokens(op).flatMap((token) => cases.map(([kind, type, data]) => input(op, kind, token, type, data)));
  // A file over every upload's limit, with the real session: the api's own refusal ('…demasiado grande').
  const huge = input(
    op,
    'multipart-over-file-limit',
    tokens(op)[0],
    MULTIPART,
    part(file, 'x'.repeat(OVER_FILE_LIMIT), 'grande.csv') + END,
  );
  return [...refused, huge];
}

/** The edge cases of one operation (none for a call without a body). */
export function edgeBodiesFor(op: Operation): FuzzInput[] {
  if (op.body?.kind === 'multipart') return [...uploadCases(op), ...jsonCases(op)];
  if (op.body?.kind === 'json') return jsonCases(op);
  return [];
}

/** Honest calls sent between the edge cases: each must be answered 200 on both ports, whatever is in flight. */
export function validCalls(userId: number): { path: string; signedIn: boolean }[] {
  return [
    { path: '/api/login/GetAppVersion', signedIn: false },
    { path: `/api/producer/GetProducerById?userId=${userId}`, signedIn: true },
  ];
}
