import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { messages } from '../messages';

/** No request of the contract nests deeper than a few levels; 32 leaves room and refuses bombs. */
export const MAX_JSON_DEPTH = 32;

/**
 * The depth of the deepest array or object in a JSON text, stopping as soon as it passes `limit`.
 * One pass over the characters, strings skipped: it costs microseconds where parsing and validating a
 * 10,000-level body cost a second of CPU.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with the same parser behind a nesting check, for every route, signed in
 * or not, before any schema work. The body limit still applies first (Fastify reads at most bodyLimit).
 */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // Browsers' DELETE calls carry the JSON content type with no body: that is no body, not a broken one.
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(
        new AppError(400, messages.jsonTooDeep, { issues: [{ path: 'body', message: messages.jsonTooDeep }] }),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
