import { z } from '../zod';
import { BusinessException, defineEndpoint } from './define';
import { isCalendarDay } from '../format/calendar-day';
import { integer } from './integer';
import { calendarDay } from './day';

/*
 * The communications of the admin area (002 §2 "Communications admin", §3 "Communication (admin)", §4
 * "Communication rules", §5 "Communication", §7): /admincomunicaciones. Kept apart from admin.ts so the
 * two engineers adding admin calls do not edit one file. Every call needs AdminComunicaciones.
 */

const PERMISSION = 'AdminComunicaciones';
/** 002 §5 "Fields max 1000". */
export const COMMUNICATION_TEXT_MAX = 1000;
export const REQUIRED_FIELDS = 'Debe completar todos los campos obligatorios';

const INVALID_DATE = 'La fecha ingresada es inválida';

/** A calendar day that exists, YYYY-MM-DD (the form shows and takes it as DD/MM/AAAA). */
const isoDate = z.string().refine(isCalendarDay, INVALID_DATE);
const text = z.string().trim().max(COMMUNICATION_TEXT_MAX);

/** 002 §3 "Communication (admin)". Dates are YYYY-MM-DD; urlBody/urlLink the download paths of its files. */
const Communication = z.object({
  id: z.number().int(),
  priority: z.number().int(),
  title: z.string(),
  description: z.string(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  urlBody: z.string().nullable(),
  urlLink: z.string().nullable(),
  confirmationText: z.string().nullable(),
  enabled: z.boolean(),
  sendMail: z.boolean(),
  sendMailDate: isoDate.nullable(),
  confirmationRequired: z.boolean(),
  bodyEmbedded: z.boolean(),
});
export type Communication = z.infer<typeof Communication>;

/** A list row: the communication plus how many producers read and confirmed it. */
const CommunicationRow = Communication.extend({ readCount: z.number().int(), confirmedCount: z.number().int() });
export type CommunicationRow = z.infer<typeof CommunicationRow>;

/** What POST and PUT take: the rules of 002 §5 (required fields, max 1000) with the spec's message; days as calendarDay reads them. */
export const CommunicationInput = z
  .object({
    id: integer().default(0),
    priority: integer({ min: 1, max: 3, message: REQUIRED_FIELDS }),
    title: text,
    description: text,
    startDate: calendarDay(INVALID_DATE, REQUIRED_FIELDS),
    endDate: calendarDay(INVALID_DATE).nullish(),
    confirmationText: text.nullish(),
    enabled: z.boolean().default(false),
    sendMail: z.boolean().default(false),
    sendMailDate: calendarDay(INVALID_DATE).nullish(),
    confirmationRequired: z.boolean().default(false),
    bodyEmbedded: z.boolean().default(false),
    // Read-only: the files come through FileRepository/Upload; accepted and ignored when sent back.
    urlBody: z.string().max(300).nullish(),
    urlLink: z.string().max(300).nullish(),
  })
  .superRefine((c, issue) => {
    for (const key of ['title', 'description'] as const)
      if (!c[key]) issue.addIssue({ code: 'custom', path: [key], message: REQUIRED_FIELDS });
    if (c.confirmationRequired && !c.confirmationText)
      issue.addIssue({ code: 'custom', path: ['confirmationText'], message: REQUIRED_FIELDS });
    if (c.endDate && c.endDate < c.startDate)
      issue.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'La fecha de fin no puede ser anterior a la de inicio',
      });
  });
export type CommunicationInput = z.input<typeof CommunicationInput>;

const success = z.object({ success: z.literal(true), businessExceptions: z.array(BusinessException) });

export const getCommunications = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Communication/GetCommunications',
  area: 'admin',
  summary: 'Comunicaciones definidas, de la más reciente a la más antigua, con sus lecturas y confirmaciones',
  auth: true,
  permission: PERMISSION,
  response: z.array(CommunicationRow),
});

export const getCommunication = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'communication/getcommunication',
  area: 'admin',
  summary: 'Una comunicación, para editarla',
  auth: true,
  permission: PERMISSION,
  query: z.object({ id: integer({ min: 1 }) }),
  response: Communication,
});

export const deleteCommunication = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Communication/DeleteCommunication',
  area: 'admin',
  summary: 'Elimina una comunicación con sus archivos, lecturas y confirmaciones',
  auth: true,
  permission: PERMISSION,
  query: z.object({ id: integer({ min: 1 }) }),
  response: success,
});

/** POST api/Communication/ — creates; answers the new id (the modal reloads it so the files can be attached). */
export const createCommunication = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'Communication/',
  area: 'admin',
  summary: 'Crea una comunicación; devuelve su id',
  auth: true,
  permission: PERMISSION,
  body: CommunicationInput,
  response: z.number().int(),
});

/** PUT api/Communication/ — updates; the start date stays once reached (002 §4). */
export const updateCommunication = defineEndpoint({
  method: 'PUT',
  base: 'api',
  path: 'Communication/',
  area: 'admin',
  summary: 'Modifica una comunicación',
  auth: true,
  permission: PERMISSION,
  body: CommunicationInput,
  response: success,
});
