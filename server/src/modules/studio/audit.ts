import type { AuditEntry } from '@studovna/core/contract/studio';
import type { AuditRow } from './audit-log.repository';

/** Texts longer than this are kept in the log abridged: the log says what changed, not the whole text. */
const KEPT_CHARACTERS = 300;

const kept = (value: unknown): unknown =>
  typeof value === 'string' && value.length > KEPT_CHARACTERS ? `${value.slice(0, KEPT_CHARACTERS)}…` : value;

/** The fields whose value differs between `before` and `after`, as the log keeps them. */
export function changedFields<T extends object>(
  before: T | null,
  after: { [K in keyof T]: unknown },
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = (before as Record<string, unknown> | null)?.[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from: kept(from), to: kept(to) };
  }
  return changes;
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  who: { id: row.user_id, name: row.who },
  entity: row.entity,
  entity_id: row.entity_id,
  action: row.action,
  changes: row.changes,
});
