import type { ResponseOf } from '@studovna/core/contract';
import type { studioQuestionsApi } from '@studovna/core/contract/studio';
import type { Queryable } from '../../db/database';
import type { StudioUser } from '../studio/studio-user';
import { toBankQuestionRow } from './bank-question-view';
import { searchBank, type BankFilter } from './question-search.repository';

/** Searching the bank (issue 22 point 5): over thousands of questions, by the indexes of migration 0014. */

type SearchQuery = (typeof studioQuestionsApi.searchQuestions.query)['_zod']['output'];

const PER_PAGE = 20;

/** Each word of the search as a prefix, all of them required: `zlom* & krat*`; undefined when none. */
export function prefixQuery(search: string | undefined): string | undefined {
  const words = (search ?? '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .slice(0, 10);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

/** The bank's filters of a search or an export, as the repository reads them. */
export function bankFilterOf(
  query: Omit<SearchQuery, 'page' | 'per_page'>,
  user: StudioUser,
): Omit<BankFilter, 'limit' | 'offset'> {
  return {
    tsquery: prefixQuery(query.search),
    type: query.type,
    tag: query.tag?.trim(),
    difficulty: query.difficulty ? Number(query.difficulty) : undefined,
    quizId: query.quiz,
    courseId: query.course,
    unassigned: query.unassigned === '1',
    withArchived: query.archived === '1',
    mineOf: query.mine === '1' ? user.id : undefined,
    noExplanation: query.no_explanation === '1',
  };
}

export async function searchQuestions(
  db: Queryable,
  user: StudioUser,
  query: SearchQuery,
): Promise<ResponseOf<typeof studioQuestionsApi.searchQuestions>> {
  const perPage = query.per_page ?? PER_PAGE;
  const { rows, total } = await searchBank(db, {
    ...bankFilterOf(query, user),
    limit: perPage,
    offset: ((query.page ?? 1) - 1) * perPage,
  });
  return { questions: rows.map((row) => toBankQuestionRow(row, user)), total };
}
