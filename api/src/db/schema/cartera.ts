import { sql } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO } from '@portal/shared/contract/quick-search';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, ownerId, percentage, timestamptz } from './column-builders';
import { branchColumns, policyKeyColumns, producerColumns, productColumns } from './column-groups';
import { producers } from './producers';
import { users } from './users';

/** Policy status of 001 §3: 0 VIGENTE, 1 RENTISTA, 2 TERMINADA, 3 EN CAPTURA INCOMPLETA, 4 ANULADA. */
export const POLICY_STATUS: Record<number, string> = {
  0: 'VIGENTE',
  1: 'RENTISTA',
  2: 'TERMINADA',
  3: 'EN CAPTURA INCOMPLETA',
  4: 'ANULADA',
};

/** The insurer's products (the portfolio's `labels.Productos`, the Producto_… combos). */
export const products = pgTable('products', {
  code: varchar('code', { length: 20 }).primaryKey(),
  description: varchar('description', { length: 100 }).notNull(),
  ...branchColumns(),
  core: varchar('core', { length: 5 }).notNull(),
  planCode: varchar('plan_code', { length: 20 }).notNull(),
  planDescription: varchar('plan_description', { length: 100 }).notNull(),
});

/**
 * One row of the portfolio (001 §3 "Portfolio row", "Policy detail fields", "Policy keys"). The owner is
 * `producerId` (the producer, checked against the session) and `producerCode` (one of its codes, what the
 * search's producer tree selects). Product and branch texts are copied in so the grid sorts and filters
 * on them without joins.
 */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    ...producerColumns(),
    /** 'VT' or 'EOS' (the source system). */
    core: varchar('core', { length: 5 }).notNull(),
    ...policyKeyColumns(),
    /** 'COLECTIVA' or 'INDIVIDUAL'. */
    policyType: varchar('policy_type', { length: 20 }).notNull(),
    showCertificados: boolean('show_certificados').notNull().default(false),
    showAsegurados: boolean('show_asegurados').notNull().default(false),
    ...productColumns(),
    planCode: varchar('plan_code', { length: 20 }).notNull(),
    planDescription: varchar('plan_description', { length: 100 }).notNull(),
    ...branchColumns(),
    /** 'MENSUAL', 'TRIMESTRAL', 'ANUAL'. */
    billingType: varchar('billing_type', { length: 20 }).notNull(),
    holderFirstName: varchar('holder_first_name', { length: 100 }).notNull(),
    holderLastName: varchar('holder_last_name', { length: 100 }).notNull(),
    /** 'APELLIDO NOMBRE', what the grid shows as recruiterName. */
    holderName: varchar('holder_name', { length: 201 }).notNull(),
    holderDni: varchar('holder_dni', { length: 8 }).notNull(),
    holderCuit: varchar('holder_cuit', { length: 11 }),
    premium: money('premium'),
    reward: money('reward'),
    /** 'ARS' or 'USD'. */
    currency: varchar('currency', { length: 3 }).notNull(),
    issueDate: date('issue_date').notNull(),
    status: smallint('status').notNull(),
    lastStatusDate: date('last_status_date'),
    /** year × 100 + month. */
    lastBilledPeriod: integer('last_billed_period'),
    paymentMethod: varchar('payment_method', { length: 50 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    sysDate: date('sys_date').notNull(),
    company: varchar('company', { length: 5 }).notNull(),
    agreBaseKey: varchar('agre_base_key', { length: 30 }).notNull(),
    /** The holder's name as the quick search compares it: accents folded, lower case (migration 0022). */
    searchName: text('search_name').generatedAlwaysAs(
      sql`lower(translate(holder_name, ${sql.raw(`'${FOLD_FROM}', '${FOLD_TO}'`)}))`,
    ),
    /** The same, first name first ('paula suarez'): what a name typed that way starts (migration 0027). */
    searchFirstLast: text('search_first_last').generatedAlwaysAs(
      sql`lower(translate(holder_first_name || ' ' || holder_last_name, ${sql.raw(`'${FOLD_FROM}', '${FOLD_TO}'`)}))`,
    ),
  },
  (t) => [
    // The default sort of the portfolio (newest issue first) within the producers a session may see.
    index('policies_producer_issue_idx').on(t.producerId, t.issueDate.desc(), t.id.desc()),
    index('policies_producer_code_issue_idx').on(t.producerCode, t.issueDate.desc(), t.id.desc()),
    index('policies_policy_number_idx').on(t.policyNumber),
    index('policies_agre_base_key_idx').on(t.agreBaseKey),
    // The quick search (modules/quick-search): a name (either way round), number or DNI by its start; words
    // anywhere and near misses go through the holders' names (policyHolderNames).
    index('policies_producer_search_name_idx').on(t.producerId, sql`${t.searchName} collate "C"`, t.id),
    index('policies_producer_search_first_last_idx').on(t.producerId, sql`${t.searchFirstLast} collate "C"`, t.id),
    index('policies_producer_number_idx').on(
      t.producerId,
      sql`${t.policyNumber} collate "C"`,
      t.certificateNumber,
      t.id,
    ),
    index('policies_producer_dni_idx').on(t.producerId, sql`${t.holderDni} collate "C"`, t.id),
  ],
);

/**
 * Each producer's holder names, once each, with how many of its policies carry the name: what the quick search looks
 * a word anywhere or a name a letter off up in, by trigram (migration 0027, whose triggers on policies keep it).
 */
export const policyHolderNames = pgTable(
  'policy_holder_names',
  {
    producerId: ownerId('producer_id', () => producers.id),
    searchName: text('search_name').notNull(),
    policies: integer('policies').notNull(),
  },
  (t) => [
    primaryKey({ name: 'policy_holder_names_pkey', columns: [t.producerId, t.searchName] }),
    index('policy_holder_names_trgm_idx').using('gin', t.producerId, t.searchName.op('gin_trgm_ops')),
  ],
);

/** Grupo Familiar (section 1). */
export const policyMembers = pgTable(
  'policy_members',
  {
    id: serial('id').primaryKey(),
    policyId: ownerId('policy_id', () => policies.id),
    role: varchar('role', { length: 30 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    birthDate: date('birth_date').notNull(),
    document: varchar('document', { length: 20 }).notNull(),
  },
  (t) => [index('policy_members_policy_idx').on(t.policyId)],
);

/** Dirección de Póliza (section 2). */
export const policyAddresses = pgTable(
  'policy_addresses',
  {
    id: serial('id').primaryKey(),
    policyId: ownerId('policy_id', () => policies.id),
    type: varchar('type', { length: 30 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    postalCode: varchar('postal_code', { length: 10 }).notNull(),
    locality: varchar('locality', { length: 100 }).notNull(),
    province: varchar('province', { length: 100 }).notNull(),
  },
  (t) => [index('policy_addresses_policy_idx').on(t.policyId)],
);

/** Coberturas (section 3). */
export const policyCoverages = pgTable(
  'policy_coverages',
  {
    id: serial('id').primaryKey(),
    policyId: ownerId('policy_id', () => policies.id),
    name: varchar('name', { length: 100 }).notNull(),
    insuredSum: money('insured_sum', 16),
    effectiveFrom: date('effective_from').notNull(),
  },
  (t) => [index('policy_coverages_policy_idx').on(t.policyId)],
);

/** Beneficiarios (section 4). */
export const policyBeneficiaries = pgTable(
  'policy_beneficiaries',
  {
    id: serial('id').primaryKey(),
    policyId: ownerId('policy_id', () => policies.id),
    name: varchar('name', { length: 200 }).notNull(),
    birthDate: date('birth_date').notNull(),
    percentage: percentage('percentage'),
    position: smallint('position').notNull(),
    relationship: varchar('relationship', { length: 30 }).notNull(),
  },
  (t) => [index('policy_beneficiaries_policy_idx').on(t.policyId)],
);

/** Forma de Pago (section 6). Only the card's last four digits are kept. */
export const policyPaymentMethods = pgTable(
  'policy_payment_methods',
  {
    id: serial('id').primaryKey(),
    policyId: ownerId('policy_id', () => policies.id),
    name: varchar('name', { length: 50 }).notNull(),
    cardType: varchar('card_type', { length: 30 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    cardExpiry: varchar('card_expiry', { length: 7 }),
    bank: varchar('bank', { length: 100 }),
    cbu: varchar('cbu', { length: 22 }),
  },
  (t) => [index('policy_payment_methods_policy_idx').on(t.policyId)],
);

/** Facturación (section 7): one invoice of a policy; `pendingBalance` > 0 past `dueDate` is debt. */
export const policyInvoices = pgTable(
  'policy_invoices',
  {
    id: serial('id').primaryKey(),
    policyId: ownerId('policy_id', () => policies.id),
    number: varchar('number', { length: 20 }).notNull(),
    issueDate: date('issue_date').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    lastApplication: date('last_application'),
    dueDate: date('due_date').notNull(),
    premium: money('premium'),
    pendingBalance: money('pending_balance'),
    /** 'PAGADA', 'PENDIENTE', 'RECHAZADA'. */
    status: varchar('status', { length: 20 }).notNull(),
  },
  (t) => [index('policy_invoices_policy_idx').on(t.policyId, t.issueDate.desc())],
);

/** Rechazos (section 8, under an invoice): a rejected automatic debit. */
export const invoiceRejections = pgTable(
  'invoice_rejections',
  {
    id: serial('id').primaryKey(),
    invoiceId: ownerId('invoice_id', () => policyInvoices.id),
    movementDate: date('movement_date').notNull(),
    paymentMethod: varchar('payment_method', { length: 50 }).notNull(),
    cause: varchar('cause', { length: 100 }).notNull(),
    balance: money('balance'),
    coupon: varchar('coupon', { length: 20 }).notNull(),
  },
  (t) => [index('invoice_rejections_invoice_idx').on(t.invoiceId)],
);

/** Certificados (section 9): the insured persons of a COLECTIVA policy. */
export const policyCertificates = pgTable(
  'policy_certificates',
  {
    id: serial('id').primaryKey(),
    policyId: ownerId('policy_id', () => policies.id),
    certificate: integer('certificate').notNull(),
    insured: varchar('insured', { length: 200 }).notNull(),
    dni: varchar('dni', { length: 8 }).notNull(),
    groupDescription: varchar('group_description', { length: 100 }).notNull(),
    birthDate: date('birth_date').notNull(),
  },
  (t) => [index('policy_certificates_policy_idx').on(t.policyId, t.certificate)],
);

/** A payroll (nómina) sent through /envionominas; its files are stored_files of entity 'NominaFile'. */
export const payrolls = pgTable('payrolls', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 10 }).notNull(),
  policyId: ownerId('policy_id', () => policies.id),
  userId: ownerId('user_id', () => users.id),
  tomador: varchar('tomador', { length: 200 }),
  observaciones: text('observaciones'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * A file kept by the api, outside any web root (DATA_DIR/files/<storageKey>). `entity` says what it
 * belongs to: 'NominaFile' (a payroll's upload), 'ReportExport' (a scheduled send too large to mail), or
 * the entity of a generic upload.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    entity: varchar('entity', { length: 50 }).notNull(),
    entityId: integer('entity_id'),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 100 }).notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    producerId: integer('producer_id').references(() => producers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_entity_idx').on(t.entity, t.entityId),
    index('stored_files_producer_idx').on(t.producerId, t.createdAt.desc()),
  ],
);
