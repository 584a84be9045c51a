import type { QuestionType } from '@studovna/core/contract';
import type { BankFilters } from './question-queries';
import { QUESTION_TYPES } from './question-type-label';

const positive = (value: string | null): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * The bank's filters from the address: `q`, `typ`, `tema`, `obtiznost`, `kurz`, `kviz`, `nezarazene`,
 * `archivovane`, `moje`, `bez-vysvetleni`, `strana`.
 */
export function bankFiltersOf(params: URLSearchParams): BankFilters {
  const type = params.get('typ') ?? '';
  const difficulty = params.get('obtiznost') ?? '';
  return {
    search: params.get('q') ?? '',
    type: (QUESTION_TYPES as readonly string[]).includes(type) ? (type as QuestionType) : '',
    tag: params.get('tema') ?? '',
    difficulty: ['1', '2', '3'].includes(difficulty) ? (difficulty as BankFilters['difficulty']) : '',
    course: positive(params.get('kurz')),
    quiz: positive(params.get('kviz')),
    unassigned: params.get('nezarazene') === '1',
    archived: params.get('archivovane') === '1',
    mine: params.get('moje') === '1',
    noExplanation: params.get('bez-vysvetleni') === '1',
    page: positive(params.get('strana')) ?? 1,
  };
}

/** The filters as the address's parameters (only those set). */
export function bankParamsOf(filters: BankFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.search) params.q = filters.search;
  if (filters.type) params.typ = filters.type;
  if (filters.tag) params.tema = filters.tag;
  if (filters.difficulty) params.obtiznost = filters.difficulty;
  if (filters.course) params.kurz = String(filters.course);
  if (filters.quiz) params.kviz = String(filters.quiz);
  if (filters.unassigned) params.nezarazene = '1';
  if (filters.archived) params.archivovane = '1';
  if (filters.mine) params.moje = '1';
  if (filters.noExplanation) params['bez-vysvetleni'] = '1';
  if (filters.page > 1) params.strana = String(filters.page);
  return params;
}
