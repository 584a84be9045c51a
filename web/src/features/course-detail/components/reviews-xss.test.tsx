import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CourseReviews, ReviewItem } from '@studovna/core/contract';
import { renderApp } from '../../../test/render-app';
import { COURSE_ID, COURSE_PATH, REVIEWS_PATH, fullCourse } from '../../../test/course-detail-fixtures';
import { liveMarkup, SCRIPT_PAYLOADS, URL_PAYLOADS } from '../../../test/live-markup';

const review = (overrides: Partial<ReviewItem>): ReviewItem => ({
  title: 'Dobré',
  rating: 4,
  content: 'Chtělo by to víc úloh.',
  display_name: 'Lenka',
  avatar: '',
  date: '2026-02-14T10:00:00Z',
  ...overrides,
});

/** The course detail for a guest, the server answering these reviews. */
async function openReviews(items: ReviewItem[]) {
  const reviews: CourseReviews = { rating: 4, total: items.length, reviewed: false, items };
  renderApp(`/kurzy/${COURSE_ID}`, {
    routes: {
      [`GET ${COURSE_PATH}`]: { body: fullCourse() },
      [`GET ${REVIEWS_PATH}`]: { body: { data: reviews } },
    },
  });
  const region = await screen.findByRole('region', { name: 'Hodnocení' }, { timeout: 4000 });
  return within(region).findByRole('list');
}

describe('reviews with script payloads render inert', () => {
  it.each(SCRIPT_PAYLOADS)('%s in the title, the text and the author’s name', async (payload) => {
    const list = await openReviews([
      review({
        title: `Titulek ${payload}`,
        content: `Text ${payload} konec`,
        display_name: `${payload} Petr`,
      }),
    ]);
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByRole('heading', { level: 3 })).toHaveTextContent(`Titulek ${payload}`);
    expect(item).toHaveTextContent(`Text ${payload} konec`);
    expect(item).toHaveTextContent(`${payload} Petr`);
    expect(liveMarkup(list)).toEqual([]);
  });

  it.each(URL_PAYLOADS)('never puts the avatar address %s into the page', async (address) => {
    const list = await openReviews([review({ display_name: 'Petr', avatar: address })]);
    expect(within(list).getByText('Petr')).toBeInTheDocument();
    expect(liveMarkup(list)).toEqual([]);
  });

  it('still shows an ordinary avatar', async () => {
    const avatar = 'http://localhost:3000/wp-content/uploads/avatars/petr.webp';
    const list = await openReviews([review({ avatar })]);
    expect(list.querySelector('img')).toHaveAttribute('src', avatar);
  });
});
