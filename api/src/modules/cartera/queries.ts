import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql, sum } from 'drizzle-orm';
import { preparedPerDatabase, searchByShape } from '../../db/prepared';
import type { Db } from '../../db/client';
import {
  invoiceRejections,
  policies,
  policyAddresses,
  policyBeneficiaries,
  policyCertificates,
  policyCoverages,
  policyInvoices,
  policyMembers,
  policyPaymentMethods,
  producerCodes,
  products,
} from '../../db/schema';
import {
  type Bind,
  criteriaBinding,
  escapeLike,
  type GridFilterInput,
  type GridSortInput,
  gridColumnsOf,
  gridShape,
  gridWhere,
  largeReport,
} from '../../lib/grid-query';
import { policyNumberOf } from '../../lib/policy-number';

const portfolioSelection = {
  id: policies.id,
  policyNumber: policies.policyNumber,
  certificateNumber: policies.certificateNumber,
  policyType: policies.policyType,
  showCertificados: policies.showCertificados,
  showAsegurados: policies.showAsegurados,
  core: policies.core,
  plan_Codigo: policies.planCode,
  producto_Codigo_VT: policies.productCode,
  poliza_Numero_FRMT: sql<string>`lpad(${policies.policyNumber}, 9, '0')`,
  facturacion_Tipo: policies.billingType,
  productDescription: policies.productDescription,
  plan_Descripcion: policies.planDescription,
  recruiterName: policies.holderName,
  recruiterDni: policies.holderDni,
  producerId: policies.producerCode,
  producerDescription: policies.producerDescription,
  premium: policies.premium,
  reward: policies.reward,
  currency: policies.currency,
  issueDate: policies.issueDate,
  status: policies.status,
  lastStatusDate: policies.lastStatusDate,
  lastBilledPeriod: policies.lastBilledPeriod,
  paymentMethod: policies.paymentMethod,
  startDate: policies.startDate,
  endDate: policies.endDate,
  sysDate: policies.sysDate,
  branchDescription: policies.branchDescription,
  agre_Base_Key: policies.agreBaseKey,
  ramo: policies.branchCode,
  company: policies.company,
};

/**
 * The portfolio grid's fields (001 §3 "Portfolio row") and the SQL each reads: the whitelist of the grid layer. It
 * filters and sorts the policy number itself (the selection pads it) and offers no agre_Base_Key.
 */
const { agre_Base_Key: _agreBaseKey, ...gridFields } = portfolioSelection;
export const portfolioColumns = gridColumnsOf(
  { ...gridFields, poliza_Numero_FRMT: policies.policyNumber },
  {
    id: 'number',
    certificateNumber: 'number',
    showCertificados: 'boolean',
    showAsegurados: 'boolean',
    premium: 'number',
    reward: 'number',
    issueDate: 'date',
    status: 'number',
    lastStatusDate: 'date',
    lastBilledPeriod: 'number',
    startDate: 'date',
    endDate: 'date',
    sysDate: 'date',
  },
);

/** The filter fields of 001 §7 shared by the request criteria and the checked filter. */
export interface PortfolioFilterFields {
  fechaDesde?: string | null;
  fechaHasta?: string | null;
  ramo?: string | null;
  producto?: string | null;
  poliza?: string | null;
  certificado?: number | null;
  estado?: number | null;
  nombre?: string | null;
  apellido?: string | null;
  dni?: string | null;
  gridFilters: GridFilterInput[];
}

/** The search criteria of 001 §7, already validated and checked against the session. */
export interface PortfolioFilter extends PortfolioFilterFields {
  producerIds: number[];
  codes: string[];
}

/**
 * The criteria of 001 §7, each with when it applies: the search's WHERE and its shape (which of them apply,
 * what the text of a statement built once per shape depends on) come from this one list.
 */
const portfolioCriteria: {
  applies: (f: PortfolioFilter) => boolean;
  condition: (f: PortfolioFilter, b: ReturnType<typeof criteriaBinding>) => SQL;
}[] = [
  // One producer (a session's usual scope) as an equality: the planner then walks the index of the default sort.
  {
    applies: (f) => f.producerIds.length === 1,
    condition: (f, { value }) => eq(policies.producerId, value(f.producerIds[0])),
  },
  {
    applies: (f) => f.producerIds.length !== 1,
    condition: (f, { anyOf }) => anyOf(policies.producerId, f.producerIds),
  },
  { applies: (f) => f.codes.length > 0, condition: (f, { anyOf }) => anyOf(policies.producerCode, f.codes) },
  { applies: (f) => !!f.fechaDesde, condition: (f, { value }) => gte(policies.issueDate, value(f.fechaDesde!)) },
  { applies: (f) => !!f.fechaHasta, condition: (f, { value }) => lte(policies.issueDate, value(f.fechaHasta!)) },
  { applies: (f) => !!f.ramo, condition: (f, { value }) => eq(policies.branchCode, value(f.ramo!)) },
  { applies: (f) => !!f.producto, condition: (f, { value }) => eq(policies.productCode, value(f.producto!)) },
  {
    applies: (f) => !!f.poliza,
    condition: (f, { value }) => eq(policies.policyNumber, value(policyNumberOf(f.poliza!))),
  },
  {
    applies: (f) => f.certificado !== null && f.certificado !== undefined,
    condition: (f, { value }) => eq(policies.certificateNumber, value(f.certificado!)),
  },
  {
    applies: (f) => f.estado !== null && f.estado !== undefined && f.estado >= 0,
    condition: (f, { value }) => eq(policies.status, value(f.estado!)),
  },
  {
    applies: (f) => !!f.nombre,
    condition: (f, { value }) => ilike(policies.holderFirstName, value(`%${escapeLike(f.nombre!)}%`)),
  },
  {
    applies: (f) => !!f.apellido,
    condition: (f, { value }) => ilike(policies.holderLastName, value(`%${escapeLike(f.apellido!)}%`)),
  },
  { applies: (f) => !!f.dni, condition: (f, { value }) => eq(policies.holderDni, value(f.dni!)) },
];

/** The search's WHERE: values inline, or GridParams' placeholders with `bind` (a statement per shape). */
export function portfolioWhere(f: PortfolioFilter, bind?: Bind): SQL | undefined {
  const binding = criteriaBinding(bind);
  return and(
    ...portfolioCriteria.map((c) => (c.applies(f) ? c.condition(f, binding) : undefined)),
    gridWhere(portfolioColumns, f.gridFilters, bind),
  );
}

/** What portfolioWhere's text (and the page's ORDER BY) depends on: which criteria apply, the grid's shape. */
function portfolioShape(f: PortfolioFilter, sort: GridSortInput[]): string {
  return portfolioCriteria.map((c) => (c.applies(f) ? 1 : 0)).join('') + gridShape(f.gridFilters, sort);
}

/** The portfolio's sort indexes (PostgreSQL) lead with the producer and carry the codes and the status a search sends. */
const portfolio = largeReport({
  table: policies,
  id: policies.id,
  selection: portfolioSelection,
  columns: portfolioColumns,
  // Newest issue first: the order of the policies_producer_issue_idx index.
  defaultOrder: [{ expr: policies.issueDate, sort: 'desc' }],
  where: portfolioWhere,
  lead: [policies.producerId],
  include: [policies.producerCode, policies.status],
});

export const portfolioSortIndexes = portfolio.sortIndexes;
/** A page built on each call (the benchmark's floor). */
export const portfolioPage = portfolio.page;
export const portfolioExportPages = portfolio.exportPages;

const portfolioSearch = searchByShape('portfolio_page');

/** The grid's page, from a statement built once per criteria shape (db/prepared.ts); every value still checked. */
export function portfolioRows(db: Db, f: PortfolioFilter, sort: GridSortInput[], offset: number, limit: number) {
  return portfolioSearch(
    db,
    portfolioShape(f, sort),
    (bind) => portfolioWhere(f, bind),
    (where) => portfolio.query(db, where, sort, sql.placeholder('offset'), sql.placeholder('limit')),
    { offset, limit },
  );
}

export type PortfolioRowData = Awaited<ReturnType<typeof portfolioPage>>[number];

function portfolioCountQuery(db: Db, where: SQL | undefined) {
  return db.select({ n: count() }).from(policies).where(where);
}

const portfolioCountSearch = searchByShape('portfolio_count');

/** The number of matches, from a statement per criteria shape. */
export async function portfolioCount(db: Db, f: PortfolioFilter): Promise<number> {
  const [row] = await portfolioCountSearch(
    db,
    portfolioShape(f, []),
    (bind) => portfolioWhere(f, bind),
    (where) => portfolioCountQuery(db, where),
  );
  return row.n;
}

export function portfolioSums(db: Db, f: PortfolioFilter) {
  return portfolio.totals(db, f, {
    total: count(),
    premium: sum(sql`case when ${policies.currency} = 'ARS' then ${policies.premium} else 0 end`).mapWith(Number),
    reward: sum(sql`case when ${policies.currency} = 'ARS' then ${policies.reward} else 0 end`).mapWith(Number),
    premiumUsd: sum(sql`case when ${policies.currency} = 'USD' then ${policies.premium} else 0 end`).mapWith(Number),
    rewardUsd: sum(sql`case when ${policies.currency} = 'USD' then ${policies.reward} else 0 end`).mapWith(Number),
  });
}

export function listProducts(db: Db) {
  return db
    .select({ code: products.code, description: products.description })
    .from(products)
    .orderBy(asc(products.code));
}

/**
 * The codes of the given producers: the ownership look-up of the portfolio, collections, settlement and withholding
 * calls (and the scheduled reports), prepared (db/prepared.ts). It lives here because cartera is the module the others
 * already import; the producers module cannot be imported by cuenta-corriente (producers → auth → cuenta-corriente).
 */
const codesLookup = preparedPerDatabase((db) =>
  db
    .select({ code: producerCodes.code, core: producerCodes.core, name: producerCodes.name })
    .from(producerCodes)
    .where(sql`${producerCodes.producerId} = any(${sql.placeholder('producerIds')})`)
    .prepare('producer_codes_of'),
);

export async function codesOfProducers(db: Db, producerIds: number[]) {
  if (producerIds.length === 0) return [];
  return codesLookup(db).execute({ producerIds });
}

/** Whether every producer code asked for is one of the producers' (none asked for: true, without a query). */
export async function ownsCodes(db: Db, producerIds: number[], codes: string[]) {
  if (codes.length === 0) return true;
  const allowed = new Set((await codesOfProducers(db, producerIds)).map((c) => c.code));
  return codes.every((code) => allowed.has(code));
}

/** A policy by id, only among the given producers' ones. */
export async function findPolicy(db: Db, producerIds: number[], id: number) {
  if (producerIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, id), inArray(policies.producerId, producerIds)))
    .limit(1);
  return row;
}

/** A policy by its number (and certificate, when given), only among the given producers' ones. */
export async function findPolicyByNumber(db: Db, producerIds: number[], policyNumber: string, certificate?: number) {
  if (producerIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.policyNumber, policyNumberOf(policyNumber)),
        inArray(policies.producerId, producerIds),
        certificate === undefined ? undefined : eq(policies.certificateNumber, certificate),
      ),
    )
    .orderBy(asc(policies.certificateNumber))
    .limit(1);
  return row;
}

export async function findPolicyByKey(db: Db, producerIds: number[], agreBaseKey: string) {
  if (producerIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.agreBaseKey, agreBaseKey), inArray(policies.producerId, producerIds)))
    .limit(1);
  return row;
}

/** An invoice with its policy, only among the given producers' policies. */
export async function findInvoice(db: Db, producerIds: number[], invoiceId: number) {
  if (producerIds.length === 0) return undefined;
  const [row] = await db
    .select({ invoice: policyInvoices, policy: policies })
    .from(policyInvoices)
    .innerJoin(policies, eq(policies.id, policyInvoices.policyId))
    .where(and(eq(policyInvoices.id, invoiceId), inArray(policies.producerId, producerIds)))
    .limit(1);
  return row;
}

export const members = (db: Db, policyId: number) =>
  db.select().from(policyMembers).where(eq(policyMembers.policyId, policyId)).orderBy(asc(policyMembers.id));
export const addresses = (db: Db, policyId: number) =>
  db.select().from(policyAddresses).where(eq(policyAddresses.policyId, policyId)).orderBy(asc(policyAddresses.id));
export const coverages = (db: Db, policyId: number) =>
  db.select().from(policyCoverages).where(eq(policyCoverages.policyId, policyId)).orderBy(asc(policyCoverages.id));
export const beneficiaries = (db: Db, policyId: number) =>
  db
    .select()
    .from(policyBeneficiaries)
    .where(eq(policyBeneficiaries.policyId, policyId))
    .orderBy(asc(policyBeneficiaries.position));
export const paymentMethods = (db: Db, policyId: number) =>
  db
    .select()
    .from(policyPaymentMethods)
    .where(eq(policyPaymentMethods.policyId, policyId))
    .orderBy(asc(policyPaymentMethods.id));
export const invoices = (db: Db, policyId: number) =>
  db.select().from(policyInvoices).where(eq(policyInvoices.policyId, policyId)).orderBy(desc(policyInvoices.issueDate));
export const rejections = (db: Db, invoiceId: number) =>
  db
    .select()
    .from(invoiceRejections)
    .where(eq(invoiceRejections.invoiceId, invoiceId))
    .orderBy(asc(invoiceRejections.movementDate));
export const certificates = (db: Db, policyId: number) =>
  db
    .select()
    .from(policyCertificates)
    .where(eq(policyCertificates.policyId, policyId))
    .orderBy(asc(policyCertificates.certificate));

/** Unpaid balance of the policy's invoices due before `before` (YYYY-MM-DD). */
export async function overdueBalance(db: Db, policyId: number, before: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(policyInvoices.pendingBalance).mapWith(Number) })
    .from(policyInvoices)
    .where(
      and(
        eq(policyInvoices.policyId, policyId),
        sql`${policyInvoices.pendingBalance} > 0`,
        sql`${policyInvoices.dueDate} < ${before}::date`,
      ),
    );
  return row.total ?? 0;
}

/** The producers' operations of a period (rubric): policies issued, or invoices issued, in it. */
export function operationsInPeriod(db: Db, producerIds: number[], from: string, to: string) {
  return db
    .select({
      policyNumber: policies.policyNumber,
      certificateNumber: policies.certificateNumber,
      productCode: policies.productCode,
      productDescription: policies.productDescription,
      branchDescription: policies.branchDescription,
      holderName: policies.holderName,
      holderDni: policies.holderDni,
      currency: policies.currency,
      invoiceNumber: policyInvoices.number,
      issueDate: policyInvoices.issueDate,
      premium: policyInvoices.premium,
      status: policyInvoices.status,
    })
    .from(policyInvoices)
    .innerJoin(policies, eq(policies.id, policyInvoices.policyId))
    .where(
      and(
        inArray(policies.producerId, producerIds),
        gte(policyInvoices.issueDate, from),
        lte(policyInvoices.issueDate, to),
      ),
    )
    .orderBy(asc(policyInvoices.issueDate), asc(policyInvoices.id));
}
