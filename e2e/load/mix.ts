import type { Rows } from '../cluster/jobs';

/**
 * A producer's visit, as the load test (load.spec.ts) plays it over many producers: what each call class is,
 * and the rows of each producer it needs (read from the seeded database before the load starts).
 */

export const PASSWORD = 'Demo1234';

export interface Producer {
  username: string;
  cuit: string;
  userId: number;
  codes: string[];
  /** A few of its policies (id for the detail, number for the one-row export). */
  policies: { id: number; number: string }[];
  /** A settlement of it (commission detail). */
  settlement: number | null;
  /** The latest period of its debtor listings. */
  debtPeriod: number | null;
  /** The last month of its settlement movements, dd/mm/yyyy. */
  movements: { from: string; to: string } | null;
}

/**
 * Producers with a portfolio of their own (the demo producers and the SEED_BROKERS ones), signed in with the
 * demo password: active producer accounts of their own (not a delegate's), e-mail confirmed.
 */
export async function loadProducers(rows: Rows, limit: number): Promise<Producer[]> {
  const accounts = await rows<{ user_id: number; username: string; cuit: string; producer_id: number }>(
    `select u.id as user_id, u.username, p.cuit, p.id as producer_id
     from users u join producers p on p.id = u.producer_id
     where u.user_type = 1 and u.active and u.email_confirmed and not u.must_change_password and u.report_to_cuit is null
       and exists (select 1 from policies x where x.producer_id = p.id)
     order by p.id limit $1`,
    [limit],
  );
  const dmy = (d: string) => d.split('-').reverse().join('/');
  const producers: Producer[] = [];
  for (const a of accounts) {
    const codes = await rows<{ code: string }>(`select code from producer_codes where producer_id = $1 order by id`, [
      a.producer_id,
    ]);
    const policies = await rows<{ id: number; number: string }>(
      `select id, policy_number as number from policies where producer_id = $1 order by id limit 5`,
      [a.producer_id],
    );
    const [settlement] = await rows<{ numero: number }>(
      `select numero from settlement_payments where producer_id = $1 and tipo_registro = 2 order by id limit 1`,
      [a.producer_id],
    );
    const [debts] = await rows<{ ym: number | null }>(
      `select max(year_month) as ym from premium_debts where producer_id = $1`,
      [a.producer_id],
    );
    const [moves] = await rows<{ last: string | null }>(
      `select to_char(max(imputation_date), 'YYYY-MM-DD') as last from settlement_movements where producer_id = $1`,
      [a.producer_id],
    );
    producers.push({
      username: a.username,
      cuit: a.cuit,
      userId: a.user_id,
      codes: codes.map((c) => c.code),
      policies,
      settlement: settlement?.numero ?? null,
      debtPeriod: debts?.ym ?? null,
      movements: moves?.last ? { from: dmy(`${moves.last.slice(0, 8)}01`), to: dmy(moves.last) } : null,
    });
  }
  return producers;
}

/** The call classes the figures are given for. */
export const CLASSES = [
  'sign-in',
  'refresh',
  'home',
  'bell',
  'portfolio search',
  'policy detail',
  'cuenta corriente report',
  'cobranzas report',
  'export',
  'communication',
] as const;
export type CallClass = (typeof CLASSES)[number];

export interface Call {
  cls: CallClass;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent without the session's bearer token (sign-in, refresh). */
  anonymous?: boolean;
}

/** Signing in as another producer (the body names the next producer: drive.ts). */
export const SIGN_IN: Call = { cls: 'sign-in', method: 'POST', path: '/security/account/login', anonymous: true };

/** What one simulated visitor holds: its producer and session, where it is in the visit, its page number. */
export interface Visitor {
  producer: Producer;
  token: string;
  /** refresh_token=… (rotated on every refresh). */
  refresh: string;
  step: number;
  turn: number;
}

const grid = (v: Visitor, extra: object = {}) => ({
  offset: ((v.turn * 7) % 10) * 10,
  next: 10,
  sort: [],
  gridFilters: [],
  ...extra,
});
const policyOf = (v: Visitor) => v.producer.policies[v.turn % v.producer.policies.length];

/**
 * The visit, in order: /home's calls and the bell after signing in, portfolio searches with filters and sorts,
 * a policy's detail, one report search of each area, a communication read, a one-row export, a refresh and a
 * sign-in as another producer. A visitor starts it at a random step, so sign-ins spread over time.
 */
export const VISIT: ((v: Visitor) => Call | null)[] = [
  (v) => ({ cls: 'home', method: 'GET', path: `/api/producer/GetProducerById?userId=${v.producer.userId}` }),
  (v) => ({ cls: 'home', method: 'GET', path: `/api/producer/GetAccountManagerByCuit?cuit=${v.producer.cuit}` }),
  () => ({ cls: 'home', method: 'GET', path: '/api/news/NewsSearch?Vigentes=true' }),
  () => ({ cls: 'home', method: 'GET', path: '/api/Parameters/Parameters?key=ShowDefaultHomeImg' }),
  (v) => ({
    cls: 'bell',
    method: 'GET',
    path: `/api/notification/notificationsearch?CUIT=${v.producer.cuit}&Nuevos=true`,
  }),
  (v) => ({
    cls: 'portfolio search',
    method: 'POST',
    path: '/api/portfolio/',
    body: grid(v, {
      sort: [{ field: 'issueDate', sort: 'desc' }],
      gridFilters: [{ field: 'status', operator: '=', value: 0 }],
    }),
  }),
  (v) => ({
    cls: 'portfolio search',
    method: 'POST',
    path: '/api/portfolio/',
    body: grid(v, { sort: [{ field: 'premium', sort: 'asc' }] }),
  }),
  (v) => ({ cls: 'policy detail', method: 'GET', path: `/api/producer/GetCoberturas?poliza=${policyOf(v).id}` }),
  (v) => ({ cls: 'policy detail', method: 'GET', path: `/api/producer/GetRoles?poliza=${policyOf(v).id}` }),
  (v) => ({
    cls: 'portfolio search',
    method: 'POST',
    path: '/api/portfolio/',
    body: grid(v, {
      sort: [{ field: 'endDate', sort: 'desc' }],
      gridFilters: [{ field: 'status', operator: '=', value: 1 }],
    }),
  }),
  (v) => ({
    cls: 'cuenta corriente report',
    method: 'POST',
    path: '/api/Settlement/ComisionesPendientes',
    body: grid(v, { producerCuit: v.producer.cuit }),
  }),
  (v) => ({
    cls: 'cuenta corriente report',
    method: 'POST',
    path: '/api/Settlement/PagosYLiquidaciones',
    body: grid(v, { producerCuit: v.producer.cuit }),
  }),
  (v) => ({
    cls: 'cuenta corriente report',
    method: 'POST',
    path: `/api/Settlement/Conceptos?cuit=${v.producer.cuit}`,
    body: grid(v, { producerCuit: v.producer.cuit }),
  }),
  (v) =>
    v.producer.movements === null
      ? null
      : {
          cls: 'cuenta corriente report',
          method: 'POST',
          path: '/api/settlement/',
          body: grid(v, {
            producerId: v.producer.codes,
            fechaDesde: v.producer.movements.from,
            fechaHasta: v.producer.movements.to,
          }),
        },
  (v) =>
    v.producer.settlement === null
      ? null
      : {
          cls: 'cuenta corriente report',
          method: 'POST',
          path: `/api/Settlement/DetalleComision?LiqNro=${v.producer.settlement}&offset=${(v.turn % 10) * 10}&pageSize=10&sort=FechaCobro&desc=true`,
          body: [{ field: 'ComisionTotal', operator: '>', value: 0 }],
        },
  (v) => ({
    cls: 'bell',
    method: 'GET',
    path: `/api/notification/notificationsearch?CUIT=${v.producer.cuit}&Nuevos=true`,
  }),
  (v) =>
    v.producer.debtPeriod === null
      ? null
      : {
          cls: 'cobranzas report',
          method: 'POST',
          path: '/api/debtors/',
          body: grid(v, {
            producerId: [],
            vigencia: v.producer.debtPeriod,
            sort: [{ field: 'outstandingBalance', sort: 'desc' }],
          }),
        },
  (v) => ({
    cls: 'cobranzas report',
    method: 'POST',
    path: '/api/rejection/',
    body: grid(v, { producerId: [], sort: [{ field: 'amount', sort: 'desc' }] }),
  }),
  (v) => ({
    cls: 'communication',
    method: 'GET',
    path: `/api/Communication/SearchCommunication?CUIT=${v.producer.cuit}&Vigentes=true&Ultimos=false`,
  }),
  (v) => ({
    cls: 'export',
    method: 'POST',
    path: '/api/portfolio/export',
    body: {
      offset: 0,
      next: 10,
      sort: [],
      gridFilters: [{ field: 'policyNumber', operator: 'equals', value: policyOf(v).number }],
      columns: [
        { title: 'Póliza', field: 'policyNumber' },
        { title: 'Estado', field: 'status' },
      ],
    },
  }),
  () => ({ cls: 'refresh', method: 'POST', path: '/api/login/refreshtoken', body: {}, anonymous: true }),
  (v) => ({ cls: 'home', method: 'GET', path: `/api/producer/GetProducerById?userId=${v.producer.userId}` }),
  () => SIGN_IN,
  (v) => ({
    cls: 'bell',
    method: 'GET',
    path: `/api/notification/notificationsearch?CUIT=${v.producer.cuit}&Nuevos=true`,
  }),
];

export const signInBody = (p: Producer) => ({
  Username: p.username,
  Password: PASSWORD,
  RememberMe: false,
  Application: 'Life',
});
