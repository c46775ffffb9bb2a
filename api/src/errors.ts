import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { BusinessError } from '@portal/shared/contract';
import { messages } from './messages';

export interface Issue {
  path: string;
  message: string;
}

/**
 * The one error type of the api: a rule of the business (or of access, or of input) said no. It reaches
 * the client as the spec's `{ success: false, businessExceptions: [{ message, title }] }` with
 * `statusCode`, plus `issues` when it is about malformed input.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: { title?: string; issues?: Issue[] } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function businessError(message: string, title: string = messages.errorTitle): BusinessError {
  return { success: false, businessExceptions: [{ message, title }] };
}

function validationError(issues: Issue[]) {
  return { ...businessError(messages.notValidated), issues };
}

/** The SQLSTATE of a database error, whether raw (pg, PGlite) or wrapped by Drizzle as its `cause`. */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Fastify's own request errors (JSON parsing, size, media type) carry a 4xx status and a code. */
function clientErrorBody(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return validationError([{ path: 'body', message: messages.invalidJson }]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return businessError(messages.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return businessError(messages.unsupportedMediaType);
    default:
      return businessError(messages.notValidated);
  }
}

/** Every failure of a request, from Fastify, the contract or a service, ends here. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.slice(1).replaceAll('/', '.') || (error.validationContext ?? ''),
      message: v.message ?? messages.notValidated,
    }));
    // The client sent something malformed: worth a trace, not a server alarm.
    request.log.info({ issues, context: error.validationContext }, 'request rejected by the contract');
    return reply.code(400).send(validationError(issues));
  }
  if (error instanceof AppError) {
    request.log.info({ statusCode: error.statusCode, message: error.message }, 'business error');
    const { title, issues } = error.options;
    // Every 400 carries `issues` (empty for a business rule), so it has the one 400 shape of the contract.
    const body = issues ? validationError(issues) : businessError(error.message, title);
    return reply.code(error.statusCode).send(error.statusCode === 400 ? { issues: [], ...body } : body);
  }
  if (sqlState(error)?.startsWith('22')) {
    // A data exception (value out of range, too long, bad encoding…) comes from a value the client sent
    // that the contract let through: the client's 400, and a warning that a schema is too loose.
    request.log.warn({ err: error }, 'database refused a request value');
    return reply.code(400).send(validationError([]));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, message: error.message }, 'request rejected');
    return reply.code(status).send(clientErrorBody(error));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send(businessError(messages.tryLater, messages.unexpectedTitle));
}

/** The single place where every failure becomes the spec's error shape. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(businessError(messages.routeNotFound)));
}
