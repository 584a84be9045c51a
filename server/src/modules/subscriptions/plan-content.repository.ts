import { PLAN_FAMILIES, type PlanContent, type PlanFamily } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';

/** A lesson's text or a question's hint that shows a video (an embedded player or a video element). */
const VIDEO = String.raw`<(video|iframe)\M`;

/**
 * What each family's published courses (those of the categories that require the family's plan) hold:
 * their questions, and their videos (lessons with a video, hints that are one). Counted each time, so
 * that the plans tell what the content is now.
 */
export async function findPlanContent(db: Queryable): Promise<Record<PlanFamily, PlanContent>> {
  const rows = await db.query<{ family: PlanFamily; questions: number; videos: number }>(
    `with family_courses as (
       select distinct f.family, co.id as course_id
       from unnest($1::text[]) as f(family)
       join categories c on f.family = any(c.subscription)
       join course_categories cc on cc.category_id = c.id
       join courses co on co.id = cc.course_id and co.status = 'publish'
     )
     select fc.family,
       count(q.id)::int as questions,
       (count(distinct i.id) filter (where i.type = 'lp_lesson' and i.content ~* $2)
         + count(q.id) filter (where q.hint ~* $2))::int as videos
     from family_courses fc
     join items i on i.course_id = fc.course_id
     left join questions q on q.quiz_id = i.id
     group by fc.family`,
    [PLAN_FAMILIES, VIDEO],
  );
  const content = Object.fromEntries(
    PLAN_FAMILIES.map((family) => [family, { questions: 0, videos: 0 }]),
  ) as Record<PlanFamily, PlanContent>;
  for (const row of rows) content[row.family] = { questions: row.questions, videos: row.videos };
  for (const { family, bullets } of await findWrittenBullets(db))
    content[family] = { ...content[family], written: bullets };
  return content;
}

/** The team's own bullets of each family that has some (the studio's plans screen). */
export const findWrittenBullets = (db: Queryable) =>
  db.query<{ family: PlanFamily; bullets: string[] }>(
    `select family, bullets from plan_families where cardinality(bullets) > 0`,
  );
