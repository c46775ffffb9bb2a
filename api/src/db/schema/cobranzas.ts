import { date, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { invoiceRejections, policies, policyInvoices } from './cartera';
import { money, ownerId } from './column-builders';
import { policyColumns, producerColumns, recruiterColumns } from './column-groups';
import { producers } from './producers';

/**
 * A rejected automatic debit as the collections report lists it (001 §3 "Rejection result row"): one row
 * per rejection of an invoice of the policy detail's Facturación (`invoiceRejectionId`), with the
 * policy's and the debit's texts copied in so the grid sorts and filters without joins. Of a card or a
 * CBU only the last four digits are kept: there is nothing more to leak.
 */
export const debitRejections = pgTable(
  'debit_rejections',
  {
    id: serial('id').primaryKey(),
    invoiceRejectionId: ownerId('invoice_rejection_id', () => invoiceRejections.id).unique(),
    invoiceId: ownerId('invoice_id', () => policyInvoices.id),
    policyId: ownerId('policy_id', () => policies.id),
    producerId: ownerId('producer_id', () => producers.id),
    producerCode: varchar('producer_code', { length: 20 }).notNull(),
    producerName: varchar('producer_name', { length: 200 }).notNull(),
    rejectionDate: date('rejection_date').notNull(),
    rejectionReasonCode: varchar('rejection_reason_code', { length: 10 }).notNull(),
    rejectionReasonDesc: varchar('rejection_reason_desc', { length: 100 }).notNull(),
    insured: varchar('insured', { length: 201 }).notNull(),
    insuredDocType: varchar('insured_doc_type', { length: 10 }).notNull(),
    insuredDocNumber: varchar('insured_doc_number', { length: 11 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: money('amount'),
    premium: money('premium'),
    policyBalance: money('policy_balance'),
    ...policyColumns(),
    company: varchar('company', { length: 5 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 50 }).notNull(),
    cardLast4: varchar('card_last4', { length: 4 }),
    cbuLast4: varchar('cbu_last4', { length: 4 }),
    emissionDate: date('emission_date'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    reference: varchar('reference', { length: 50 }).notNull(),
    settlement: varchar('settlement', { length: 20 }).notNull(),
    receiptCharged: varchar('receipt_charged', { length: 20 }).notNull(),
    receiptRejected: varchar('receipt_rejected', { length: 20 }).notNull(),
    lastContributionDate: date('last_contribution_date'),
    lastContributionAmount: numeric('last_contribution_amount', { precision: 14, scale: 2, mode: 'number' }),
  },
  (t) => [
    // The default sort (newest rejection first) within the producers, or the producer codes, searched.
    index('debit_rejections_producer_date_idx').on(t.producerId, t.rejectionDate.desc(), t.id.desc()),
    index('debit_rejections_code_date_idx').on(t.producerCode, t.rejectionDate.desc(), t.id.desc()),
    index('debit_rejections_policy_idx').on(t.policyId),
  ],
);

/**
 * One line of the debtors by premium listing (001 §3 "Debtor row"): a policy's unpaid premium at the
 * cut date of a period (`yearMonth`, cut on its last business day), split by age (001 §9: to expire, 30,
 * 60, 90 and more than 90 days). `daysExpired` is the age of the oldest unpaid receipt (`receiptNumber`).
 */
export const premiumDebts = pgTable(
  'premium_debts',
  {
    id: serial('id').primaryKey(),
    policyId: ownerId('policy_id', () => policies.id),
    ...producerColumns(),
    yearMonth: integer('year_month').notNull(),
    cutDate: date('cut_date').notNull(),
    receiptNumber: varchar('receipt_number', { length: 20 }).notNull(),
    expirationDate: date('expiration_date'),
    daysExpired: integer('days_expired').notNull(),
    outstandingBalance: money('outstanding_balance'),
    toExpire: money('to_expire'),
    expired30Days: money('expired_30_days'),
    expired60Days: money('expired_60_days'),
    expired90Days: money('expired_90_days'),
    expiredMoreThan90Days: money('expired_more_than_90_days'),
    lastPaymentDate: date('last_payment_date'),
    changeFactor: numeric('change_factor', { precision: 10, scale: 4, mode: 'number' }).notNull(),
    stateCertificate: varchar('state_certificate', { length: 30 }).notNull(),
    // Copied from the policy, for sorting and filtering without a join.
    ...recruiterColumns(),
    ...policyColumns(),
    paymentMethod: varchar('payment_method', { length: 50 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    premium: money('premium'),
    reward: money('reward'),
    issueDate: date('issue_date'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    initCertificateDate: date('init_certificate_date'),
    initAnnuityDate: date('init_annuity_date'),
    reference: varchar('reference', { length: 50 }).notNull(),
  },
  (t) => [
    uniqueIndex('premium_debts_policy_period_idx').on(t.policyId, t.yearMonth),
    // The default sort (oldest debt first) of a period within the producers, or the codes, searched;
    // the same index serves 'próximas a anularse' (days_expired > 60) as a range of it.
    index('premium_debts_producer_period_days_idx').on(t.producerId, t.yearMonth, t.daysExpired.desc(), t.id.desc()),
    index('premium_debts_code_period_days_idx').on(t.producerCode, t.yearMonth, t.daysExpired.desc(), t.id.desc()),
  ],
);

/**
 * The daily alert of policies about to be cancelled (issue 9 §2), one per producer and day: the unique
 * key is what makes two api processes running the same day's job put one notification, not two.
 */
export const debtAlerts = pgTable(
  'debt_alerts',
  {
    id: serial('id').primaryKey(),
    producerId: ownerId('producer_id', () => producers.id),
    day: date('day').notNull(),
    policies: integer('policies').notNull(),
    notificationId: integer('notification_id'),
  },
  (t) => [uniqueIndex('debt_alerts_producer_day_idx').on(t.producerId, t.day)],
);
