import { monthStart, seedCalendar } from './calendar';
import { todayInArgentina } from '../lib/time-zone';
import type { notifications } from '../db/schema';
import { sanitizeHtml } from '../lib/html';
import { renderPdf } from '../lib/pdf';

type NewNotification = typeof notifications.$inferInsert;

export interface SeedNotification extends Omit<NewNotification, 'cuit'> {
  /** A PDF attached to it, as the administrator would upload it. */
  attachment?: { fileName: string; title: string; paragraphs: string[] };
}

const day = 24 * 60 * 60 * 1000;

/**
 * The demo producer's notifications, relative to `now` so the bell always has something new: six not yet
 * seen (more than the four the bell shows first) and two seen, one with a PDF circular attached.
 */
export function seedNotificationRows(now: Date): SeedNotification[] {
  const at = (daysAgo: number, hoursAgo: number) => new Date(now.getTime() - daysAgo * day - hoursAgo * 3_600_000);
  // The settlement announced is the previous month's, the newest one the current account has (see calendar.ts).
  const settled = monthStart(seedCalendar(todayInArgentina(now)).lastAccountDay);
  const monthName = new Intl.DateTimeFormat('es-AR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${settled}T00:00:00Z`),
  );
  const year = settled.slice(0, 4);
  const rows: SeedNotification[] = [
    {
      webTitle: 'Circular 14/2026: nuevas condiciones de comisiones para seguros de vida colectivos',
      webText:
        '<p>A partir del <b>1 de diciembre</b> se actualizan las condiciones de comisiones para las pólizas de vida colectivo.</p><p>Encontrará el detalle en la circular adjunta.</p>',
      createdAt: at(0, 13),
      attachment: {
        fileName: 'Circular_14_2026.pdf',
        title: 'CIRCULAR 14/2026',
        paragraphs: [
          'Nuevas condiciones de comisiones para seguros de vida colectivos.',
          'A partir del 1 de diciembre, la comisión de las pólizas de vida colectivo se liquida sobre el premio efectivamente cobrado en el mes.',
          'Las pólizas con deuda mayor a 60 días deben regularizarse; de lo contrario, serán anuladas.',
        ],
      },
    },
    {
      webTitle: `Liquidación de comisiones de ${monthName} disponible`,
      webText: `<p>Ya puede consultar la liquidación de comisiones del período <b>${monthName[0].toUpperCase()}${monthName.slice(1)}, ${year}</b> en <a href="/pagos-liquidaciones">Pagos y Liquidaciones</a>.</p>`,
      createdAt: at(1, 10),
    },
    {
      webTitle: 'Rechazos de débito automático del último proceso',
      webText:
        '<p>Se registraron rechazos de débito automático en pólizas de su cartera. Revíselos en <a href="/rechazos">Rechazos por motivo</a>.</p>',
      createdAt: at(2, 9),
    },
    {
      webTitle: 'Recordatorio: envío de facturas hasta el día 20',
      webText:
        '<p>Recuerde enviar las facturas de comisiones antes del día 20 de cada mes para cobrarlas en la liquidación siguiente.</p>',
      createdAt: at(4, 16),
    },
    {
      webTitle: 'Nueva versión del Portal de Productores',
      webText:
        '<p>Incorporamos la programación de envíos de reportes por e-mail y mejoras en la búsqueda de cartera.</p>',
      createdAt: at(6, 11),
    },
    {
      webTitle: 'Pólizas con deuda mayor a 60 días',
      webText: '<p>Tiene pólizas con deuda mayor a 60 días. Regularícelas para evitar su anulación.</p>',
      createdAt: at(8, 8),
    },
    {
      webTitle: 'Cierre de producción de octubre',
      webText: '<p>El cierre de producción de octubre se realizó el día 31. Gracias por su gestión.</p>',
      createdAt: at(25, 15),
      verifiedAt: at(24, 9),
    },
    {
      webTitle: 'Actualización de datos de contacto',
      webText:
        '<p>Mantenga actualizados su teléfono y e-mail desde <a href="/user-dashboard-info">Editar perfil</a>.</p>',
      createdAt: at(40, 12),
      verifiedAt: at(39, 10),
    },
  ];
  return rows.map((r) => ({ ...r, webText: sanitizeHtml(r.webText) }));
}

/** The second demo producer's: one new and one seen, so isolation between producers shows. */
export function seedSecondProducerNotifications(now: Date): SeedNotification[] {
  return [
    {
      webTitle: 'Bienvenido al Portal de Productores',
      webText: '<p>Su cuenta está activa.</p>',
      createdAt: new Date(now.getTime() - day),
    },
    {
      webTitle: 'Recordatorio de claves',
      webText: '<p>Nunca comparta su contraseña.</p>',
      createdAt: new Date(now.getTime() - 30 * day),
      verifiedAt: new Date(now.getTime() - 29 * day),
    },
  ];
}

export function attachmentPdf({ title, paragraphs }: { title: string; paragraphs: string[] }): Promise<Buffer> {
  return renderPdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(10).text('Compañía de Seguros de Vida y Generales S.A.', { align: 'right' });
    doc.moveDown(1.5).fontSize(16).text(title, { align: 'center' }).moveDown();
    for (const p of paragraphs) doc.font('Helvetica').fontSize(11).text(p).moveDown(0.5);
  }, title);
}
