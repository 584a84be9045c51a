import { queryOptions } from '@tanstack/react-query';
import type { QuestionType } from '@studovna/core/contract';
import { studioCoursesApi, studioQuestionsApi } from '@studovna/core/contract/studio';
import { unwrap, type ApiClient } from '../../lib/api';
import { STUDIO_GC_MS } from '../api/studio-keys';

/** The bank's filters, as the address keeps them. */
export interface BankFilters {
  search: string;
  type: QuestionType | '';
  tag: string;
  difficulty: '' | '1' | '2' | '3';
  course: number | null;
  quiz: number | null;
  unassigned: boolean;
  /** Archived questions too (out of every quiz, kept for reviews). */
  archived: boolean;
  /** Only the caller's own questions. */
  mine: boolean;
  /** Only questions without an explanation (imported, still to be finished). */
  noExplanation: boolean;
  page: number;
}

export const BANK_PAGE_SIZE = 50;

/** The bank's query keys, under the studio's (a logout drops them with the rest). */
export const bankKeys = {
  all: ['studio', 'questions'] as const,
  list: (filters: BankFilters) => ['studio', 'questions', 'list', filters] as const,
  one: (id: number) => ['studio', 'questions', 'one', id] as const,
  audit: (id: number, page: number) => ['studio', 'questions', 'audit', id, page] as const,
  courses: () => ['studio', 'questions', 'courses'] as const,
  quizzesOf: (course: number) => ['studio', 'questions', 'quizzes', course] as const,
};

/** The filters as the bank's search and GIFT export read them (only those set). */
export const bankFilterQuery = (filters: BankFilters) => ({
  search: filters.search || undefined,
  type: filters.type || undefined,
  tag: filters.tag || undefined,
  difficulty: filters.difficulty || undefined,
  course: filters.course ?? undefined,
  quiz: filters.quiz ?? undefined,
  unassigned: filters.unassigned ? ('1' as const) : undefined,
  archived: filters.archived ? ('1' as const) : undefined,
  mine: filters.mine ? ('1' as const) : undefined,
  no_explanation: filters.noExplanation ? ('1' as const) : undefined,
});

export const bankSearchQuery = (api: ApiClient, filters: BankFilters) =>
  queryOptions({
    queryKey: bankKeys.list(filters),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(studioQuestionsApi.searchQuestions, {
          query: { ...bankFilterQuery(filters), page: filters.page, per_page: BANK_PAGE_SIZE },
          signal,
        }),
      ),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const bankQuestionQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: bankKeys.one(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioQuestionsApi.getQuestion, { params: { id }, signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const questionAuditQuery = (api: ApiClient, id: number, page: number) =>
  queryOptions({
    queryKey: bankKeys.audit(id, page),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(studioQuestionsApi.questionAudit, {
          params: { id },
          query: { page, per_page: 20 },
          signal,
        }),
      ),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

/** Courses to filter by and to import into (their titles; at most 100, newest first). */
export const bankCoursesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: bankKeys.courses(),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioCoursesApi.listCourses, { query: { per_page: 100 }, signal })).courses,
    gcTime: STUDIO_GC_MS,
    staleTime: 60_000,
  });

/** The quizzes of one course, from its curriculum. */
export const courseQuizzesQuery = (api: ApiClient, course: number) =>
  queryOptions({
    queryKey: bankKeys.quizzesOf(course),
    queryFn: async ({ signal }) => {
      const data = unwrap(await api.call(studioCoursesApi.getCourse, { params: { id: course }, signal }));
      return data.sections.flatMap((section) =>
        section.items
          .filter((item) => item.type === 'lp_quiz')
          .map((item) => ({ id: item.id, title: item.title })),
      );
    },
    gcTime: STUDIO_GC_MS,
    staleTime: 60_000,
  });
