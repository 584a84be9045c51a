import type { Queryable } from '../../db/database';

/** One change an author saved (migration 0013). */
export interface AuditChange {
  userId: number;
  entity: string;
  entityId: number;
  /** The course the change belongs to, for the course's log; null for categories and plans. */
  courseId: number | null;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export interface AuditRow {
  id: number;
  at: Date;
  user_id: number | null;
  who: string;
  entity: string;
  entity_id: number;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** Records a change in the writing transaction, with the author's name as it is now. */
export async function insertAuditEntry(tx: Queryable, change: AuditChange): Promise<void> {
  await tx.query(
    `insert into audit_log (user_id, who, entity, entity_id, course_id, action, changes)
     select u.id, u.display_name, $2, $3, $4, $5, $6::jsonb from users u where u.id = $1`,
    [
      change.userId,
      change.entity,
      change.entityId,
      change.courseId,
      change.action,
      JSON.stringify(change.changes),
    ],
  );
}

/** The course's log (its fields, sections, items), newest first. */
export async function findCourseAudit(
  db: Queryable,
  courseId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await db.query<AuditRow>(
    `select id, at, user_id, who, entity, entity_id, action, changes from audit_log
      where course_id = $1 order by at desc, id desc limit $2 offset $3`,
    [courseId, page.limit, page.offset],
  );
  const [count] = await db.query<{ n: number }>(
    'select count(*)::int as n from audit_log where course_id = $1',
    [courseId],
  );
  return { rows, total: count?.n ?? 0 };
}
