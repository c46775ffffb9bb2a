import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { Mailer } from '../../lib/mailer';
import type { AuditRecorder } from './recorder';
import { exceptionDetail, redactParameters, redactUrl } from './redact';
import { storableText } from './sanitize';

/** A refusal's message is kept this long (an exception keeps its stack's first lines); every value is also cut to its column by the recorder. */
const MAX_DETAIL = 2000;

const failures = new WeakMap<FastifyRequest, FastifyError>();

function logEventOf(error: FastifyError, status: number): string {
  if (hasZodFastifySchemaValidationErrors(error)) return 'ValidationError';
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  if (status >= 500) return 'UnexpectedError';
  return error instanceof AppError ? 'BusinessError' : 'RequestError';
}

/**
 * Records every signed-in call as an action and every error as a log (issue 12 §1). The hooks only
 * hand a record to the recorder; the request never waits for the database. Values are handed whole:
 * the recorder makes them storable and cuts them to their columns (sanitize.ts).
 */
export function registerAuditTrail(app: FastifyInstance, recorder: AuditRecorder): void {
  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    // Set by the session guard of signed-in endpoints only (a plain property, absent otherwise).
    const session = (request as Partial<FastifyRequest>).session;
    const createdAt = new Date();
    const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    const identity = session ? { userId: session.userId, userName: session.username, cuit: session.effectiveCuit } : {};
    if (session) {
      const application = request.headers.application;
      recorder.action({
        ...(identity as Required<typeof identity>),
        createdAt,
        producerUserId: session.selectedProducerUserId,
        // A personal API token's calls are named by the token (issue 40 §3), whatever header they send.
        application: session.apiToken
          ? `API ${session.apiToken.name}`
          : typeof application === 'string' && application
            ? application
            : 'Portal',
        url: redactUrl(request.url),
        action: request.method,
        function: route,
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
      });
    }
    const error = failures.get(request);
    if (!error) return;
    const status = reply.statusCode;
    const exception = status >= 500;
    recorder.error({
      ...identity,
      createdAt,
      exception,
      detail: storableText(exception ? exceptionDetail(error) : error.message, MAX_DETAIL),
      severity: exception ? 'Error' : 'Warning',
      source: 'api',
      class: error.name || 'Error',
      method: route,
      logEvent: logEventOf(error, status),
      parameters: redactParameters({ query: request.query, params: request.params, body: request.body }),
    });
  });
  app.addHook('onClose', () => recorder.close());
}

/** The one mailer, also recording each mail it sent (002 §3 'messages'). */
export function auditedMailer(mailer: Mailer, recorder: AuditRecorder): Mailer {
  return {
    async send(db, mail) {
      const registerId = await mailer.send(db, mail);
      // null: already in the outbox (a retried job), not sent again, so not a message of its own.
      if (registerId === null) return registerId;
      recorder.message({
        createdAt: new Date(),
        typeString: mail.subject,
        registerId: registerId ?? null,
        to: mail.to,
      });
      return registerId;
    },
    async sendMany(db, mails) {
      const ids = await mailer.sendMany(db, mails);
      const createdAt = new Date();
      mails.forEach((mail, i) => {
        if (ids[i] === null && mail.idempotencyKey != null) return;
        recorder.message({ createdAt, typeString: mail.subject, registerId: ids[i] ?? null, to: mail.to });
      });
      return ids;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit trail's writer, null when recording is off (tests flush it before reading). */
    auditTrail: AuditRecorder | null;
  }
}
