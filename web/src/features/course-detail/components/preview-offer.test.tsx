import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Course } from '@studovna/core/contract';
import type { AppServices } from '../../../app/app-services';
import {
  COURSE_ID,
  COURSE_PATH,
  REVIEWS_PATH,
  fullCourse,
  item,
  logInJana,
  noReviews,
  section,
} from '../../../test/course-detail-fixtures';
import { renderApp } from '../../../test/render-app';

const OFFER = 'Vyzkoušet ukázkové úlohy';

async function renderDetail(course: Partial<Course>, prepare?: (services: AppServices) => void) {
  const view = renderApp(`/kurzy/${COURSE_ID}`, {
    prepare,
    routes: {
      [`GET ${COURSE_PATH}`]: { body: fullCourse(course) },
      [`GET ${REVIEWS_PATH}`]: { body: { data: noReviews } },
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Verbální oddíl OSP' }, { timeout: 4000 });
  return view;
}

const offMode = (services: AppServices) => {
  services.config.previewMode = false;
};

/** SPEC §4: the preview is offered only with preview mode on and a sample quiz in a section. */
describe('course detail — sample tasks offer', () => {
  it('offers a guest the preview of a course whose section has a sample quiz', async () => {
    await renderDetail({});
    expect(screen.getByRole('heading', { level: 2, name: 'Ukázkové úlohy zdarma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OFFER })).toHaveAttribute(
      'href',
      `/kurzy/${COURSE_ID}/lp_course_preview`,
    );
  });

  it('offers it to a learner without the plan of a paid course, not to one who holds it', async () => {
    const without = await renderDetail({ price: 990 }, (s) => logInJana(s));
    expect(screen.getByRole('link', { name: OFFER })).toBeInTheDocument();
    without.unmount();
    await renderDetail({ price: 990 }, (s) => logInJana(s, { osp: true }));
    expect(screen.queryByRole('link', { name: OFFER })).not.toBeInTheDocument();
  });

  it('a free course needs no plan: a learner without one is offered neither a plan nor the samples', async () => {
    await renderDetail({ price: 0 }, (s) => logInJana(s));
    expect(screen.getAllByText('Zdarma').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: OFFER })).not.toBeInTheDocument();
    expect(screen.queryByText('Po přístup potřebuješ mít aktivní studijní plán')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chci tohle' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zapsat se do kurzu' })).toBeInTheDocument();
  });

  it('offers nothing when preview mode is off', async () => {
    await renderDetail({}, offMode);
    expect(screen.getByRole('heading', { level: 2, name: 'Obsah kurzu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: OFFER })).not.toBeInTheDocument();
  });

  it('offers nothing when no section has a sample quiz', async () => {
    await renderDetail({
      sections: [
        section(101, [
          item(201, 'lp_lesson', { title: 'Co jsou analogie', preview: true }),
          item(203, 'lp_quiz', { title: 'Analogie – test' }),
        ]),
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Obsah kurzu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: OFFER })).not.toBeInTheDocument();
  });
});
