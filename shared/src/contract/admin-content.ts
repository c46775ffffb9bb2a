import { z } from '../zod';
import { binaryFile, defineEndpoint } from './define';
import { businessDayBound, typedDayToIso } from '../format/calendar-day';
import { INT4_MAX, integer, optionalInteger } from './integer';
import { calendarDay, requestDay } from './day';

/*
 * The administration of what producers are told (002 §2 "Legends admin", "Notifications admin", "News
 * admin"; §3–§5, §7): legends of the report screens, notification definitions with their scheduler
 * processes and destinations, and news notices. Field names are the legacy API's, casing included. Each
 * call needs the menu permission of its screen (002 §6), checked by the server.
 */

/** 002 §5: the one message of the legend and communication forms for a missing required field. */
export const adminContentMessages = {
  required: 'Debe completar todos los campos obligatorios',
  legendDescriptionMax: 'La descripción admite hasta 250 caracteres',
  legendTextMax: 'El texto admite hasta 4000 caracteres',
  invalidDate: 'La fecha ingresada es inválida',
  endBeforeStart: 'La fecha de fin debe ser posterior a la de inicio',
} as const;

const m = adminContentMessages;

const id = integer({ message: 'El identificador es inválido' });

// ---------------------------------------------------------------------------------------------------
// Legends (Label) — 002 §2 "Legends admin", §3 "Legend (Label)", §4 "Legend rules", §5 "Legend".

export const LEGEND_SECTIONS = ['rechazos', 'cartera', 'liquidacion', 'deudores'] as const;
export const LEGEND_TYPES = ['subtitulo', 'aviso'] as const;
/** 002 §3: what each section and type is called on screen. */
export const LEGEND_SECTION_NAMES: Record<(typeof LEGEND_SECTIONS)[number], string> = {
  rechazos: 'Rechazos de débitos automáticos',
  cartera: 'Búsqueda de cartera',
  liquidacion: 'Liquidación de comisiones',
  deudores: 'Deudores por premio',
};
export const LEGEND_TYPE_NAMES: Record<(typeof LEGEND_TYPES)[number], string> = {
  subtitulo: 'Subtítulo',
  aviso: 'Aviso',
};

/** 002 §3 "Legend (Label)". Dates are calendar days (Buenos Aires); FinishDate is when it was inactivated. */
export const Label = z.object({
  Id: z.number().int(),
  Section: z.enum(LEGEND_SECTIONS),
  Type: z.enum(LEGEND_TYPES),
  Description: z.string(),
  Text: z.string(),
  Enabled: z.boolean(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  FinishDate: z.string().nullable(),
});
export type Label = z.infer<typeof Label>;

const requiredText = (max: number, maxMessage: string) =>
  z.string({ message: m.required }).trim().min(1, m.required).max(max, maxMessage);

/** The legend form (002 §5): section, type, description (250), text (4000) and start date required. */
export const LabelInput = z
  .object({
    Id: integer().default(0),
    Section: z.enum(LEGEND_SECTIONS, { message: m.required }),
    Type: z.enum(LEGEND_TYPES, { message: m.required }),
    Description: requiredText(250, m.legendDescriptionMax),
    Text: requiredText(4000, m.legendTextMax),
    Enabled: z.boolean().default(true),
    StartDate: calendarDay(m.invalidDate, m.required),
    EndDate: z.preprocess((v) => (v === '' || v === undefined ? null : v), calendarDay(m.invalidDate).nullable()),
  })
  .refine((l) => !l.EndDate || l.EndDate >= l.StartDate, { path: ['EndDate'], message: m.endBeforeStart });
export type LabelInput = z.input<typeof LabelInput>;

/** GET api/Label/GetLabels — every legend, newest first. */
export const getLabels = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Label/GetLabels',
  area: 'admin',
  summary: 'Leyendas de las planillas',
  auth: true,
  permission: 'AdminLeyendas',
  response: z.array(Label),
});

/** GET api/Label/getLabel?Id — one legend. */
export const getLabel = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Label/getLabel',
  area: 'admin',
  summary: 'Una leyenda',
  auth: true,
  permission: 'AdminLeyendas',
  query: z.object({ Id: id }),
  response: Label,
});

/** POST api/Label/SaveLabel — creates (Id 0) or updates a legend; answers it as saved. */
export const saveLabel = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'Label/SaveLabel',
  area: 'admin',
  summary: 'Guardar una leyenda',
  auth: true,
  permission: 'AdminLeyendas',
  body: LabelInput,
  response: Label,
});

/** GET api/Label/DeleteLabel?Id — removes a legend. */
export const deleteLabel = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Label/DeleteLabel',
  area: 'admin',
  summary: 'Eliminar una leyenda',
  auth: true,
  permission: 'AdminLeyendas',
  query: z.object({ Id: id }),
  response: z.object({ success: z.literal(true) }),
});

// ---------------------------------------------------------------------------------------------------
// Notification definitions — 002 §2 "Notifications admin", §3 "Notification definition", "Notification
// destination", "Scheduler process", "Execution"; §4 "Notification definition rules", "Scheduler
// calendar", "Destination"; §5 "Notification definition".

export const notificationMessages = {
  descriptionRequired: 'Debe completar la descripción',
  webRequired: 'Debe completar el título y texto web',
  mailRequired: 'Debe completar el asunto y cuerpo del mail',
  max1000: 'El campo debe poseer como máximo 1000 caracteres',
  fixedDateRequired: 'Debe seleccionar la fecha de ejecución',
  destinationRequired: 'Debe seleccionar un grupo o un productor',
} as const;
const n = notificationMessages;

/** 002 §3 "Notification definition". `webLink` names the attached file ('' when none). */
export const NotificationDefinition = z.object({
  id: z.number().int(),
  urlApi: z.string(),
  description: z.string(),
  editMessage: z.boolean(),
  editDestination: z.boolean(),
  editScheduler: z.boolean(),
  webUse: z.boolean(),
  webTitle: z.string().nullable(),
  webText: z.string().nullable(),
  webLink: z.string().nullable(),
  mailUse: z.boolean(),
  mailSubject: z.string().nullable(),
  mailBody: z.string().nullable(),
  enabled: z.boolean(),
});
export type NotificationDefinition = z.infer<typeof NotificationDefinition>;

const text1000 = z.preprocess((v) => (v === undefined ? null : v), z.string().max(1000, n.max1000).nullable());
const blank = (v: string | null) => !v || v.trim() === '';

/**
 * The definition form (002 §4, §5): a description always; web title and text with web use, subject and
 * body with mail use; 1000 characters at most. Web off clears the web fields, mail off the mail ones; a
 * null link goes as ''.
 */
export const NotificationDefinitionInput = z
  .object({
    id: integer().default(0),
    urlApi: z.string().max(1000, n.max1000).default(''),
    description: z.string({ message: n.descriptionRequired }).max(1000, n.max1000),
    editMessage: z.boolean().default(true),
    editDestination: z.boolean().default(true),
    editScheduler: z.boolean().default(true),
    webUse: z.boolean().default(false),
    webTitle: text1000,
    webText: text1000,
    webLink: text1000,
    mailUse: z.boolean().default(false),
    mailSubject: text1000,
    mailBody: text1000,
    enabled: z.boolean().default(false),
  })
  .superRefine((d, ctx) => {
    if (blank(d.description)) ctx.addIssue({ code: 'custom', path: ['description'], message: n.descriptionRequired });
    if (d.webUse) {
      if (blank(d.webTitle)) ctx.addIssue({ code: 'custom', path: ['webTitle'], message: n.webRequired });
      if (blank(d.webText)) ctx.addIssue({ code: 'custom', path: ['webText'], message: n.webRequired });
    }
    if (d.mailUse) {
      if (blank(d.mailSubject)) ctx.addIssue({ code: 'custom', path: ['mailSubject'], message: n.mailRequired });
      if (blank(d.mailBody)) ctx.addIssue({ code: 'custom', path: ['mailBody'], message: n.mailRequired });
    }
  })
  .transform((d) => ({
    ...d,
    description: d.description.trim(),
    webTitle: d.webUse ? d.webTitle : null,
    webText: d.webUse ? d.webText : null,
    webLink: d.webUse ? (d.webLink ?? '') : null,
    mailSubject: d.mailUse ? d.mailSubject : null,
    mailBody: d.mailUse ? d.mailBody : null,
  }));
export type NotificationDefinitionInput = z.input<typeof NotificationDefinitionInput>;

const definitionEndpoint = { base: 'api', area: 'admin', auth: true, permission: 'AdminNotificaciones' } as const;
const byId = z.object({ Id: id });
const byLowerId = z.object({ id });
const success = z.object({ success: z.literal(true) });

/** GET api/notification/SearchNotificationDefinition — every definition. */
export const searchNotificationDefinition = defineEndpoint({
  ...definitionEndpoint,
  method: 'GET',
  path: 'notification/SearchNotificationDefinition',
  summary: 'Definiciones de notificaciones',
  response: z.array(NotificationDefinition),
});

/** GET api/notification/getnotificationdefinition?Id — one definition. */
export const getNotificationDefinition = defineEndpoint({
  ...definitionEndpoint,
  method: 'GET',
  path: 'notification/getnotificationdefinition',
  summary: 'Una definición de notificación',
  query: byId,
  response: NotificationDefinition,
});

/** POST api/notification/savenotificationdefinition — creates (id 0, not yet enabled) or updates; answers the id. */
export const saveNotificationDefinition = defineEndpoint({
  ...definitionEndpoint,
  method: 'POST',
  path: 'notification/savenotificationdefinition',
  summary: 'Guardar una definición de notificación',
  body: NotificationDefinitionInput,
  response: z.number().int(),
});

/** GET api/notification/DeleteNotificationDefinition?Id — with its processes and destinations. */
export const deleteNotificationDefinition = defineEndpoint({
  ...definitionEndpoint,
  method: 'GET',
  path: 'notification/DeleteNotificationDefinition',
  summary: 'Eliminar una definición de notificación',
  query: byId,
  response: success,
});

/**
 * Named here (002 §9: "Upload endpoint for the attachment widget: not shown"): POST multipart `File` —
 * the attachment of a saved definition (pdf, jpg or png up to 5 MB, checked by content), sent with each
 * notification it generates (FileRepository/Download/NotificationAttach/{id}).
 */
export const uploadNotificationAttachment = defineEndpoint({
  ...definitionEndpoint,
  method: 'POST',
  path: 'FileRepository/Upload/NotificationAttach/{id}',
  summary: 'Adjuntar un archivo a una definición de notificación (multipart)',
  multipart: z.object({ File: binaryFile }),
  params: byLowerId,
  response: z.object({ success: z.literal(true), webLink: z.string() }),
});

// Scheduler processes ('Calendario de ejecución').

export const PERIODS = { daily: 0, weekly: 1, monthly: 2, fixedDate: 3 } as const;
export const NOTIFICATION_GENERATION = 'NotificationGeneration';

/** 002 §3 "Execution": Hora 'HH:00', DiaSemana 0–6 (Sunday 0), DiaMes 1–31, DiaFijo 'DD/MM/YYYY' (taken also as YYYY-MM-DD or an ISO date-time). */
export const Execution = z.object({
  Hora: z.string().regex(/^([01]\d|2[0-3]):00$/, 'La hora es inválida'),
  DiaSemana: z.number().int().min(0).max(6),
  DiaMes: z.number().int().min(1).max(31),
  DiaFijo: z.string().nullable(),
});
export type Execution = z.infer<typeof Execution>;

/** 002 §3 "Scheduler process". `Filters` is JSON naming the definition: {"NotificationDefinitionId":n}. */
export const SchedulerProcess = z.object({
  id: z.number().int(),
  UrlApi: z.string(),
  UserId: z.number().int(),
  Period: z.number().int(),
  Enabled: z.boolean(),
  Type: z.string(),
  Filters: z.string(),
  Executions: z.array(Execution),
});
export type SchedulerProcess = z.infer<typeof SchedulerProcess>;

export const SchedulerProcessInput = z
  .object({
    id: integer().default(0),
    UrlApi: z.string().max(200).default(''),
    UserId: optionalInteger(),
    Period: z.number().int().min(0).max(3),
    Enabled: z.boolean().default(true),
    Type: z.literal(NOTIFICATION_GENERATION).default(NOTIFICATION_GENERATION),
    Filters: z
      .string()
      .max(200)
      .transform((v, ctx) => {
        try {
          const parsed = JSON.parse(v) as { NotificationDefinitionId?: unknown };
          const defId = parsed.NotificationDefinitionId;
          if (typeof defId === 'number' && Number.isInteger(defId) && defId > 0 && defId <= INT4_MAX)
            return { NotificationDefinitionId: defId };
        } catch {
          // reported below
        }
        ctx.addIssue({ code: 'custom', message: 'El filtro es inválido' });
        return z.NEVER;
      }),
    Executions: z.array(Execution).min(1).max(50),
  })
  .superRefine((p, ctx) => {
    if (p.Period !== PERIODS.fixedDate) return;
    p.Executions.forEach((e, i) => {
      const problem = !e.DiaFijo ? n.fixedDateRequired : fixedDayOf(e.DiaFijo) ? null : m.invalidDate;
      if (problem) ctx.addIssue({ code: 'custom', path: ['Executions', i, 'DiaFijo'], message: problem });
    });
  })
  // The calendar keeps DiaFijo as DD/MM/YYYY (002 §3), whichever form of the day came.
  .transform((p) =>
    p.Period !== PERIODS.fixedDate
      ? p
      : {
          ...p,
          Executions: p.Executions.map((e) => ({ ...e, DiaFijo: typedDay(fixedDayOf(e.DiaFijo ?? '') as string) })),
        },
  );

/** A fixed execution day: DD/MM/YYYY as the calendar shows it, YYYY-MM-DD, or an ISO date-time's Buenos Aires day. */
function fixedDayOf(text: string): string | null {
  return typedDayToIso(text) ?? requestDay(text);
}
const typedDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
export type SchedulerProcessInput = z.input<typeof SchedulerProcessInput>;

/** GET api/notification/SearchSchedulerProcess?id — the processes of a definition. */
export const searchSchedulerProcess = defineEndpoint({
  ...definitionEndpoint,
  method: 'GET',
  path: 'notification/SearchSchedulerProcess',
  summary: 'Calendario de ejecución de una definición',
  query: byLowerId,
  response: z.array(SchedulerProcess),
});

/** GET api/notification/GetSchedulerProcess?id — one process. */
export const getSchedulerProcess = defineEndpoint({
  ...definitionEndpoint,
  method: 'GET',
  path: 'notification/GetSchedulerProcess',
  summary: 'Un proceso del calendario de ejecución',
  query: byLowerId,
  response: SchedulerProcess,
});

/** POST api/scheduler/SaveSchedulerProcess — needs the definition's editScheduler; answers the process. */
export const saveSchedulerProcess = defineEndpoint({
  ...definitionEndpoint,
  method: 'POST',
  path: 'scheduler/SaveSchedulerProcess',
  summary: 'Guardar un proceso del calendario de ejecución',
  body: SchedulerProcessInput,
  response: SchedulerProcess,
});

/** GET api/scheduler/DeleteSchedulerProcess?id — needs the definition's editScheduler. */
export const deleteSchedulerProcess = defineEndpoint({
  ...definitionEndpoint,
  method: 'GET',
  path: 'scheduler/DeleteSchedulerProcess',
  summary: 'Eliminar un proceso del calendario de ejecución',
  query: byLowerId,
  response: success,
});

// Destinations ('Destinatarios de ejecución'): a group (Type 1) or a producer (Type 2).

export const NotificationDestination = z.object({
  id: z.number().int(),
  NotificationDefinitionId: z.number().int(),
  GroupId: z.number().int().nullable(),
  CUIT: z.string().nullable(),
  Type: z.number().int(),
  /** The group's name or the producer's name and CUIT, as the sub-list shows it. */
  Description: z.string(),
});
export type NotificationDestination = z.infer<typeof NotificationDestination>;

const cuitDigits = z.preprocess(
  (v) =>
    v === '' || v === 0 || v === '0' || v === undefined ? null : typeof v === 'string' ? v.replace(/-/g, '').trim() : v,
  z
    .string()
    .regex(/^\d{11}$/, 'El CUIT ingresado es inválido')
    .nullable(),
);

/** 002 §4 "Destination": a group (not 0) or a producer (not 0); otherwise nothing is saved. */
export const NotificationDestinationInput = z
  .object({
    id: integer().default(0),
    NotificationDefinitionId: integer({ min: 1 }),
    GroupId: z.preprocess(
      (v) => (v === 0 || v === '0' || v === '' || v === undefined ? null : v),
      integer({ min: 1 }).nullable(),
    ),
    CUIT: cuitDigits,
  })
  .refine((d) => (d.GroupId === null) !== (d.CUIT === null), { path: ['GroupId'], message: n.destinationRequired });
export type NotificationDestinationInput = z.input<typeof NotificationDestinationInput>;

/** GET api/notification/SearchGroup?id=0 — the producer groups. */
export const searchGroup = defineEndpoint({
  ...definitionEndpoint,
  method: 'GET',
  path: 'notification/SearchGroup',
  summary: 'Grupos de productores',
  query: z.object({ id: integer().default(0) }),
  response: z.array(z.object({ Id: z.number().int(), Description: z.string() })),
});

/** GET api/notification/SearchProducers?id=0 — the producers a notification may go to (not those of core EOS). */
export const searchProducers = defineEndpoint({
  ...definitionEndpoint,
  method: 'GET',
  path: 'notification/SearchProducers',
  summary: 'Productores destinatarios posibles',
  query: z.object({ id: integer().default(0) }),
  response: z.array(z.object({ CUIT: z.string(), Description: z.string() })),
});

/** GET api/notification/SearchNotificationDefinitionDestination?id — a definition's destinations. */
export const searchNotificationDefinitionDestination = defineEndpoint({
  ...definitionEndpoint,
  method: 'GET',
  path: 'notification/SearchNotificationDefinitionDestination',
  summary: 'Destinatarios de ejecución de una definición',
  query: byLowerId,
  response: z.array(NotificationDestination),
});

/** POST api/notification/SaveNotificationDefinitionDestination — needs the definition's editDestination. */
export const saveNotificationDefinitionDestination = defineEndpoint({
  ...definitionEndpoint,
  method: 'POST',
  path: 'notification/SaveNotificationDefinitionDestination',
  summary: 'Agregar un destinatario de ejecución',
  body: NotificationDestinationInput,
  response: NotificationDestination,
});

/** GET api/notification/DeleteNotificationDefinitionDestination?id — needs the definition's editDestination. */
export const deleteNotificationDefinitionDestination = defineEndpoint({
  ...definitionEndpoint,
  method: 'GET',
  path: 'notification/DeleteNotificationDefinitionDestination',
  summary: 'Quitar un destinatario de ejecución',
  query: byLowerId,
  response: success,
});

// ---------------------------------------------------------------------------------------------------
// News notices — 002 §2 "News admin", §3 "News notice", "Parameter", §4 "News notices", §5 "News
// notice (web)", "(e-mail)", "Send notice", §8 "News".

export const newsMessages = {
  processed: 'El registro ha sido procesado correctamente.',
  deleted: 'El registro ha sido eliminado correctamente.',
  failed: 'Ha ocurrido un error. Vuelva intentarlo.',
  mailSent: 'El e-mail se ha enviado correctamente.',
  mailFailed: 'Ha ocurrido un error. Vuelva a intentarlo.',
  needsHomeImage: 'Debe haber al menos una imagen de inicio',
  deleteQuestion: '¿Está seguro que desea eliminar el registro?',
  untilDate: 'Debe ingresar una fecha mayor del dia de hoy',
  startDate: 'Debe ingresar la fecha de inicio',
  imageTooLarge: 'El tamaño del archivo es demasiado grande',
  imageType: 'No es compatible con la extensión de archivo',
  contentRequired: 'Debe ingresar título, subtítulo y texto con una imagen, o solo una imagen',
  htmlRequired: 'Debe seleccionar un único archivo HTML',
  subjectRequired: 'Debe ingresar el asunto',
  url: 'La URL ingresada no es válida',
  titleMax: 'El asunto admite hasta 50 caracteres',
  subTitleMax: 'El título admite hasta 100 caracteres',
  textMax: 'El texto admite hasta 2000 caracteres',
  recipientsRequired: 'Debe seleccionar todos los productores o al menos un productor',
  emailInvalid: 'El e-mail ingresado es inválido',
  extraEmailsLocked: 'No es posible cambiar esta opción con emails ingresados',
} as const;
const nm = newsMessages;

/** 002 §9: an image notice up to 5 MB, as a data URI (base64 grows it by a third). */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const URL_PATTERN = /^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i;
const EMAIL = /^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/;

const optionalText = (max: number, message: string) =>
  z
    .preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(max, message))
    .transform((v) => v.trim());

/** The notice form (002 §5 web and e-mail), as NewsCreate and NewsUpdate take it. */
export const NewsInput = z
  .object({
    Id: integer().default(0),
    Type: z.union([z.literal(0), z.literal(1)]),
    /** Shown as 'Asunto' (002 §3). */
    Title: optionalText(50, nm.titleMax),
    /** Shown as 'Título'. */
    SubTitle: optionalText(100, nm.subTitleMax),
    Text: optionalText(2000, nm.textMax),
    /** A notice runs from the start of its first day to the end of its last one, in Buenos Aires (a day or a date-time's day). */
    CreationDate: calendarDay(nm.startDate, nm.startDate).transform((d) => businessDayBound(d, 'start')),
    UntilDate: calendarDay(nm.untilDate, nm.untilDate)
      .transform((d) => businessDayBound(d, 'end'))
      .refine((v) => Date.parse(v) > Date.now(), nm.untilDate),
    HTML: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().max(200_000).nullable()),
    Image: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z
        .string()
        .max(Math.ceil((NEWS_IMAGE_MAX_BYTES * 4) / 3) + 100, nm.imageTooLarge)
        .nullable(),
    ),
    DefaultImage: z.boolean().default(false),
    BackgroundSize: z.enum(['cover', 'contain']).default('cover'),
    /** 0: not shown in the carousel; left out on a new web notice: the highest order plus 1 (002 §4). */
    Order: integer({ max: 1000 }).optional(),
    URL: z
      .preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(2082, nm.url))
      .refine((v) => v === '' || URL_PATTERN.test(v), nm.url),
  })
  .superRefine((n, ctx) => {
    const words = [n.SubTitle, n.Text].filter(Boolean).length + (n.Type === 0 && n.Title ? 1 : 0);
    const all = n.Type === 0 ? 3 : 2;
    if (n.Type === 1 && !n.Title) ctx.addIssue({ code: 'custom', path: ['Title'], message: nm.subjectRequired });
    if (n.Type === 1 && n.HTML !== null) return;
    if (!n.Image || (words > 0 && words < all))
      ctx.addIssue({ code: 'custom', path: ['Image'], message: nm.contentRequired });
  });
export type NewsInput = z.input<typeof NewsInput>;

const newsEndpoint = { base: 'api', area: 'admin', auth: true, permission: 'VerMarketing' } as const;

/** POST api/news/NewsCreate — answers the new notice's id. */
export const newsCreate = defineEndpoint({
  ...newsEndpoint,
  method: 'POST',
  path: 'news/NewsCreate',
  summary: 'Crear un aviso',
  body: NewsInput,
  response: z.number().int(),
});

/** POST api/news/NewsUpdate. */
export const newsUpdate = defineEndpoint({
  ...newsEndpoint,
  method: 'POST',
  path: 'news/NewsUpdate',
  summary: 'Modificar un aviso',
  body: NewsInput,
  response: z.number().int(),
});

/** POST api/news/NewsDelete — the body is the Id. */
export const newsDelete = defineEndpoint({
  ...newsEndpoint,
  method: 'POST',
  path: 'news/NewsDelete',
  summary: 'Eliminar un aviso',
  body: z.union([integer({ min: 1 }), z.object({ Id: integer({ min: 1 }) }).transform((b) => b.Id)]),
  response: success,
});

const emailList = z
  .string()
  .max(4000)
  .transform((v, ctx) => {
    const list = v
      .split(';')
      .map((e) => e.trim())
      .filter(Boolean);
    for (const e of list)
      if (!EMAIL.test(e) || e.length > 100) ctx.addIssue({ code: 'custom', message: nm.emailInvalid });
    return list;
  });

/**
 * POST api/news/SendNews — a test send (Email and News), or the notice to all producers (a background
 * job) or to the chosen ones (UserIds: their CUITs) plus extra addresses separated by ';'.
 */
export const sendNews = defineEndpoint({
  ...newsEndpoint,
  method: 'POST',
  path: 'news/SendNews',
  summary: 'Enviar un aviso por e-mail',
  body: z
    .object({
      News: integer({ min: 1 }),
      /** A test send to this one address (nothing else is sent). */
      Email: z.string().trim().max(100).regex(EMAIL, nm.emailInvalid).optional(),
      AllProducers: z.boolean().default(false),
      UserIds: z
        .array(z.string().regex(/^\d{11}$/, 'El CUIT ingresado es inválido'))
        .max(1000)
        .default([]),
      ExtraEmails: z.preprocess((v) => v ?? '', emailList),
    })
    .strict()
    .refine((b) => b.Email !== undefined || b.AllProducers || b.UserIds.length > 0, {
      path: ['UserIds'],
      message: nm.recipientsRequired,
    }),
  response: z.object({ success: z.literal(true), sent: z.number().int(), queued: z.boolean() }),
});

/** POST api/Parameters/ParametersSave — only 'ShowDefaultHomeImg' (a JSON boolean) is the administration's to set. */
export const parametersSave = defineEndpoint({
  ...newsEndpoint,
  method: 'POST',
  path: 'Parameters/ParametersSave',
  summary: 'Guardar un parámetro (mostrar la imagen de inicio por defecto)',
  body: z.object({ Key: z.literal('ShowDefaultHomeImg'), Value: z.enum(['true', 'false']) }),
  response: success,
});
