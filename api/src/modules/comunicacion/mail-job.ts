import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../http/context';
import { TIME_ZONE, todayInArgentina } from '../../lib/time-zone';
import { comunicacionMessages as m } from './messages';
import * as q from './queries';

export const COMMUNICATION_MAIL_QUEUE = 'communication-mail';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Mails every communication due (sendMail, its date reached) to every producer it reaches, once: each
 * is claimed by a conditional update inside the transaction that writes its mails to the outbox, so two
 * api processes running this together never mail one twice. Answers how many communications it mailed.
 */
export async function mailDueCommunications(
  ctx: AppContext,
  now = new Date(),
  log?: FastifyBaseLogger,
): Promise<number> {
  const { db } = ctx.database;
  let mailed = 0;
  for (const { id } of await q.findMailDue(db, todayInArgentina(now))) {
    const sent = await db.transaction(async (tx) => {
      const c = await q.claimForMail(tx, id, now);
      if (!c) return false;
      const link = `${ctx.config.publicUrl}/historialcomunicaciones`;
      for (const producer of await q.producerRecipients(tx)) {
        await ctx.mailer.send(tx as never, {
          to: producer.email,
          subject: m.communicationMailSubject(c.title),
          text: `${c.title}\n\n${c.description}\n\nPuede leerla en el Portal de Productores: ${link}`,
          html: `<p><b>${escapeHtml(c.title)}</b></p><p>${escapeHtml(c.description)}</p><p>Puede leerla en el <a href="${link}">Portal de Productores</a>.</p>`,
        });
      }
      return true;
    });
    if (sent) {
      mailed++;
      log?.info({ communicationId: id }, 'communication mailed to the producers');
    }
  }
  return mailed;
}

/** Every minute, and on demand when one is saved already due: on the same pg-boss as the report sendings. */
export async function startCommunicationMailJob(
  ctx: AppContext,
  boss: PgBoss,
  log: FastifyBaseLogger,
): Promise<NonNullable<AppContext['communicationMail']>> {
  await boss.createQueue(COMMUNICATION_MAIL_QUEUE).catch(() => undefined);
  await boss.work(COMMUNICATION_MAIL_QUEUE, async () => {
    await mailDueCommunications(ctx, new Date(), log);
  });
  await boss.schedule(COMMUNICATION_MAIL_QUEUE, '* * * * *', {}, { tz: TIME_ZONE });
  return { runNow: () => boss.send(COMMUNICATION_MAIL_QUEUE, {}) };
}
