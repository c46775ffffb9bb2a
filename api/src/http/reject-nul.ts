import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { messages } from '../messages';

/** Path of the first string holding a NUL character, if any. */
function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(inner, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text and fails the whole query, so a NUL the client sends would
 * otherwise surface as a 500. No field of the portal has a use for it: refuse it as malformed input.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of Object.entries({ query: request.query, body: request.body, params: request.params })) {
      const path = findNul(value);
      if (path !== undefined) {
        throw new AppError(400, messages.notValidated, {
          issues: [{ path: path || part, message: messages.invalidValue }],
        });
      }
    }
  });
}
