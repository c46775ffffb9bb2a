import { z } from 'zod';
import { defineEndpoint } from './define';

/*
 * The producer's notifications (002 §2 "Notification history", §3 "Notification (user view)", §4, §7):
 * the header bell, the user dashboard and /historialnotificaciones. Field names are the legacy API's.
 * Communications, enquiries and the notification definitions of the admin area come with their screens.
 */

const cuit = z.string().trim().regex(/^\d{2}-?\d{8}-?\d$/, 'El CUIT ingresado es inválido');
const flag = z.enum(['true', 'false']);

/** 002 §3 "Notification (user view)". `WebText` is HTML, sanitized when saved and again when shown. */
const Notification = z.object({
  Id: z.number().int(),
  /** ISO date-time of creation. */
  CreateDate: z.string(),
  WebTitle: z.string(),
  WebText: z.string(),
  /** Whether there is an attachment to download (FileRepository/Download/NotificationAttach/{Id}). */
  WebLink: z.boolean(),
  /** Whether the producer already marked it as seen (the header lists only those not yet seen). */
  Verified: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

/** GET api/notification/notificationsearch — Nuevos=true: the bell's unseen ones; false: the history's all. */
export const notificationSearch = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'notification/notificationsearch',
  area: 'comunicacion',
  summary: 'Notificaciones del productor (nuevas para la campana, todas para el historial), de la más reciente a la más antigua',
  auth: true,
  query: z.object({
    CUIT: cuit,
    Nuevos: flag.default('false'),
    WebUse: flag.default('true'),
    MailUse: flag.default('false'),
  }),
  response: z.array(Notification),
});

/** GET api/notification/notificationwebverify — marks one of the producer's notifications as seen. */
export const notificationWebVerify = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'notification/notificationwebverify',
  area: 'comunicacion',
  summary: 'Marca una notificación como vista',
  auth: true,
  query: z.object({ CUIT: cuit, id: z.coerce.number().int().positive() }),
  response: z.object({ success: z.literal(true) }),
});

/** GET api/FileRepository/Download/NotificationAttach/{id} — a notification's attachment. */
export const notificationAttachment = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'FileRepository/Download/NotificationAttach/{id}',
  area: 'comunicacion',
  summary: 'Archivo adjunto de una notificación del productor',
  auth: true,
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.any(),
  file: true,
});
