import { STATUS_CODES } from 'node:http';
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

/** Fastify's own request errors (JSON parsing, size, media type, multipart limits) carry a 4xx status and a code. */
function clientErrorBody(error: FastifyError, status: number) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return validationError([{ path: 'body', message: messages.invalidJson }]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return businessError(messages.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return businessError(messages.unsupportedMediaType);
    case 'FST_REQ_FILE_TOO_LARGE':
      return businessError(messages.fileTooLarge);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return businessError(messages.tooManyFiles);
    default:
      // Every 400 has the one 400 shape of the contract, `issues` included.
      return status === 400 ? validationError([]) : businessError(messages.badRequest);
  }
}

/** Node's HTTP parser refuses some requests before Fastify sees them: answer those in the same shape. */
export function handleClientError(error: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
  const message =
    status === 431 ? messages.headersTooLarge : status === 414 ? messages.urlTooLong : messages.badRequest;
  const body = JSON.stringify(status === 400 ? validationError([]) : businessError(message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
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
    return reply.code(status).send(clientErrorBody(error, status));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send(businessError(messages.tryLater, messages.unexpectedTitle));
}

/** The single place where every failure becomes the spec's error shape. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(businessError(messages.routeNotFound)));
}
