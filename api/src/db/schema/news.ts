import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A news item of the home carousel (000 §3 "News item"), current between validFrom and validTo. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    /** A URL or a data URI. */
    image: text('image').notNull(),
    subTitle: varchar('sub_title', { length: 200 }).notNull(),
    text: text('text').notNull(),
    url: varchar('url', { length: 500 }).notNull().default(''),
    backgroundSize: varchar('background_size', { length: 10 }).$type<'cover' | 'contain'>().notNull().default('cover'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_valid_idx').on(t.validFrom, t.validTo)],
);
