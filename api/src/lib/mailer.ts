import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Sent over SMTP; the outbox keeps their names. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /**
   * Names this mail for a sender that may run again for it (a job retried on another replica): a mail
   * whose key is already in the outbox is neither written nor sent again.
   */
  idempotencyKey?: string;
}

export interface Mailer {
  /**
   * Answers the outbox row's id (the audit's register id) where it has one; null when a mail of the same
   * idempotency key was already in the outbox (nothing written, nothing sent).
   */
  send(db: Db, mail: Mail): Promise<number | null | void>;
  /**
   * Many mails without attachments (a notification generation, a notice to every producer): written to the
   * outbox a few hundred rows per INSERT rather than one each; answers their outbox ids in order (null for
   * one whose idempotency key was already in the outbox: not sent again).
   */
  sendMany(db: Db, mails: Omit<Mail, 'attachments'>[]): Promise<(number | null)[]>;
}

/** Rows per INSERT: five text columns each, well under PostgreSQL's 65,535 parameters. */
const OUTBOX_BATCH = 500;

/** Addresses `mailEach` reads at a time. */
const ADDRESS_PAGE = 1_000;

/**
 * One mail to each address of a large set (every producer a notification reaches: some 50,000), read a page at a
 * time by ascending id after the last one seen: each page is written to the outbox before the next is read, so
 * the sender holds one page of mails, not all of them. Answers how many addresses were mailed.
 */
export async function mailEach(
  mailer: Mailer,
  db: Db,
  readPage: (afterId: number, limit: number) => Promise<{ id: number; email: string | null }[]>,
  mailTo: (address: string) => Omit<Mail, 'attachments'>,
): Promise<number> {
  let mailed = 0;
  for (let afterId = 0; ;) {
    const page = await readPage(afterId, ADDRESS_PAGE);
    const addresses = page.flatMap((r) => (r.email ? [r.email] : []));
    if (addresses.length) await mailer.sendMany(db, addresses.map(mailTo));
    mailed += addresses.length;
    if (page.length < ADDRESS_PAGE) return mailed;
    afterId = page[page.length - 1].id;
  }
}

/**
 * The one mailer (docs/adr/0010-jobs-on-pg-boss-and-one-mailer.md): every mail is written to the outbox table and logged; with SMTP_URL it
 * is also sent. A failing SMTP server is logged, never fails the request: the mail stays in the outbox.
 */
export function createMailer({
  smtpUrl,
  from,
  log,
}: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(db, mail) {
      const attachments = (mail.attachments ?? []).map((a) => a.filename);
      const [row] = await db
        .insert(outbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments,
          idempotencyKey: mail.idempotencyKey ?? null,
        })
        .onConflictDoNothing({ target: outbox.idempotencyKey })
        .returning({ id: outbox.id });
      if (!row) {
        log.info({ idempotencyKey: mail.idempotencyKey }, 'mail already in the outbox; not sent again');
        return null;
      }
      log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail queued in the outbox');
      if (transport) {
        try {
          const { idempotencyKey: _key, ...message } = mail;
          await transport.sendMail({ from, ...message });
        } catch (err) {
          log.error({ err, to: mail.to, subject: mail.subject }, 'SMTP send failed; the mail stays in the outbox');
        }
      }
      return row.id;
    },
    async sendMany(db, mails) {
      const ids: (number | null)[] = [];
      const sent: typeof mails = [];
      for (let i = 0; i < mails.length; i += OUTBOX_BATCH) {
        const batch = mails.slice(i, i + OUTBOX_BATCH);
        const rows = await db
          .insert(outbox)
          .values(
            batch.map((m) => ({
              to: m.to,
              subject: m.subject,
              text: m.text,
              html: m.html,
              attachments: [],
              idempotencyKey: m.idempotencyKey ?? null,
            })),
          )
          .onConflictDoNothing({ target: outbox.idempotencyKey })
          .returning({ id: outbox.id, idempotencyKey: outbox.idempotencyKey });
        if (rows.length === batch.length) {
          ids.push(...rows.map((r) => r.id));
          sent.push(...batch);
          continue;
        }
        // Some were already in the outbox (a retried job): those answer null and are not sent again.
        const written = new Map(rows.map((r) => [r.idempotencyKey, r.id]));
        for (const m of batch) {
          const id = m.idempotencyKey != null ? (written.get(m.idempotencyKey) ?? null) : null;
          ids.push(id);
          if (id !== null) sent.push(m);
        }
      }
      if (sent.length) log.info({ mails: sent.length, subject: sent[0].subject }, 'mails queued in the outbox');
      if (sent.length < mails.length)
        log.info({ skipped: mails.length - sent.length }, 'mails already in the outbox; not sent again');
      if (transport) {
        for (const mail of sent) {
          try {
            const { idempotencyKey: _key, ...message } = mail;
            await transport.sendMail({ from, ...message });
          } catch (err) {
            log.error({ err, to: mail.to, subject: mail.subject }, 'SMTP send failed; the mail stays in the outbox');
          }
        }
      }
      return ids;
    },
  };
}
