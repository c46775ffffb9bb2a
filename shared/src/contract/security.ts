import { z } from '../zod';
import { messages } from '../messages';
import { defineEndpoint } from './define';

/*
 * The calls of /seguridad (issue 40), named here: the endpoints list does not have them. Each acts only on
 * the signed-in user's own account, whatever its kind (producer, Gestor, simulator, staff, administrator).
 */

/** A session's id (a UUID): anything else is malformed, answered 400 before any look-up. */
const sessionId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, messages.invalidValue);

/** One signed-in session of the user: one sign-in and the refreshes that kept it alive. */
export const activeSession = z.object({
  id: sessionId,
  /** 'Chrome 120', read from the User-Agent; null when it names no known browser. */
  browser: z.string().nullable(),
  /** 'Windows 10', 'Android 14'…; null when it names no known system. */
  system: z.string().nullable(),
  /** The address of its sign-in or latest refresh. */
  address: z.string().nullable(),
  /** ISO instants. */
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this call ('Esta sesión'). */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;

/** GET api account/sessions — the user's live sessions, the latest seen first. */
export const getSessions = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'account/sessions',
  area: 'shell',
  summary: 'Sesiones activas del usuario',
  auth: true,
  response: z.array(activeSession),
});

/**
 * DELETE api account/sessions/{id} — ends one of the user's sessions, as signing out there would: its
 * refresh and its access token are refused on every replica at their next call. 404 for a session that is
 * not the user's, or no longer live.
 */
export const endSession = defineEndpoint({
  method: 'DELETE',
  base: 'api',
  path: 'account/sessions/{id}',
  area: 'shell',
  summary: 'Cerrar una sesión',
  auth: true,
  params: z.object({ id: sessionId }),
  response: z.object({ success: z.literal(true) }),
});

/** POST api account/sessions/endothers — 'Cerrar las demás sesiones': every live session of the user but this one. */
export const endOtherSessions = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'account/sessions/endothers',
  area: 'shell',
  summary: 'Cerrar las demás sesiones',
  auth: true,
  response: z.object({ success: z.literal(true), ended: z.number().int() }),
});
