import type { Queryable } from '../database';
import { commentHtml } from '../../modules/comments/comment-html';

/** A comment of the demo: who wrote it and when, and the one it answers (its index in the same list). */
interface SeedComment {
  author: string;
  hoursAgo: number;
  text: string;
  answers?: number;
  /** Written from the studio by the course's instructor. */
  instructor?: boolean;
  /** Learners who reported it, and why. */
  reportedBy?: { username: string; reason: 'offensive' | 'spam' | 'off_topic' | 'other' }[];
}

/**
 * The demo's comments, so the studio's „Moderace" has something to show on a fresh install: a question
 * answered by another learner and by the course's instructor (lektor.kucera), and an advert two learners
 * reported. They sit under lessons no test or journey writes its own comments under (the first lesson
 * and quiz of every course stay without comments), and none is in lektorka.dvorakova's courses.
 */
export const SEED_COMMENTS: { course: string; item: string; comments: SeedComment[] }[] = [
  {
    course: 'osp-analyticky-a-kvantitativni-oddil',
    item: 'Logické úsudky: co opravdu vyplývá',
    comments: [
      {
        author: 'terka.pokorna',
        hoursAgo: 78,
        text: 'Proč z vět „Všichni studenti mají index“ a „Pavel má index“ neplyne, že Pavel je student? Mně to přijde logické.',
      },
      {
        author: 'matej.benes02',
        hoursAgo: 75,
        answers: 0,
        text: 'Taky jsem na to napoprvé naletěl. Index může mít i někdo, kdo už studovat přestal – věta říká jen to, že ho mají všichni studenti, ne že ho mají jenom oni.',
      },
      {
        author: 'lektor.kucera',
        hoursAgo: 52,
        answers: 0,
        instructor: true,
        text: 'Přesně tak. Z „všichni A jsou B“ plyne jen to, že kdo je A, je i B – ne naopak. Tomuhle omylu se říká obrácení implikace a v testu se objevuje často. Pomáhá nakreslit si to jako dva kruhy: kruh studentů leží celý uvnitř kruhu lidí s indexem, Pavel ale může stát kdekoli v tom větším.',
      },
    ],
  },
  {
    course: 'zsv-filozofie-religionistika-psychologie',
    item: 'Světová náboženství v kostce',
    comments: [
      {
        author: 'veronika.urbanova',
        hoursAgo: 120,
        text: 'Mně hodně pomohla tabulka: u každého náboženství zakladatel, posvátný text, místo a doba vzniku. Dělám si ji sama podle lekce a před testem si ji projdu.',
      },
      {
        author: 'petr.cermak',
        hoursAgo: 30,
        text: 'Hotové výpisky ke všem okruhům ZSV za 199 Kč! Napište mi na Instagram @zsv_vypisky_top, pošlu hned.',
        reportedBy: [
          { username: 'veronika.urbanova', reason: 'spam' },
          { username: 'kristyna.navratilova', reason: 'spam' },
        ],
      },
    ],
  },
];

const HOUR = 3_600_000;

export async function seedComments(tx: Queryable, now = Date.now()): Promise<void> {
  const users = new Map(
    (
      await tx.query<{ id: number; username: string }>(
        'select id, username from users where username = any($1::text[])',
        [
          [
            ...new Set(
              SEED_COMMENTS.flatMap((p) =>
                p.comments.flatMap((c) => [c.author, ...(c.reportedBy ?? []).map((r) => r.username)]),
              ),
            ),
          ],
        ],
      )
    ).map((u) => [u.username, u.id]),
  );
  const userId = (username: string) => {
    const id = users.get(username);
    if (id === undefined) throw new Error(`Seed: the comments name unknown user ${username}`);
    return id;
  };
  for (const place of SEED_COMMENTS) {
    const [item] = await tx.query<{ id: number }>(
      'select i.id from items i join courses c on c.id = i.course_id where c.slug = $1 and i.title = $2',
      [place.course, place.item],
    );
    if (!item) throw new Error(`Seed: no item „${place.item}“ in ${place.course}`);
    const ids: number[] = [];
    for (const comment of place.comments) {
      const at = new Date(now - comment.hoursAgo * HOUR);
      const [row] = await tx.query<{ id: number }>(
        `insert into comments (post_id, parent_id, user_id, content, badge, created_at)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          item.id,
          comment.answers === undefined ? null : ids[comment.answers],
          userId(comment.author),
          commentHtml(comment.text).html,
          comment.instructor ? 'instructor' : null,
          at,
        ],
      );
      ids.push(row!.id);
      for (const [n, report] of (comment.reportedBy ?? []).entries())
        await tx.query(
          'insert into comment_reports (comment_id, user_id, reason, created_at) values ($1, $2, $3, $4)',
          [row!.id, userId(report.username), report.reason, new Date(at.getTime() + (n + 1) * HOUR)],
        );
    }
  }
}
