import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { studioQuestionsApi, studioQuizzesApi } from '@studovna/core/contract/studio';
import { unwrap, type ApiClient } from '../../lib/api';
import { STUDIO_GC_MS, studioKeys } from '../api/studio-keys';

/** A quiz's key, under the studio's (a logout drops it with the rest). */
export const quizKey = (id: number) => [...studioKeys.all, 'quizzes', id] as const;

export const quizQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: quizKey(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioQuizzesApi.getQuiz, { params: { id }, signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const PICKER_PAGE_SIZE = 20;

/** The bank's questions a quiz may take: those waiting in the bank, matching the words typed. */
export const pickerQuery = (api: ApiClient, search: string) =>
  queryOptions({
    queryKey: [...studioKeys.all, 'questions', 'picker', search] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(studioQuestionsApi.searchQuestions, {
          query: { search: search || undefined, unassigned: '1', per_page: PICKER_PAGE_SIZE },
          signal,
        }),
      ),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
