// The answers the front server gives itself, in the api's error shape (docs/adr/0002-contract-first-calls.md) and with its Spanish texts.
const http = require('node:http');

const MESSAGES = {
  badUrl: 'La dirección solicitada es inválida.',
  urlTooLong: 'La dirección solicitada es demasiado larga.',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  badRequest: 'La solicitud es inválida.',
  notFound: 'El recurso solicitado no existe.',
  noApi: 'No se pudo conectar con el servidor!',
  unexpected: 'Por favor intente nuevamente más tarde',
};

/** `{success:false, businessExceptions:[{message,title}]}`, with `issues` on a 400 as the api's validation answers. */
function errorBody(status, message, issues) {
  return JSON.stringify({
    success: false,
    businessExceptions: [{ message, title: 'Error' }],
    ...(status === 400 && { issues: issues ?? [] }),
  });
}

/** Answers a Fastify reply with the error shape (or drops the connection when an answer has already begun). */
function sendError(reply, status, message, issues) {
  if (reply.sent || reply.raw.headersSent) return reply.raw.destroy();
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(errorBody(status, message, issues));
}

/**
 * Malformed HTTP never reaches a route (Node's parser refuses it): answered on the socket in the same shape,
 * 431 for oversized headers, 414 for a request line too long, else 400.
 */
function answerClientError(error, socket) {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
  const message =
    status === 431 ? MESSAGES.headersTooLarge : status === 414 ? MESSAGES.urlTooLong : MESSAGES.badRequest;
  const body = errorBody(status, message);
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

module.exports = { MESSAGES, sendError, answerClientError };
