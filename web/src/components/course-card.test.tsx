import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../i18n/use-translation';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createI18n } from '../i18n/i18n';
import { courseItem } from '../test/course-fixtures';
import { CourseCard, type CourseCardProps } from './course-card';

function renderCard(props: CourseCardProps) {
  return render(
    <I18nProvider i18n={createI18n()}>
      <MemoryRouter>
        <ul>
          <li>
            <CourseCard {...props} />
          </li>
        </ul>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('course card', () => {
  it('is one link named by the title, to the detail by default, described by instructor, price and rating', () => {
    renderCard({
      course: courseItem(196, {
        name: 'OSP – verbální část',
        rating: 4.5,
        instructor: { id: 3, name: 'Petr Svoboda', avatar: '', description: '' },
      }),
    });
    const link = screen.getByRole('link', { name: 'OSP – verbální část' });
    expect(link).toHaveAttribute('href', '/kurzy/196');
    expect(link).toHaveAccessibleDescription('Lektor: Petr Svoboda 1\u00a0290\u00a0Kč Hodnocení 4,5 z 5');
    expect(screen.getByRole('heading', { level: 3, name: 'OSP – verbální část' })).toBeInTheDocument();
    expect(screen.queryByText('Akce')).not.toBeInTheDocument();
  });

  it('opens the course page when clicked, without asking who is signed in', async () => {
    render(
      <I18nProvider i18n={createI18n()}>
        <MemoryRouter initialEntries={['/kurzy']}>
          <Routes>
            <Route
              path="/kurzy"
              element={<CourseCard course={courseItem(196, { name: 'OSP – verbální část' })} />}
            />
            <Route path="/kurzy/:courseId" element={<h1>Stránka kurzu</h1>} />
            <Route path="/prihlaseni" element={<h1>Přihlášení</h1>} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'OSP – verbální část' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Stránka kurzu' })).toBeInTheDocument();
  });

  it('loads the cover of the first card at once and first, every other one lazily', () => {
    const image = 'http://localhost:3000/cover.svg';
    const { container, rerender } = renderCard({ course: courseItem(196, { image }), first: true });
    const cover = () => container.querySelector('img')!;
    expect(cover()).toHaveAttribute('fetchpriority', 'high');
    expect(cover()).not.toHaveAttribute('loading');
    rerender(
      <I18nProvider i18n={createI18n()}>
        <MemoryRouter>
          <CourseCard course={courseItem(196, { image })} />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(cover()).toHaveAttribute('loading', 'lazy');
    expect(cover()).not.toHaveAttribute('fetchpriority');
  });

  it('shows the sale badge, the sale price and the struck-through original price', () => {
    renderCard({
      course: courseItem(5, {
        on_sale: true,
        price: 990,
        sale_price: 990,
        price_rendered: '990 Kč',
        sale_price_rendered: '990 Kč',
      }),
      to: '/jinam',
    });
    expect(screen.getByText('Akce')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/jinam');
    expect(screen.getByRole('deletion')).toHaveTextContent(/1\s290\sKč/);
    expect(screen.getByRole('link')).toHaveAccessibleDescription(
      'Cena v akci: 990 Kč původní cena: 1\u00a0290\u00a0Kč',
    );
  });

  it('shows free courses as Zdarma, the graduation badge and the trailing slot beside the link', () => {
    renderCard({
      course: courseItem(6, {
        price: 0,
        origin_price: 0,
        price_rendered: '0 Kč',
        course_data: {
          status: 'finished',
          graduation: 'passed',
          start_time: null,
          end_time: null,
          expiration_time: null,
          result: {
            result: 100,
            pass: 1,
            count_items: 1,
            completed_items: 1,
            items: {
              lesson: { completed: 1, passed: 1, total: 1 },
              quiz: { completed: 0, passed: 0, total: 0 },
            },
          },
        },
      }),
      trailing: <button type="button">Srdce</button>,
    });
    expect(screen.getByText('Zdarma')).toBeInTheDocument();
    expect(screen.getByText('Splněno')).toBeInTheDocument();
    const heart = screen.getByRole('button', { name: 'Srdce' });
    expect(screen.getByRole('link')).not.toContainElement(heart);
  });
});
