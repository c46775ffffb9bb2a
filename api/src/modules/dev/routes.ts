import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

const LIMIT = 200;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text with its http(s) links made clickable: the mails' links are the point of the page. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The local outbox (DESIGN.md §6): every mail the api sent, newest first, so a newcomer can finish a
 * registration or a recovery without a mail server. Never in production unless OUTBOX_PAGE=true.
 */
export function outboxRoutes(app: FastifyInstance, database: Database): void {
  const latest = () => database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(LIMIT);

  app.get('/dev/outbox.json', { schema: { hide: true } }, async () => latest());
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latest();
    const items = mails
      .map(
        (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p><b>Para:</b> ${escapeHtml(m.to)} · <b>Fecha:</b> ${escapeHtml(m.createdAt.toISOString())}</p>
<pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n<hr>\n');
    const body = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Bandeja de salida</title></head>
<body><h1>Bandeja de salida (${mails.length})</h1>
${items || '<p>No se encontraron datos.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').send(body);
  });
}
