import type { CourseSummary } from '@studovna/core/contract';

/** A course list item as GET /courses answers it (list call, no heavy fields unless given). */
export const courseItem = (id: number, overrides: Partial<CourseSummary> = {}): CourseSummary => ({
  id,
  name: `Kurz ${id}`,
  slug: `kurz-${id}`,
  permalink: `http://localhost:3000/kurzy/kurz-${id}/`,
  image: '',
  origin_price: 1290,
  price: 1290,
  sale_price: 0,
  origin_price_rendered: '1\u00a0290\u00a0Kč',
  price_rendered: '1\u00a0290\u00a0Kč',
  sale_price_rendered: '',
  on_sale: false,
  status: 'publish',
  duration: '10 týdnů',
  rating: 0,
  categories: [{ id: 1, name: 'Obecné studijní předpoklady', slug: 'osp', meta: { subscription: ['osp'] } }],
  ...overrides,
});

/** `count` list items with ids from `firstId`. */
export const coursePage = (firstId: number, count: number, overrides: Partial<CourseSummary> = {}) =>
  Array.from({ length: count }, (_, i) => courseItem(firstId + i, overrides));
