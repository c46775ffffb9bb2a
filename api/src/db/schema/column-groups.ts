import { integer, varchar } from 'drizzle-orm/pg-core';
import { ownerId } from './column-builders';
import { producers } from './producers';

/*
 * Columns the portfolio and the report tables declare alike: the owning producer and the policy's texts, which the
 * reports copy in so that their grids sort and filter without joins. A table spreads a group where it lists those
 * columns, so its column order stays as it was.
 */

/** The producer a row belongs to (deleted with it) and the code and name it stands under. */
export const producerColumns = () => ({
  producerId: ownerId('producer_id', () => producers.id),
  producerCode: varchar('producer_code', { length: 20 }).notNull(),
  producerDescription: varchar('producer_description', { length: 200 }).notNull(),
});

/** The policy's number and certificate. */
export const policyKeyColumns = () => ({
  policyNumber: varchar('policy_number', { length: 20 }).notNull(),
  certificateNumber: integer('certificate_number').notNull(),
});

/** The policy's product, code and description. */
export const productColumns = () => ({
  productCode: varchar('product_code', { length: 20 }).notNull(),
  productDescription: varchar('product_description', { length: 100 }).notNull(),
});

/** The product's branch (ramo), code and description. */
export const branchColumns = () => ({
  branchCode: varchar('branch_code', { length: 10 }).notNull(),
  branchDescription: varchar('branch_description', { length: 100 }).notNull(),
});

/** The policy as the collections reports copy it: its keys, product and branch. */
export const policyColumns = () => ({ ...policyKeyColumns(), ...productColumns(), ...branchColumns() });

/** The holder as the reports name them (recruiterName, recruiterDni): 'APELLIDO NOMBRE' and DNI. */
export const recruiterColumns = () => ({
  recruiterName: varchar('recruiter_name', { length: 201 }).notNull(),
  recruiterDni: varchar('recruiter_dni', { length: 8 }).notNull(),
});
