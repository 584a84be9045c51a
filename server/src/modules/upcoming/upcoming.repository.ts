import type { Queryable } from '../../db/database';

export interface UpcomingRow {
  id: number;
  title: string;
  content: string;
  image: string;
  start_time: Date;
}

/**
 * Announced courses, soonest first: those still to open, and those opened within the last day
 * (their countdown shows zeros, SPEC §4, before they drop off the list).
 */
export async function findUpcoming(db: Queryable): Promise<UpcomingRow[]> {
  return db.query<UpcomingRow>(
    `select id, title, content, image, start_time from upcoming_courses
      where start_time > now() - interval '1 day'
      order by start_time, id`,
  );
}
