import { z } from '../zod';
import { integer } from './integer';
import { binaryFile, defineEndpoint, FILE_TYPES } from './define';

/*
 * The producer's notifications (002 §2 "Notification history", §3 "Notification (user view)", §4, §7):
 * the header bell, the user dashboard and /historialnotificaciones. Field names are the legacy API's.
 * Communications, enquiries and the notification definitions of the admin area come with their screens.
 */

const cuit = z
  .string()
  .trim()
  .regex(/^\d{2}-?\d{8}-?\d$/, 'El CUIT ingresado es inválido');
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
  summary:
    'Notificaciones del productor (nuevas para la campana, todas para el historial), de la más reciente a la más antigua',
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
  query: z.object({ CUIT: cuit, id: integer({ min: 1 }) }),
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
  params: z.object({ id: integer({ min: 1 }) }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.pdf, FILE_TYPES.png, FILE_TYPES.jpeg, FILE_TYPES.xlsx],
});

/*
 * Communications (002 §2 "Communication history", §3 "Communication (producer view)", §4, §7): the
 * communications panel of /home and /user-dashboard-notifications and /historialcomunicaciones. Every
 * communication reaches every producer; what is per producer is whether it was read and confirmed.
 */

/** 1 Baja, 2 Regular, 3 Alta (002 §9). */
export const PRIORITIES = { 1: 'Baja', 2: 'Regular', 3: 'Alta' } as const;

/** 002 §3 "Communication (producer view)", plus the description and validity the modal and lists show. */
const CommunicationView = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  Readed: z.boolean(),
  Confirmed: z.boolean(),
  ConfirmationRequired: z.boolean(),
  ConfirmationText: z.string().nullable(),
  Priority: z.number().int(),
  BodyEmbedded: z.boolean(),
  /** The body's download path (FileRepository/Download/CommunicationBody/{Id}), null without a body file. */
  UrlBody: z.string().nullable(),
  /** The attachment's download path (FileRepository/Download/CommunicationAttach/{Id}), null without one. */
  UrlLink: z.string().nullable(),
  /** YYYY-MM-DD. */
  StartDate: z.string(),
  /** YYYY-MM-DD, null for no end. */
  EndDate: z.string().nullable(),
});
export type CommunicationView = z.infer<typeof CommunicationView>;

/** GET api/Communication/SearchCommunication — Vigentes=true: within their dates; Ultimos=true: the panel's newest. */
export const searchCommunication = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Communication/SearchCommunication',
  area: 'comunicacion',
  summary: 'Comunicaciones del productor (vigentes; las últimas para el panel), de la más reciente a la más antigua',
  auth: true,
  query: z.object({ CUIT: cuit, Vigentes: flag.default('true'), Ultimos: flag.default('false') }),
  response: z.array(CommunicationView),
});

/** GET api/Communication/ConfirmCommunication — Confirmated=false marks it read, true confirms it (for good). */
export const confirmCommunication = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Communication/ConfirmCommunication',
  area: 'comunicacion',
  summary: 'Marca una comunicación como leída (Confirmated=false) o confirmada (Confirmated=true)',
  auth: true,
  query: z.object({ CUIT: cuit, Id: integer({ min: 1 }), Confirmated: flag }),
  response: z.object({ success: z.literal(true) }),
});

/** GET api/FileRepository/Download/CommunicationBody/{id} — the body: sanitized HTML (BodyEmbedded) or an image. */
export const communicationBody = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'FileRepository/Download/CommunicationBody/{id}',
  area: 'comunicacion',
  summary: 'Cuerpo de una comunicación (HTML saneado o imagen)',
  auth: true,
  params: z.object({ id: integer({ min: 1 }) }),
  response: z.any(),
  file: true,
  fileTypes: ['text/html', FILE_TYPES.png, FILE_TYPES.jpeg, 'image/gif'],
});

/** GET api/FileRepository/Download/CommunicationAttach/{id} — the attached documentation. */
export const communicationAttach = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'FileRepository/Download/CommunicationAttach/{id}',
  area: 'comunicacion',
  summary: 'Documentación adjunta de una comunicación',
  auth: true,
  params: z.object({ id: integer({ min: 1 }) }),
  response: z.any(),
  file: true,
  fileTypes: [
    FILE_TYPES.pdf,
    FILE_TYPES.png,
    FILE_TYPES.jpeg,
    FILE_TYPES.xlsx,
    FILE_TYPES.xls,
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
});

/*
 * Enquiries (002 §2 "Enquiry", §3, §5, §7): /consulta. The sector list and the enquiry types by sector
 * are named in docs/contract/endpoints.tsv (the spec shows the calls without their paths).
 */

/** 002 §3 "Sector items have id, value, hasSubCategory, message". */
const SectorItem = z.object({
  id: z.number().int(),
  value: z.string(),
  hasSubCategory: z.boolean(),
  message: z.string().nullable(),
});
export type SectorItem = z.infer<typeof SectorItem>;
const ReasonItem = z.object({ id: z.number().int(), value: z.string() });
export type ReasonItem = z.infer<typeof ReasonItem>;

/** The invoice-sending sector, preset and locked by /consulta?data=envioFactura (002 §2). */
export const INVOICE_SECTOR_ID = 4;
export const ENQUIRY_SUBJECT_MAX = 200;
export const ENQUIRY_DETAIL_MIN = 25;
export const ENQUIRY_DETAIL_MAX = 2000;
/** 002 §9 "Upload default maximum: 10 files". */
export const ENQUIRY_FILES_MAX = 10;
export const ENQUIRY_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const getSectores = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Communication/GetSectores',
  area: 'comunicacion',
  summary: 'Sectores a los que se puede enviar una consulta',
  auth: true,
  permission: 'Consultas',
  response: z.array(SectorItem),
});

export const getMotivos = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Communication/GetMotivos',
  area: 'comunicacion',
  summary: 'Tipos de consulta de un sector',
  auth: true,
  permission: 'Consultas',
  query: z.object({ idSector: integer({ min: 1 }) }),
  response: z.array(ReasonItem),
});

/**
 * POST api/Communication/EnviarConsulta — multipart: IdSector, IdSectorQueryReason, Motive, Detail,
 * SendCopy, FileName[], File[] (up to 10), User. Stored, mailed with its files to the sector's mailbox
 * and copied to the sender when SendCopy.
 */
export const enviarConsulta = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'Communication/EnviarConsulta',
  area: 'comunicacion',
  summary: 'Envío de una consulta a un sector (multipart, hasta 10 archivos)',
  auth: true,
  permission: 'Consultas',
  multipart: z.object({
    IdSector: z.string().max(9),
    IdSectorQueryReason: z.string().max(9).optional(),
    Motive: z.string().max(ENQUIRY_SUBJECT_MAX).optional(),
    Detail: z.string().max(ENQUIRY_DETAIL_MAX),
    SendCopy: z.enum(['true', 'false']).optional(),
    FileName: z.array(z.string().max(200)).max(ENQUIRY_FILES_MAX).optional(),
    File: z.array(binaryFile).max(ENQUIRY_FILES_MAX).optional(),
    User: z.string().max(15).optional(),
  }),
  response: z.object({
    success: z.boolean(),
    businessExceptions: z.array(z.object({ message: z.string(), title: z.string().optional() })),
  }),
});
