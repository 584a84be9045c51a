import type { AuditEntry } from '@studovna/core/contract/studio';
import type { Queryable } from '../../db/database';
import { toAuditEntry } from './audit';
import {
  findEntityAudit,
  insertAuditEntries,
  insertAuditEntry,
  type AuditChange,
} from './audit-log.repository';

export type { AuditChange };

/** The audit log for other modules of the studio (the question bank): write a change, read one thing's log. */

export { changedFields } from './audit';

export const recordAuditEntry = (tx: Queryable, change: AuditChange): Promise<void> =>
  insertAuditEntry(tx, change);

export const recordAuditEntries = (tx: Queryable, changes: readonly AuditChange[]): Promise<void> =>
  insertAuditEntries(tx, changes);

export async function entityAudit(
  db: Queryable,
  entity: string,
  entityId: number,
  page: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { rows, total } = await findEntityAudit(db, entity, entityId, page);
  return { entries: rows.map(toAuditEntry), total };
}
