import type { comunicacion, ResponseOf } from '@portal/shared/contract';
import { AppError } from '../../errors';
import { assertCuitAccess } from '../../http/access';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { messages } from '../../messages';
import type { FileStore } from '../../lib/storage';
import * as q from './queries';

/** GET notification/notificationsearch (002 §7): Nuevos=true for the bell, false for the history. */
export async function searchNotifications(
  ctx: AppContext,
  session: Session,
  query: { CUIT: string; Nuevos: 'true' | 'false'; WebUse: 'true' | 'false'; MailUse: 'true' | 'false' },
): Promise<ResponseOf<typeof comunicacion.notificationSearch>> {
  const rows = await q.findNotifications(ctx.database.db, assertCuitAccess(session, query.CUIT), {
    onlyNew: query.Nuevos === 'true',
    webUse: query.WebUse === 'true',
    mailUse: query.MailUse === 'true',
  });
  return rows.map((n) => ({
    Id: n.id,
    CreateDate: n.createdAt.toISOString(),
    WebTitle: n.webTitle,
    WebText: n.webText,
    WebLink: Boolean(n.hasAttachment),
    Verified: n.verifiedAt !== null,
  }));
}

/** GET notification/notificationwebverify: the producer saw it; it leaves the bell. */
export async function verifyNotification(
  ctx: AppContext,
  session: Session,
  query: { CUIT: string; id: number },
  now = new Date(),
) {
  const found = await q.markVerified(ctx.database.db, assertCuitAccess(session, query.CUIT), query.id, now);
  if (!found) throw new AppError(404, messages.notFound);
  return { success: true as const };
}

/** GET FileRepository/Download/NotificationAttach/{id}: only the attachment of the session's own notification. */
export async function notificationAttachment(ctx: AppContext, files: FileStore, session: Session, id: number) {
  if (!session.effectiveCuit) throw new AppError(403, messages.forbidden);
  const file = await q.findAttachment(ctx.database.db, session.effectiveCuit, id);
  if (!file) throw new AppError(404, messages.notFound);
  return { fileName: file.fileName, contentType: file.contentType, body: await files.read(file.storageKey) };
}
