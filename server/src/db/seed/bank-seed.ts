import { insertBankDrafts } from '../../modules/question-bank/question-import.service';
import type { Database } from '../database';
import { bankQuestionDrafts } from './bank-questions';
import { DEMO_STUDIO_ACCOUNTS } from './demo-accounts';

/** At most this many questions per transaction. */
const BATCH = 2_000;

/**
 * Fills the bank up to `count` unassigned questions (SEED_BANK, the bench), owned by the demo team
 * account; nothing when it holds that many already, so a restart adds nothing.
 */
export async function seedQuestionBank(db: Database, count: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from questions where quiz_id is null',
  );
  const [owner] = await db.query<{ id: number }>('select id from users where username = $1', [
    DEMO_STUDIO_ACCOUNTS.administrator.username,
  ]);
  const have = row?.n ?? 0;
  if (!owner || have >= count) return 0;
  for (let from = have; from < count; from += BATCH)
    await insertBankDrafts(db, bankQuestionDrafts(Math.min(BATCH, count - from), from), owner.id);
  return count - have;
}
