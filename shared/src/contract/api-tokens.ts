import { z } from '../zod';
import { businessDayOf } from '../format/calendar-day';
import { messages } from '../messages';
import { calendarDay } from './day';
import { integer } from './integer';
import { type Area, defineEndpoint } from './define';

/*
 * Personal API tokens for a producer's agency systems (issue 40 §3), named here: the endpoints list does not have
 * them. A token reads what its owner reads, only through the reading calls of the areas it was given.
 */

/** What a token may read: the contract's areas of the menu's 'Cartera', 'Cuenta corriente' and 'Cobranzas'. */
export const API_TOKEN_SCOPES = ['cartera', 'cuenta-corriente', 'cobranzas'] as const satisfies readonly Area[];
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_NAMES: Record<ApiTokenScope, string> = {
  cartera: 'Cartera',
  'cuenta-corriente': 'Cuenta corriente',
  cobranzas: 'Cobranzas',
};

/** Every token starts so: the api tells it from a JWT access token (three base64url parts) before reading it. */
export const API_TOKEN_PREFIX = 'pdp_';
/** The audit trail names a token's calls 'API <name>' in its 30-character application column. */
export const API_TOKEN_NAME_MAX = 26;
/** An end date at most a year after today. */
export const API_TOKEN_MAX_DAYS = 365;

export const apiTokenMessages = {
  nameRequired: 'Ingresá un nombre para el token',
  scopesRequired: 'Elegí al menos un alcance',
  endDateRequired: 'Ingresá la fecha de vencimiento',
  endDatePast: 'La fecha de vencimiento no puede ser anterior a hoy',
  endDateTooFar: 'La fecha de vencimiento puede ser como máximo dentro de un año',
  producersOnly: 'Solo un productor puede crear tokens de API para sus sistemas',
};

const DAY_MS = 86_400_000;

/** The first instant a token no longer works: 00:00 in Buenos Aires (UTC−3) of the day after its end date. */
export function expiryOf(endDate: string): Date {
  return new Date(Date.parse(`${endDate}T00:00:00-03:00`) + DAY_MS);
}

/** The end date of a token that stops working at `expiresAt`. */
export function endDateOf(expiresAt: Date | string): string {
  return businessDayOf(new Date(new Date(expiresAt).getTime() - 1));
}

/** Today in Buenos Aires (YYYY-MM-DD), the day end dates are counted from on both sides. */
export function endDateToday(now: Date = new Date()): string {
  return businessDayOf(now);
}

/** The last day an end date may be, counted from today (both YYYY-MM-DD, Buenos Aires days). */
export function latestEndDate(today: string): string {
  const d = new Date(`${today}T12:00:00Z`);
  return new Date(d.getTime() + API_TOKEN_MAX_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Why an end date cannot be taken, or null: from today to a year later (the token works through that day). */
export function endDateProblem(endDate: string, today: string): string | null {
  if (endDate < today) return apiTokenMessages.endDatePast;
  if (endDate > latestEndDate(today)) return apiTokenMessages.endDateTooFar;
  return null;
}

const scope = z.enum(API_TOKEN_SCOPES);

/** One of the user's tokens as listed: never the token itself, which is shown once when created. */
export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(scope),
  /** ISO instants. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The last day it works (YYYY-MM-DD, Buenos Aires). */
  endDate: z.string(),
});
export type ApiToken = z.infer<typeof apiToken>;

export const NewApiToken = z.object({
  name: z
    .string()
    .trim()
    .min(1, apiTokenMessages.nameRequired)
    .max(API_TOKEN_NAME_MAX, messages.maxLength(API_TOKEN_NAME_MAX)),
  scopes: z
    .array(scope)
    .min(1, apiTokenMessages.scopesRequired)
    .transform((list) => API_TOKEN_SCOPES.filter((s) => list.includes(s))),
  endDate: calendarDay(undefined, apiTokenMessages.endDateRequired),
});
export type NewApiToken = z.input<typeof NewApiToken>;

/** GET api account/apitokens — the producer's tokens not revoked (expired ones too, until revoked), the newest first. */
export const getApiTokens = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'account/apitokens',
  area: 'shell',
  summary: 'Tokens de API del productor',
  auth: true,
  response: z.array(apiToken),
});

/** POST api account/apitokens — creates a token: the answer holds it, the only time it is shown. */
export const createApiToken = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'account/apitokens',
  area: 'shell',
  summary: 'Crear un token de API',
  auth: true,
  body: NewApiToken,
  response: z.object({ token: z.string().startsWith(API_TOKEN_PREFIX), apiToken }),
});

/** DELETE api account/apitokens/{id} — revokes one of the user's tokens; another user's (or a revoked one) is 404. */
export const revokeApiToken = defineEndpoint({
  method: 'DELETE',
  base: 'api',
  path: 'account/apitokens/{id}',
  area: 'shell',
  summary: 'Revocar un token de API',
  auth: true,
  params: z.object({ id: integer({ min: 1, message: messages.invalidValue }) }),
  response: z.object({ success: z.literal(true) }),
});
