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
}

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
  };
}
