import type { boardApi, ResponseOf } from '@studovna/core/contract';
import { encodeStatus } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import { findPins, type PinRow } from './pins.repository';

/** The Board's pins (GET /users/pins): the caller's pinned questions with what the Board groups them by. */

type Pin = ResponseOf<typeof boardApi.listPins>['pins'][number];

const toPin = (row: PinRow): Pin => ({
  id: row.question_id,
  quizId: row.quiz_id,
  quizName: row.quiz_name,
  courseId: row.course_id,
  coursePrice: row.course_price,
  sample: row.sample,
  order: row.position,
  status: encodeStatus({ answer: row.answer_status, pinned: true }),
  pinnedAt: new Date(row.pinned_at).toISOString(),
  categoryData: { courseCategories: row.categories, courseName: row.course_name },
});

export async function listPins(db: Queryable, userId: number, category: string | undefined): Promise<Pin[]> {
  return (await findPins(db, userId, category?.trim() || null)).map(toPin);
}
