import { boolean, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './column-builders';

/**
 * A news notice (002 §3 "News notice"): a web one (type 0) is an item of the home carousel (000 §3
 * "News item") while current (validFrom = CreationDate, validTo = UntilDate) and shown (order > 0); an
 * e-mail one (type 1) is sent to producers.
 */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    /** 0 web, 1 e-mail. */
    type: smallint('type').notNull().default(0),
    /** 'Asunto'. */
    title: varchar('title', { length: 50 }).notNull().default(''),
    /** A URL or a data URI; none for an HTML e-mail notice. */
    image: text('image'),
    /** 'Título'. */
    subTitle: varchar('sub_title', { length: 200 }).notNull(),
    text: text('text').notNull(),
    /** An e-mail notice's HTML body, sanitized when written. */
    html: text('html'),
    defaultImage: boolean('default_image').notNull().default(false),
    url: text('url').notNull().default(''),
    backgroundSize: varchar('background_size', { length: 10 }).$type<'cover' | 'contain'>().notNull().default('cover'),
    /** Place in the carousel; 0 is not shown. */
    order: integer('order').notNull().default(1),
    userName: varchar('user_name', { length: 100 }),
    validFrom: timestamptz('valid_from').notNull(),
    validTo: timestamptz('valid_to').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('news_valid_idx').on(t.validFrom, t.validTo)],
);
