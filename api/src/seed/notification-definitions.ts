import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationDefinitions, notificationDestinations, producerGroups, schedulerProcesses } from '../db/schema';
import { sanitizeHtml } from '../lib/html';
import { ALERT_LINK } from '../modules/cobranzas/alerts';
import { cobranzasMessages } from '../modules/cobranzas/messages';

type Definition = typeof notificationDefinitions.$inferInsert;
type Process = Omit<typeof schedulerProcesses.$inferInsert, 'definitionId'>;

/**
 * The notification definitions an insurer runs (002 §3), as /adminnotificaciones saves them: each with
 * its schedule (a NotificationGeneration process) and its recipients (the 'Todos los productores' group).
 *
 * - The daily alert of policies about to be cancelled: the collections job sends it at 08:00 to each producer
 *   with its own count (runDebtAlerts); the definition shows its text, hour and recipients. It stays disabled,
 *   as the job and not the generic generation sends it: enabled, every producer would get a second, countless copy.
 * - The monthly 'liquidación disponible' notice, on the 5th at 09:00, once the previous month is settled.
 */
export function seedDefinitionRows(): { definition: Definition; process: Process }[] {
  return [
    {
      definition: {
        urlApi: 'api/debtors/alerts',
        description: 'Alerta diaria de pólizas próximas a anularse',
        editMessage: false,
        editDestination: false,
        editScheduler: false,
        webUse: true,
        webTitle: cobranzasMessages.alertTitle,
        webText: sanitizeHtml(
          `<p>${cobranzasMessages.cancellationRule}</p><p><a href="${ALERT_LINK}">${cobranzasMessages.alertLink}</a></p>`,
        ),
        webLink: '',
        enabled: false,
      },
      process: { period: 0, executions: [{ Hora: '08:00', DiaSemana: 0, DiaMes: 1, DiaFijo: null }] },
    },
    {
      definition: {
        description: 'Aviso mensual de liquidación disponible',
        webUse: true,
        webTitle: 'Liquidación de comisiones disponible',
        webText: sanitizeHtml(
          '<p>Ya puede consultar la liquidación de comisiones del mes anterior en <a href="/pagos-liquidaciones">Pagos y Liquidaciones</a>.</p>',
        ),
        webLink: '',
        mailUse: true,
        mailSubject: 'Liquidación de comisiones disponible',
        mailBody: sanitizeHtml(
          '<p>Estimado productor:</p><p>Ya puede consultar la liquidación de comisiones del mes anterior en el Portal de Productores, sección Pagos y Liquidaciones.</p>',
        ),
        enabled: true,
      },
      process: { period: 2, executions: [{ Hora: '09:00', DiaSemana: 0, DiaMes: 5, DiaFijo: null }] },
    },
  ];
}

/** The definitions, their processes (planned now: nothing older runs) and their recipients; after the producer groups. */
export async function seedNotificationDefinitions(db: Db): Promise<void> {
  const [everybody] = await db
    .select({ id: producerGroups.id })
    .from(producerGroups)
    .where(eq(producerGroups.kind, 'all'))
    .limit(1);
  for (const { definition, process } of seedDefinitionRows()) {
    const [{ id }] = await db
      .insert(notificationDefinitions)
      .values(definition)
      .returning({ id: notificationDefinitions.id });
    await db.insert(schedulerProcesses).values({ ...process, definitionId: id });
    await db.insert(notificationDestinations).values({ definitionId: id, groupId: everybody.id });
  }
}
