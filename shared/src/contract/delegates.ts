import { z } from '../zod';
import { businessDayOf } from '../format/calendar-day';
import { DELEGATE_SCOPES, scopeOfArea, scopeOfPermission, type DelegateScope } from '../routes/delegate-scopes';
import { calendarDay } from './day';
import { type Endpoint, defineEndpoint } from './define';
import { integer } from './integer';

/*
 * A delegate's (Gestor's) limits (issue 40 §4): the menu areas its producer opens to it and, optionally, the
 * last day it may sign in. The areas of screens and permissions are in routes/delegate-scopes.ts; here, those
 * of calls, the schemas of what a producer chooses and the call that changes it.
 */

export { DELEGATE_SCOPES, scopeAllowed, scopeOfPermission, type DelegateScope } from '../routes/delegate-scopes';

export const delegateMessages = {
  scopesRequired: 'Elegí al menos un área del menú',
  untilInPast: 'La fecha de vencimiento no puede ser anterior a hoy',
  untilInvalid: 'La fecha de vencimiento es inválida',
  /** Shown at sign-in once the last day has passed; `day` is YYYY-MM-DD. */
  accessEnded: (day: string) =>
    `Tu acceso como delegado venció el ${day.split('-').reverse().join('/')}. Pedile al productor que lo renueve.`,
} as const;

/** The area of a call: that of its permission, or of its contract area when it has none. */
export function scopeOfEndpoint(endpoint: Pick<Endpoint, 'permission' | 'area'>): DelegateScope | null {
  return endpoint.permission ? scopeOfPermission(endpoint.permission) : scopeOfArea(endpoint.area);
}

/** Whether a delegate's access is over: it lasts through its last day (YYYY-MM-DD), Buenos Aires time. */
export function delegateAccessEnded(until: string | null | undefined, now: Date = new Date()): boolean {
  return Boolean(until) && businessDayOf(now) > until!;
}

/** The areas chosen for a delegate: at least one, each once, in the menu's order. */
export const delegateScopesSchema = z
  .array(z.enum(DELEGATE_SCOPES, { error: delegateMessages.scopesRequired }), {
    error: delegateMessages.scopesRequired,
  })
  .min(1, delegateMessages.scopesRequired)
  .transform((scopes) => DELEGATE_SCOPES.filter((s) => scopes.includes(s)));

/** The last day a delegate may sign in (YYYY-MM-DD): today or later. Null or absent: no end. */
export const delegateUntilSchema = calendarDay(delegateMessages.untilInvalid)
  .refine((day) => day >= businessDayOf(new Date()), delegateMessages.untilInPast)
  .nullable()
  .optional();

/**
 * The last-day rule on editing a delegate: today or later, or the day it has now, kept as it is (an ended access
 * stays ended while its areas change; it is reopened only by choosing a new day or none).
 */
export function delegateUntilKept(day: string, current: string | null | undefined, now: Date = new Date()): boolean {
  return day >= businessDayOf(now) || day === current;
}

/** What a producer chooses for a delegate, on adding it (login/register) and on editing it. */
export const delegateLimits = z.object({
  /** Absent on adding: every area, as delegates had before areas existed. */
  areas: delegateScopesSchema.optional(),
  accessUntil: delegateUntilSchema,
});

/**
 * PUT api Producer/Delegados/{id} — the producer changes one of its delegates' areas and last day. Changing
 * the areas ends the delegate's sessions, so that its next sign-in shows the new menu. Another producer's
 * delegate, or a user who is no delegate: 404. `accessUntil`: a day (today or later, or the one it has now), null
 * for no end, absent to keep the one it has (delegateUntilKept).
 */
export const updateDelegado = defineEndpoint({
  method: 'PUT',
  base: 'api',
  path: 'Producer/Delegados/{id}',
  area: 'shell',
  summary: 'Modificar áreas y vencimiento de un subusuario',
  auth: true,
  params: z.object({ id: integer({ min: 1 }) }),
  body: z.object({
    areas: delegateScopesSchema,
    accessUntil: calendarDay(delegateMessages.untilInvalid).nullable().optional(),
  }),
  response: z.object({ success: z.literal(true) }),
});
