import { pgTable, text } from 'drizzle-orm/pg-core';

/** Key/value settings read by the portal (000 §3 "Parameter"), e.g. ShowDefaultHomeImg, AppVersion. */
export const parameters = pgTable('parameters', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The keys the portal reads. */
export const ParameterKey = {
  /** A JSON boolean: whether the home shows its default image (000 §3). */
  showDefaultHomeImg: 'ShowDefaultHomeImg',
  /** The version the browser compares with its stored one, reloading when it differs (000 §4). */
  appVersion: 'AppVersion',
} as const;
