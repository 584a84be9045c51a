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

/** One thing's log (a question …), newest first. */
export async function findEntityAudit(
  db: Queryable,
  entity: string,
  entityId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await db.query<AuditRow>(
    `select id, at, user_id, who, entity, entity_id, action, changes from audit_log
      where entity = $1 and entity_id = $2 order by at desc, id desc limit $3 offset $4`,
    [entity, entityId, page.limit, page.offset],
  );
  const [count] = await db.query<{ n: number }>(
    'select count(*)::int as n from audit_log where entity = $1 and entity_id = $2',
    [entity, entityId],
  );
  return { rows, total: count?.n ?? 0 };
}

/** Records many changes of one author at once (an import), in the writing transaction. */
export async function insertAuditEntries(tx: Queryable, changes: readonly AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `insert into audit_log (user_id, who, entity, entity_id, course_id, action, changes)
     select u.id, u.display_name, c.entity, c.entity_id, c.course_id, c.action, c.changes
       from jsonb_to_recordset($1::jsonb)
            as c(user_id int, entity text, entity_id int, course_id int, action text, changes jsonb)
       join users u on u.id = c.user_id`,
    [
      JSON.stringify(
        changes.map((c) => ({
          user_id: c.userId,
          entity: c.entity,
          entity_id: c.entityId,
          course_id: c.courseId,
          action: c.action,
          changes: c.changes,
        })),
      ),
    ],
  );
}
