import { message, type Locale } from '@studovna/core';
import { coursesApi, type WishlistData } from '@studovna/core/contract';
import type { Database } from '../../db/database';
import { courseExists, courseNotFound, courseViews } from '../courses/courses.service';
import { toggleWishlisted, wishlistedCourseIds } from './wishlist.repository';

/** Wishlist entries are course cards: the heavy fields and the HTML content are left out. */
const CARD_OMIT = [...coursesApi.DEFAULT_OPTIMIZED_FIELDS, 'content'];

interface WishlistAnswer {
  status: 'success';
  message: string;
  data: WishlistData;
}

async function wishlistOf(
  db: Database,
  userId: number,
  site: string,
  courseId?: number,
): Promise<WishlistData> {
  const ids = await wishlistedCourseIds(db, userId);
  const items = await courseViews(db, ids, userId, site, CARD_OMIT);
  return courseId === undefined ? { items } : { items, course_id: courseId, state: ids.includes(courseId) };
}

async function requireCourse(db: Database, courseId: number): Promise<void> {
  if (!(await courseExists(db, courseId))) throw courseNotFound();
}

/** POST /wishlist/toggle: the heart filled or outlined, for the caller only. */
export async function toggle(
  db: Database,
  userId: number,
  courseId: number,
  site: string,
  locale: Locale,
): Promise<WishlistAnswer> {
  await requireCourse(db, courseId);
  const added = await db.transaction((tx) => toggleWishlisted(tx, userId, courseId));
  return {
    status: 'success',
    message: message(added ? 'wishlist.added' : 'wishlist.removed', locale),
    data: await wishlistOf(db, userId, site, courseId),
  };
}

export async function list(db: Database, userId: number, site: string): Promise<WishlistAnswer> {
  return { status: 'success', message: '', data: await wishlistOf(db, userId, site) };
}

/** GET /wishlist/course/{id}: whether this course is in the caller's wishlist, with the list. */
export async function ofCourse(
  db: Database,
  userId: number,
  courseId: number,
  site: string,
): Promise<WishlistAnswer> {
  await requireCourse(db, courseId);
  return { status: 'success', message: '', data: await wishlistOf(db, userId, site, courseId) };
}
