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
}

export interface Mailer {
  /** Answers the outbox row's id (the audit's register id) where it has one. */
  send(db: Db, mail: Mail): Promise<number | void>;
  /**
   * Many mails without attachments (a notification generation, a notice to every producer): written to the
   * outbox a few hundred rows per INSERT rather than one each; answers their outbox ids in order.
   */
  sendMany(db: Db, mails: Omit<Mail, 'attachments'>[]): Promise<number[]>;
}

/** Rows per INSERT: five text columns each, well under PostgreSQL's 65,535 parameters. */
const OUTBOX_BATCH = 500;

/**
 * The one mailer (DESIGN.md §6): every mail is written to the outbox table and logged; with SMTP_URL it
 * is also sent. A failing SMTP server is logged, never fails the request: the mail stays in the outbox.
 */
export function createMailer({ smtpUrl, from, log }: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(db, mail) {
      const attachments = (mail.attachments ?? []).map((a) => a.filename);
      const [row] = await db
        .insert(outbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments })
        .returning({ id: outbox.id });
      log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail queued in the outbox');
      if (transport) {
        try {
          await transport.sendMail({ from, ...mail });
        } catch (err) {
          log.error({ err, to: mail.to, subject: mail.subject }, 'SMTP send failed; the mail stays in the outbox');
        }
      }
      return row.id;
    },
    async sendMany(db, mails) {
      const ids: number[] = [];
      for (let i = 0; i < mails.length; i += OUTBOX_BATCH) {
        const batch = mails.slice(i, i + OUTBOX_BATCH);
        const rows = await db
          .insert(outbox)
          .values(batch.map((m) => ({ to: m.to, subject: m.subject, text: m.text, html: m.html, attachments: [] })))
          .returning({ id: outbox.id });
        ids.push(...rows.map((r) => r.id));
      }
      if (mails.length) log.info({ mails: mails.length, subject: mails[0].subject }, 'mails queued in the outbox');
      if (transport) {
        for (const mail of mails) {
          try {
            await transport.sendMail({ from, ...mail });
          } catch (err) {
            log.error({ err, to: mail.to, subject: mail.subject }, 'SMTP send failed; the mail stays in the outbox');
          }
        }
      }
      return ids;
    },
  };
}
