import type { Db } from '../../db/client';
import { prune } from './queries';

/** How long the audit trail is kept: 13 months, so the statistics' 12 months are always whole. */
export const AUDIT_RETENTION_DAYS = 400;

/** Deletes the audit records older than the retention (the nightly 'audit-prune' job). */
export function pruneAuditTrail(db: Db, now = new Date()): Promise<void> {
  return prune(db, new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 3600 * 1000));
}
