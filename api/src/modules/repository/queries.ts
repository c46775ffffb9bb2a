import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { producers, storedFiles, users } from '../../db/schema';

/** Every stored file, newest first, with who uploaded it (at most `limit`). */
export function listFiles(db: Db, limit: number) {
  return db
    .select({
      id: storedFiles.id,
      entity: storedFiles.entity,
      fileName: storedFiles.fileName,
      storageKey: storedFiles.storageKey,
      createdAt: storedFiles.createdAt,
      producerCuit: producers.cuit,
      producerName: sql<string | null>`${producers.lastName} || ' ' || ${producers.name}`,
      uploader: users.username,
    })
    .from(storedFiles)
    .leftJoin(producers, eq(producers.id, storedFiles.producerId))
    .leftJoin(users, eq(users.id, storedFiles.userId))
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id))
    .limit(limit);
}

export async function findFile(db: Db, id: number) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}

export async function deleteFile(db: Db, id: number) {
  const [row] = await db
    .delete(storedFiles)
    .where(eq(storedFiles.id, id))
    .returning({ storageKey: storedFiles.storageKey });
  return row;
}
