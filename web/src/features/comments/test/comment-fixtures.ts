import type { Comment } from '@studovna/core/contract';

export const POST = 201;
export const COMMENTS = '/wp-json/wp/v2/comments';
export const LIST = `GET ${COMMENTS}`;
export const CREATE = `POST ${COMMENTS}`;
export const JANA = 7;
export const PETR = 8;

const names: Record<number, string> = { [JANA]: 'Jana Nováková', [PETR]: 'Petr Svoboda' };

/** A comment on {@link POST} by Jana or Petr, written on 1 March 2026 at `hour` (UTC). */
export const comment = (
  id: number,
  author: number,
  text: string,
  hour: number,
  children: Comment[] = [],
  parent = 0,
): Comment => ({
  id,
  post: POST,
  parent,
  date: `2026-03-01T${String(hour).padStart(2, '0')}:05:00Z`,
  content: { rendered: `<p>${text}</p>` },
  author,
  author_name: names[author] ?? 'Host',
  author_avatar_urls: {},
  children,
});

/**
 * Petr's question (newest, two replies deep), Jana's older remark without replies:
 * 3 Petr ─ 4 Jana ─ 5 Petr; 1 Jana.
 */
export const discussion = (): Comment[] => [
  comment(3, PETR, 'Jak poznám <strong>analogii</strong>?<script>alert(1)</script>', 12, [
    comment(4, JANA, 'Hledej vztah mezi slovy.', 13, [comment(5, PETR, 'Díky, už to chápu.', 14, [], 4)], 3),
  ]),
  comment(1, JANA, 'Pěkně vysvětlená lekce.', 9),
];
