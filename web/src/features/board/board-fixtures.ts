import type { boardApi } from '@studovna/core/contract';
import { category } from '../../test/fixtures';

export const OSP = category(1, 'osp', 'OSP', 12, ['osp']);
export const ZSV = category(2, 'zsv', 'ZSV', 8, ['zsv']);
export const TSP = category(3, 'tsp', 'TSP', 5);

type PinCategory = boardApi.Pin['categoryData']['courseCategories'][number];
const short = ({ id, slug, name }: PinCategory): PinCategory => ({ id, slug, name });

/** A pinned question as GET /users/pins answers it. */
export const pin = (
  id: number,
  order: number,
  status: number,
  where: {
    quizId: number;
    quizName: string;
    courseId: number;
    courseName: string;
    categories: PinCategory[];
    /** Paid (990 Kč) unless given. */
    coursePrice?: number;
    sample?: boolean;
  },
): boardApi.Pin => ({
  id,
  quizId: where.quizId,
  quizName: where.quizName,
  courseId: where.courseId,
  coursePrice: where.coursePrice ?? 990,
  sample: where.sample ?? false,
  order,
  status,
  pinnedAt: '2026-03-01T10:00:00Z',
  categoryData: { courseCategories: where.categories.map(short), courseName: where.courseName },
});

export const analogies = {
  quizId: 24,
  quizName: 'Analogie – test 1',
  courseId: 1,
  courseName: 'Verbální oddíl OSP',
  categories: [OSP],
};
export const reading = { ...analogies, quizId: 25, quizName: 'Porozumění textu' };
export const economy = {
  quizId: 40,
  quizName: 'Trh a cena',
  courseId: 104,
  courseName: 'Ekonomie',
  categories: [ZSV],
};
export const analytic = {
  quizId: 50,
  quizName: 'Číselné řady',
  courseId: 33,
  courseName: 'Analytický oddíl OSP',
  categories: [OSP],
};
