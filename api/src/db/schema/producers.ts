import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { ownerId } from './column-builders';

/** 'Mi ejecutivo de cuenta' (000 §2.7, §3 "Account manager"). */
export const accountManagers = pgTable('account_managers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  lastName: text('last_name').notNull(),
  telephone: varchar('telephone', { length: 15 }),
  email: varchar('email', { length: 100 }).notNull(),
  avatar: text('avatar'),
});

/** A producer (broker) of the insurer, whether or not they have signed up to the portal. */
export const producers = pgTable(
  'producers',
  {
    id: serial('id').primaryKey(),
    cuit: varchar('cuit', { length: 11 }).notNull().unique(),
    name: varchar('name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    email: varchar('email', { length: 100 }),
    telephone: varchar('telephone', { length: 15 }),
    /** Phone company id 1..6 (000 §3 enumerations: Claro … Otra). */
    telephoneCompany: smallint('telephone_company'),
    street: text('street'),
    number: varchar('number', { length: 10 }),
    city: text('city'),
    province: text('province'),
    postalCode: varchar('postal_code', { length: 10 }),
    /** Marked 'U' in the simulator's list: no portal account yet (000 §6). */
    unregistered: boolean('unregistered').notNull().default(false),
    accountManagerId: integer('account_manager_id').references(() => accountManagers.id),
    /**
     * How the insurer pays the producer (login sysData.descripcionTipoDePago, 000 §3), e.g. 'Pago directo';
     * null otherwise. Only a direct-payment producer is shown the pending invoice counts (001 §6).
     */
    paymentType: varchar('payment_type', { length: 50 }),
    /** How many invoices the producer may leave pending (sysData.cantidadFacturasPendientesPermitidas). */
    permittedPendingInvoices: smallint('permitted_pending_invoices').notNull().default(0),
  },
  (t) => [check('producers_telephone_company_range', sql`${t.telephoneCompany} between 1 and 6`)],
);

/** Producer codes per core (000 §3): core VT 'VIDA Y GENERALES', RVT 'RETIRO'; `name` is 'NAME|extra'. */
export const producerCodes = pgTable(
  'producer_codes',
  {
    id: serial('id').primaryKey(),
    producerId: ownerId('producer_id', () => producers.id),
    core: varchar('core', { length: 10 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
  },
  (t) => [index('producer_codes_producer_id_idx').on(t.producerId)],
);
