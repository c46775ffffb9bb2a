import { and, eq, gt, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { adminContent } from '@portal/shared/contract';
import type { Db } from '../../../db/client';
import { news, ParameterKey, parameters, producers } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { AppContext } from '../../../http/context';
import type { Session } from '../../../http/session';
import { sanitizeHtml } from '../../../lib/html';
import { mailEach } from '../../../lib/mailer';
import { messages } from '../../../messages';
import { contentTypeOf } from '../../../lib/file-types';

type NewsInput = z.output<typeof adminContent.NewsInput>;
type SendInput = z.output<NonNullable<typeof adminContent.sendNews.body>>;
const nm = adminContent.newsMessages;

/**
 * A data URI of a jpg or png up to 5 MB, told by its bytes (002 §5); answers it as a data URI of its real type.
 * The base64 part is checked by decoding, not by a regular expression: a pattern over megabytes of text can
 * exhaust the regexp engine's stack (seen as a 500 on a 7 MB image).
 */
function checkedImage(dataUri: string | null): string | null {
  if (dataUri === null) return null;
  const refuse = (message: string): never => {
    throw new AppError(400, message, { issues: [{ path: 'Image', message }] });
  };
  const head = /^data:[\w/+.-]{0,100};base64,/.exec(dataUri.slice(0, 120));
  if (!head) return refuse(nm.imageType);
  const base64 = dataUri.slice(head[0].length).replace(/\s+/g, '');
  if (Math.floor((base64.length * 3) / 4) > adminContent.NEWS_IMAGE_MAX_BYTES + 2) return refuse(nm.imageTooLarge);
  const bytes = Buffer.from(base64, 'base64');
  // Node's decoder skips what is not base64: the text is base64 only if the bytes encode back to it.
  if (bytes.toString('base64').replace(/=+$/, '') !== base64.replace(/=+$/, '')) return refuse(nm.imageType);
  if (bytes.length > adminContent.NEWS_IMAGE_MAX_BYTES) return refuse(nm.imageTooLarge);
  const type = contentTypeOf(bytes, ['png', 'jpeg']);
  if (type !== 'image/png' && type !== 'image/jpeg') return refuse(nm.imageType);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

function toRow(input: NewsInput, session: Session) {
  return {
    type: input.Type,
    title: input.Title,
    subTitle: input.SubTitle,
    text: input.Text,
    html: input.Type === 1 && input.HTML !== null ? sanitizeHtml(input.HTML) : null,
    image: input.Type === 1 && input.HTML !== null ? null : checkedImage(input.Image),
    defaultImage: input.DefaultImage,
    backgroundSize: input.BackgroundSize,
    order: input.Type === 0 ? (input.Order ?? 0) : 0,
    url: input.URL,
    userName: session.username,
    validFrom: new Date(input.CreationDate),
    validTo: new Date(input.UntilDate),
  };
}

/** NewsCreate: a new web notice without an order gets the highest plus 1 (002 §4); 0 keeps it out of the carousel. */
export async function createNews(ctx: AppContext, session: Session, input: NewsInput): Promise<number> {
  const { db } = ctx.database;
  const row = toRow(input, session);
  if (row.type === 0 && input.Order === undefined) {
    const orders = await db.select({ order: news.order }).from(news).where(eq(news.type, 0));
    row.order = Math.max(0, ...orders.map((o) => o.order)) + 1;
  }
  const [created] = await db.insert(news).values(row).returning({ id: news.id });
  return created.id;
}

export async function updateNews(ctx: AppContext, session: Session, input: NewsInput): Promise<number> {
  const rows = await ctx.database.db
    .update(news)
    .set(toRow(input, session))
    .where(eq(news.id, input.Id))
    .returning({ id: news.id });
  if (rows.length === 0) throw new AppError(404, messages.notFound);
  return input.Id;
}

export async function deleteNews(ctx: AppContext, id: number) {
  const rows = await ctx.database.db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (rows.length === 0) throw new AppError(404, messages.notFound);
  return { success: true as const };
}

/** The mail of an e-mail notice: its HTML, or its title, text and image. */
function noticeMail(n: typeof news.$inferSelect) {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html =
    n.html ??
    [
      n.subTitle && `<h2>${escape(n.subTitle)}</h2>`,
      n.text && `<p>${escape(n.text)}</p>`,
      n.image && `<img src="${n.image}" alt="">`,
      n.url && `<p><a href="${escape(n.url)}">${escape(n.url)}</a></p>`,
    ]
      .filter(Boolean)
      .join('\n');
  const text = n.html
    ? n.html
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : [n.subTitle, n.text, n.url].filter(Boolean).join('\n\n');
  return { subject: n.title || n.subTitle, html, text };
}

async function noticeOrThrow(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.type, 1)))
    .limit(1);
  if (!row) throw new AppError(404, messages.notFound);
  return row;
}

/**
 * SendNews (002 §5 "Send notice"): a test to one address; to the chosen producers and the extra
 * addresses at once; to all producers as a background job (sendNewsToAll).
 */
export async function sendNews(ctx: AppContext, input: SendInput) {
  const { db } = ctx.database;
  const notice = await noticeOrThrow(db, input.News);
  const mail = noticeMail(notice);
  if (input.Email !== undefined) {
    await ctx.mailer.send(db, { ...mail, to: input.Email });
    return { success: true as const, sent: 1, queued: false };
  }
  const chosen = input.UserIds.length
    ? await db
        .select({ email: producers.email })
        .from(producers)
        .where(and(inArray(producers.cuit, input.UserIds), isNotNull(producers.email)))
    : [];
  if (input.AllProducers && !ctx.scheduler) throw new AppError(503, messages.jobsNotRunning);
  const addresses = [
    ...new Set([...chosen.map((c) => c.email as string), ...input.ExtraEmails].map((e) => e.toLowerCase())),
  ];
  await ctx.mailer.sendMany(
    db,
    addresses.map((to) => ({ ...mail, to })),
  );
  if (input.AllProducers) await ctx.scheduler?.sendNewsToAll(notice.id);
  return { success: true as const, sent: addresses.length, queued: input.AllProducers };
}

/**
 * The background job of a sending to all producers: one mail per producer with an address. With a job key
 * each mail is keyed by it and its address, so the job retried after its replica died mid-way mails only
 * those the first run had not.
 */
export async function sendNewsToAll(ctx: AppContext, newsId: number, jobKey?: string): Promise<number> {
  const { db } = ctx.database;
  const notice = await noticeOrThrow(db, newsId);
  const mail = noticeMail(notice);
  const idempotencyKey = (to: string) => (jobKey ? `${jobKey}:${to.toLowerCase()}`.slice(0, 200) : undefined);
  return mailEach(
    ctx.mailer,
    db,
    (afterId, limit) =>
      db
        .select({ id: producers.id, email: producers.email })
        .from(producers)
        .where(and(isNotNull(producers.email), gt(producers.id, afterId)))
        .orderBy(producers.id)
        .limit(limit),
    (to) => ({ ...mail, to, idempotencyKey: idempotencyKey(to) }),
  );
}

/** ParametersSave of 'ShowDefaultHomeImg' (002 §4): only while at least one web notice is active. */
export async function saveShowDefaultHomeImg(ctx: AppContext, value: 'true' | 'false', now = new Date()) {
  const { db } = ctx.database;
  const active = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.type, 0), isNotNull(news.image), lte(news.validFrom, now), gte(news.validTo, now)))
    .limit(1);
  if (active.length === 0) throw new AppError(400, nm.needsHomeImage);
  await db
    .insert(parameters)
    .values({ key: ParameterKey.showDefaultHomeImg, value })
    .onConflictDoUpdate({ target: parameters.key, set: { value } });
  return { success: true as const };
}
