import { studioQuestionsApi } from '@studovna/core/contract/studio';
import type { Queryable } from '../../db/database';
import { giftExportProblem, toGift } from '../question-import/gift-export';
import type { StudioUser } from '../studio/studio-user';
import { bankError } from './bank-error';
import { storedOf } from './question-bank.repository';
import { draftFromStored } from './question-draft-codec';
import { bankFilterOf } from './question-search.service';
import { countBank, findBankForExport } from './question-search.repository';

type ExportQuery = (typeof studioQuestionsApi.exportGift.query)['_zod']['output'];

/**
 * The questions the bank's filters find as a GIFT file (issue 22: import and export), which the GIFT
 * import reads back to the same drafts. GIFT has no sorting question and one blank only: those are left
 * out and counted.
 */
export async function exportGift(
  db: Queryable,
  user: StudioUser,
  query: ExportQuery,
): Promise<{ text: string; written: number; skipped: number }> {
  const filter = bankFilterOf(query, user);
  const max = studioQuestionsApi.GIFT_EXPORT_MAX;
  const count = await countBank(db, filter);
  if (count > max) throw bankError(400, 'studio_gift_too_many', 'bank.giftTooMany', { count, max });
  const { rows, options } = await findBankForExport(db, filter);
  const drafts = rows.map((row) =>
    draftFromStored(storedOf(row, options.get(row.id) ?? []), { tags: row.tags, difficulty: row.difficulty }),
  );
  const written = drafts.filter((draft) => giftExportProblem(draft) === undefined).length;
  return { text: toGift(drafts), written, skipped: drafts.length - written };
}
