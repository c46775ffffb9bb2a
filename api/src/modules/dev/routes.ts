import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { outbox, reportSchedules, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import { messages } from '../../messages';

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
${m.attachments.length ? `<p><b>Adjuntos:</b> ${m.attachments.map(escapeHtml).join(', ')}</p>\n` : ''}<pre>${linkify(m.text)}</pre>
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

/**
 * Sends a user's saved schedule now (local development and e2e, which cannot wait for minute 0 of the
 * configured hour): the sending is queued on the real pg-boss queue and run by the real worker, as a
 * cron one would be. Registered with the outbox page only, so never in production unless OUTBOX_PAGE=true.
 */
export function devScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const body = z.object({ username: z.string().min(1).max(100), report: z.string().min(1).max(100).default('portfolio') });
  app.post('/dev/schedules/run', { schema: { hide: true, body } }, async (request, reply) => {
    const { username, report } = request.body as z.infer<typeof body>;
    if (!ctx.scheduler) throw new AppError(503, messages.jobsNotRunning);
    const [schedule] = await ctx.database.db
      .select({ id: reportSchedules.id })
      .from(reportSchedules)
      .innerJoin(users, eq(users.id, reportSchedules.userId))
      .where(and(eq(users.username, username), eq(reportSchedules.urlApi, report)))
      .limit(1);
    if (!schedule) throw new AppError(404, messages.notFound);
    const jobId = await ctx.scheduler.runNow(schedule.id);
    return reply.code(202).send({ scheduleId: schedule.id, jobId });
  });
}
