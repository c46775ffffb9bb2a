import fc from 'fast-check';
import { changesOnGet, endsSession, type JsonSchema, type Operation } from './operations';
import { DEMO_USERNAMES } from './session';

export type TokenKind = 'none' | 'valid' | 'alg-none' | 'tampered' | 'garbage';

/** One generated request, before the session's token is put in (it is not known when inputs are made). */
export interface FuzzInput {
  kind: string;
  token: TokenKind;
  /** Garbage or forged header value, when `token` is 'garbage'. */
  garbageToken?: string;
  path: string;
  query: string;
  body?: { contentType?: string; data: string };
  /** Sent with the suite's valid session to a call that changes something: it must be refused. */
  mustBeRefused: boolean;
}

const LONG = 'a'.repeat(100_000);
const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    ' 3 ',
    '0x10',
    '1e1',
    '+5',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    'null',
    'true',
    '99999999999999999999',
    '\u0000',
    'a\u0000b',
    '\u202Eabc\u202C',
    '\u200F\u200E\u061C',
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '%zz',
    '%',
    '%E0%A4%A',
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '${jndi:ldap://x/a}',
    '\uD800',
    '😀'.repeat(40),
    'ñÑáéíóúü',
    'שלום',
    '20-17254359-7',
    'Robert"); DROP TABLE users;--',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constant(LONG),
);

function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.constant(nested(40)),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
);

/** A value of the schema's type and bounds: what a careless but honest client might send. */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => plausible(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 30) });
    case 'integer':
    case 'number': {
      // Bounds may be fractional (a money minimum of 0.01): integers within them.
      const min = Math.ceil(Math.max(schema.minimum ?? 0, -1e6));
      const max = Math.floor(Math.min(schema.maximum ?? 1000, 1e6));
      return fc.integer({ min: Math.min(min, max), max: Math.max(min, max) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const props = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, plausible(s, depth + 1)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.constant(null);
  }
}

/** Mostly honest, sometimes hostile, field by field. */
function fieldValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: plausible(schema) }, { weight: 2, arbitrary: hostileValue });
}

/** encodeURIComponent, except for lone surrogates (which it cannot encode): those go as their raw bytes. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const RAW_PATH_VALUES = ['%zz', '..%2f..%2fetc%2fpasswd', '..', '%', '%00', '%C0%AE%C0%AE', 'a%2F..%2F..'];
const RAW_QUERY_TAILS = [
  '%zz=1',
  'x=%E0%A4%A',
  '%',
  'a[b][c]=1',
  '__proto__[admin]=1',
  'constructor.prototype.admin=1',
];

function pathOf(op: Operation): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (!names.length) return fc.constant(op.path);
  const values = names.map((name) => {
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    return fc.oneof(
      { weight: 3, arbitrary: plausible(schema).map(encode) },
      { weight: 2, arbitrary: hostileText.map(encode) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_VALUES) },
    );
  });
  return fc
    .tuple(...values)
    .map((vals) => names.reduce((p, name, i) => p.replace(`{${name}}`, vals[i] || '%20'), op.path));
}

function queryOf(op: Operation, dropRequired: boolean): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const required = params.filter((p) => p.required).map((p) => p.name);
  const parts = params.map((p) =>
    fc.option(
      fieldValue(p.schema).map((v) => `${encodeURIComponent(p.name)}=${encode(v)}`),
      { freq: p.required ? 6 : 2, nil: undefined },
    ),
  );
  return fc
    .tuple(
      fc.tuple(...parts),
      fc.option(fc.constantFrom(...RAW_QUERY_TAILS), { freq: 5 }),
      fc.option(
        hostileText.map((v) => `unknown=${encode(v)}`),
        { freq: 6 },
      ),
      fc.nat(Math.max(required.length - 1, 0)),
    )
    .map(([values, tail, unknown, drop]) => {
      let list = values.filter((v): v is string => v !== undefined);
      if (dropRequired && required.length) {
        // A required parameter left out: the call must be refused, whatever else is sent.
        const name = encodeURIComponent(required[drop]);
        list = list.filter((v) => !v.startsWith(`${name}=`));
      }
      return [...list, tail, unknown].filter(Boolean).join('&');
    });
}

// (A leading byte-order mark is not among them: JSON parsers rightly accept it.)
const INVALID_JSON = ['{', '{"a":', 'nul', '\u0000', '[1,2', "{'a':1}", '{"a":1}garbage'];

/** Bodies the contract must refuse whatever the call: wrong shapes, bombs, broken JSON, wrong media types. */
const refusedJsonBody = fc.oneof(
  fc
    .constantFrom('[]', '42', '"texto"', 'null', 'true')
    .map((data) => ({ kind: 'wrong-type', data, contentType: 'application/json' })),
  fc.constant({ kind: 'deep', data: JSON.stringify({ a: nested(60) }), contentType: 'application/json' }),
  fc.constant({
    kind: 'bomb',
    data: `{"Username":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    contentType: 'application/json',
  }),
  fc.constantFrom(...INVALID_JSON).map((data) => ({ kind: 'invalid-json', data, contentType: 'application/json' })),
  fc
    .constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'image/png',
      'application/json; charset=utf-16',
    )
    .map((contentType) => ({
      kind: 'wrong-content-type',
      data: '<a>1</a>',
      contentType,
    })),
);

function jsonBody(schema: JsonSchema | undefined): fc.Arbitrary<{ kind: string; data: string; contentType?: string }> {
  const props = schema?.properties ?? {};
  const fields = fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, fieldValue(s)])), {
    requiredKeys: (schema?.required ?? []).filter((k) => k in props),
  });
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fields.map((v) => ({ kind: 'fields', data: JSON.stringify(v), contentType: 'application/json' })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'missing', data: '{}', contentType: 'application/json' }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          plausible(schema),
          fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileValue, { minKeys: 1, maxKeys: 4 }),
        )
        .map(([v, extra]) => ({
          kind: 'unknown-fields',
          data: JSON.stringify({ ...(v as object), ...extra }),
          contentType: 'application/json',
        })),
    },
    { weight: 3, arbitrary: refusedJsonBody },
  );
}

const BOUNDARY = 'fuzzBoundary7MA4YWxk';
function part(name: string, value: string, fileName?: string): string {
  const disposition = `Content-Disposition: form-data; name="${name}"${fileName !== undefined ? `; filename="${fileName}"` : ''}`;
  return `--${BOUNDARY}\r\n${disposition}\r\n${fileName !== undefined ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n${value}\r\n`;
}

const FILE_NAMES = [
  '../../../../etc/passwd',
  'a\u0000.csv',
  'nómina.csv',
  `${'x'.repeat(300)}.xlsx`,
  'C:\\Windows\\x.txt',
  '',
  '.csv',
  'a.exe',
  'a.csv',
];

/** Malformed multipart bodies: garbage, no boundary, a wrong boundary, truncated, unterminated, too many files. */
const refusedMultipart = fc.oneof(
  fc.constant({ kind: 'multipart-garbage', data: 'garbage', contentType: `multipart/form-data; boundary=${BOUNDARY}` }),
  fc.constant({
    kind: 'multipart-no-boundary',
    data: part('Policy', '1') + `--${BOUNDARY}--`,
    contentType: 'multipart/form-data',
  }),
  fc.constant({
    kind: 'multipart-wrong-boundary',
    data: part('Policy', '1') + `--${BOUNDARY}--`,
    contentType: 'multipart/form-data; boundary=other',
  }),
  fc.constant({
    kind: 'multipart-truncated',
    data: (part('Policy', '1') + part('File', 'a;b', 'a.csv')).slice(0, 90),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  }),
  fc.constant({
    kind: 'multipart-unterminated',
    data: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="Policy"\r\n\r\n1`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  }),
  fc.constant({
    kind: 'multipart-too-many-files',
    data: Array.from({ length: 12 }, (_, i) => part('File', 'a;b', `f${i}.csv`)).join('') + `--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  }),
);

/** A file part: a binary string, or a list of them (`File[]`). */
function isFile(schema: JsonSchema): boolean {
  return schema.format === 'binary' || schema.items?.format === 'binary';
}

function multipartBody(schema: JsonSchema | undefined) {
  const props = Object.entries(schema?.properties ?? {});
  const form = fc
    .tuple(
      fc.tuple(...props.map(([, s]) => (isFile(s) ? fc.constant(null) : fc.option(fieldValue(s), { freq: 4 })))),
      fc.constantFrom(...FILE_NAMES),
      fc.oneof(
        fc.constant('CUIL;Apellido\n20301112223;PÉREZ'),
        fc.string({ maxLength: 200 }),
        fc.constant('PK\u0003\u0004xl/garbage'),
      ),
    )
    .map(([values, fileName, content]) => {
      const text = props
        .map(([name, s], i) =>
          isFile(s)
            ? part(name, content, fileName)
            : values[i] === undefined
              ? ''
              : part(name, typeof values[i] === 'string' ? (values[i] as string) : JSON.stringify(values[i])),
        )
        .join('');
      return {
        kind: 'multipart-form',
        data: `${text}--${BOUNDARY}--\r\n`,
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      };
    });
  return fc.oneof(
    { weight: 3, arbitrary: form },
    { weight: 3, arbitrary: refusedMultipart },
    { weight: 1, arbitrary: refusedJsonBody },
  );
}

const GARBAGE_TOKENS = [
  'Bearer',
  'Bearer ',
  'Bearer abc.def.ghi',
  `Bearer ${'A'.repeat(5000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer null',
  'bearer \u0000',
];

function tokenOf(op: Operation): fc.Arbitrary<{ token: TokenKind; garbageToken?: string }> {
  const garbage = fc
    .constantFrom(...GARBAGE_TOKENS)
    .map((garbageToken) => ({ token: 'garbage' as const, garbageToken }));
  if (!op.auth)
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant({ token: 'none' as const }) },
      { weight: 1, arbitrary: garbage },
    );
  const kinds = fc.oneof(
    { weight: 5, arbitrary: fc.constant({ token: endsSession(op) ? ('tampered' as const) : ('valid' as const) }) },
    { weight: 2, arbitrary: fc.constant({ token: 'none' as const }) },
    { weight: 1, arbitrary: fc.constant({ token: 'alg-none' as const }) },
    { weight: 1, arbitrary: fc.constant({ token: 'tampered' as const }) },
    { weight: 1, arbitrary: garbage },
  );
  return kinds;
}

/** Sign-in bodies never name a demo account: their failed attempts would lock it. */
function sparesDemoAccounts(input: FuzzInput): boolean {
  const text = `${input.query} ${input.body?.data ?? ''}`;
  return !DEMO_USERNAMES.some((name) => text.includes(name) || text.includes(encodeURIComponent(name)));
}

/** The operation's inputs: `count` of them, the same ones on every run for the same seed. */
export function inputsFor(op: Operation, seed: number, count: number): FuzzInput[] {
  const mutating = op.method !== 'GET' || changesOnGet(op);
  const body =
    op.body?.kind === 'multipart'
      ? multipartBody(op.body.schema)
      : op.body
        ? jsonBody(op.body.schema)
        : fc.option(refusedJsonBody, { freq: 4 });
  const arbitrary = fc
    .tuple(tokenOf(op), pathOf(op), fc.boolean())
    .chain(([token, path, dropRequired]) => {
      const refuse = token.token === 'valid' && mutating;
      const hasRequiredQuery = op.parameters.some((p) => p.in === 'query' && p.required);
      // Signed in for real, a call that changes data only gets what it must refuse: demo data stays as found.
      const bodyArb = refuse ? (op.body?.kind === 'multipart' ? refusedMultipart : refusedJsonBody) : body;
      const mustDrop = refuse && !op.body && hasRequiredQuery;
      const effectiveToken = refuse && !op.body && !hasRequiredQuery ? { token: 'none' as const } : token;
      return fc.tuple(
        fc.constant(effectiveToken),
        fc.constant(path),
        queryOf(op, mustDrop || (dropRequired && !refuse)),
        bodyArb,
        fc.constant(refuse && effectiveToken.token === 'valid'),
      );
    })
    .map(([token, path, query, b, mustBeRefused]) => {
      const bodyValue = b ?? undefined;
      return {
        kind: bodyValue?.kind ?? (query ? 'query' : 'path'),
        ...token,
        path,
        query,
        body: bodyValue ? { contentType: bodyValue.contentType, data: bodyValue.data } : undefined,
        mustBeRefused,
      } satisfies FuzzInput;
    })
    .filter(sparesDemoAccounts);
  return fc.sample(arbitrary, { seed, numRuns: count });
}
