import { inArray, sql } from 'drizzle-orm';
import { debtAlerts, notifications, producers } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { sanitizeHtml } from '../../lib/html';
import { todayInArgentina } from '../../lib/time-zone';
import { periodOfDay } from './cut-date';
import { cobranzasMessages } from './messages';
import { policiesAboutToBeCancelled } from './queries';

/** Where the alert leads: the debtors screen searching, by itself, the policies about to be cancelled. */
export const ALERT_LINK = '/deudores-policyExpired';
/** Producers per transaction: the job covers thousands of them without one long transaction. */
const CHUNK = 500;

function alertHtml(count: number): string {
  return sanitizeHtml(
    `<p>${cobranzasMessages.alertText(count)} ${cobranzasMessages.cancellationRule}</p>` +
      `<p><a href="${ALERT_LINK}">${cobranzasMessages.alertLink}</a></p>`,
  );
}

/**
 * The daily alert (issue 9 §2): for each producer whose latest debtors listing has policies owing more
 * than 60 days, one notification in the bell — 'Pólizas próximas a anularse', the count and a link to
 * /deudores-policyExpired; none for a producer without such policies. The debt_alerts row of the
 * producer and the day is inserted in the same transaction as its notification, and its unique key
 * lets only one of several runs of the same day (two api processes, a retried job) insert it: the others
 * wait for it and skip that producer. Answers how many producers were notified by this run.
 */
export async function runDebtAlerts(
  ctx: AppContext,
  now = new Date(),
): Promise<{ producers: number; notified: number }> {
  const { db } = ctx.database;
  const day = todayInArgentina(now);
  const due = await policiesAboutToBeCancelled(db, periodOfDay(day));
  let notified = 0;
  for (let i = 0; i < due.length; i += CHUNK) {
    const chunk = due.slice(i, i + CHUNK);
    notified += await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(debtAlerts)
        .values(chunk.map((d) => ({ producerId: d.producerId, day, policies: d.policies })))
        .onConflictDoNothing({ target: [debtAlerts.producerId, debtAlerts.day] })
        .returning({ id: debtAlerts.id, producerId: debtAlerts.producerId, policies: debtAlerts.policies });
      if (fresh.length === 0) return 0;
      const cuits = new Map(
        (
          await tx
            .select({ id: producers.id, cuit: producers.cuit })
            .from(producers)
            .where(
              inArray(
                producers.id,
                fresh.map((f) => f.producerId),
              ),
            )
        ).map((p) => [p.id, p.cuit]),
      );
      const created = await tx
        .insert(notifications)
        .values(
          fresh.map((f) => ({
            cuit: cuits.get(f.producerId) as string,
            webTitle: cobranzasMessages.alertTitle,
            webText: alertHtml(f.policies),
            createdAt: now,
          })),
        )
        .returning({ id: notifications.id, cuit: notifications.cuit });
      await tx.execute(sql`
        update ${debtAlerts} a set notification_id = n.id
        from ${notifications} n join ${producers} p on p.cuit = n.cuit
        where p.id = a.producer_id and a.id in ${sql.raw(`(${fresh.map((f) => Math.trunc(f.id)).join(',')})`)}
          and n.id in ${sql.raw(`(${created.map((c) => Math.trunc(c.id)).join(',')})`)}`);
      return fresh.length;
    });
  }
  return { producers: due.length, notified };
}
