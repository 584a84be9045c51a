import { queryOptions } from '@tanstack/react-query';
import { studioReportsApi } from '@studovna/core/contract/studio';
import { unwrap, type ApiClient } from '../../lib/api';
import { STUDIO_GC_MS, studioKeys } from '../api/studio-keys';

/** The reports' keys, under the studio's (a logout drops them with the rest). */
export const reportKeys = {
  courses: () => [...studioKeys.all, 'reports', 'courses'] as const,
  course: (id: number) => [...studioKeys.all, 'reports', 'course', id] as const,
  quiz: (id: number) => [...studioKeys.all, 'reports', 'quiz', id] as const,
};

export const reportCoursesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: reportKeys.courses(),
    queryFn: async ({ signal }) => unwrap(await api.call(studioReportsApi.listCourses, { signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const courseReportQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: reportKeys.course(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioReportsApi.getCourseReport, { params: { id }, signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const quizReportQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: reportKeys.quiz(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioReportsApi.getQuizReport, { params: { id }, signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

/** Numbers of the reports in the studio's language. */
export function reportFormat(language: 'cs' | 'en') {
  const locale = language === 'en' ? 'en-GB' : 'cs-CZ';
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const fraction = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    percent: (x: number | null) => (x === null ? '–' : percent.format(x)),
    fraction: (x: number | null) => (x === null ? '–' : fraction.format(x)),
    minutes: (seconds: number) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(seconds / 60),
  };
}
