import type { ModerationComment, ModerationReview } from '@studovna/core/contract/studio';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import type { Routes } from '../../test/fetch-stub';
import { dvorakova, signIn, STUDIO, studioBasics } from '../test/studio-fixtures';

const COURSE = { id: 1, title: 'OSP: Verbální oddíl' };

const comment = (extra: Partial<ModerationComment> = {}): ModerationComment => ({
  id: 501,
  course: COURSE,
  post: { id: 7, title: 'Jak řešit slovní analogie', type: 'lp_lesson' },
  author: { id: 31, name: 'Petr Svoboda' },
  badge: null,
  date: '2026-03-02T09:15:00Z',
  content: '<p>Tohle je hloupost a vy jste hlupáci.</p>',
  state: 'visible',
  moderation: null,
  in_reply_to: { id: 500, author: 'Jana Nováková', excerpt: 'Jak poznám správnou analogii?' },
  replies: 0,
  reports: 1,
  report_reasons: ['offensive'],
  app_path: '/kurzy/1/lp_lesson/7',
  ...extra,
});

const review = (extra: Partial<ModerationReview> = {}): ModerationReview => ({
  id: 77,
  course: COURSE,
  author: { id: 32, name: 'Jana Nováková' },
  date: '2026-03-01T10:00:00Z',
  title: 'Nic moc',
  rating: 2,
  content: 'Málo příkladů.',
  state: 'hidden',
  moderation: {
    by: { id: 2, name: 'Lenka Dvořáková' },
    at: '2026-03-01T12:00:00Z',
    reason: 'Hodnocení patří ke kurzu, ne k lektorce.',
  },
  ...extra,
});

const done = (message: string, data: ModerationComment | ModerationReview = comment()) => ({
  body: { message, data },
});

const open = (path: string, routes: Routes) =>
  renderApp(path, {
    prepare: signIn(dvorakova),
    routes: {
      ...studioBasics('instructor'),
      [`GET ${STUDIO}/moderation/comments`]: {
        body: { comments: [comment()], total: 1, reported: 1, courses: [COURSE] },
      },
      [`GET ${STUDIO}/moderation/reviews`]: { body: { reviews: [review()], total: 1, courses: [COURSE] } },
      ...routes,
    },
  });

const sent = (view: ReturnType<typeof open>, path: string) =>
  view.stub.requests.filter((r) => r.method === 'POST' && r.url.pathname === path).map((r) => r.body);

describe('moderation', () => {
  it('hides a reported comment only with a reason, which it sends; the form closes and reading goes on from the card', async () => {
    const view = open('/studio/moderace', {
      [`POST ${STUDIO}/moderation/comments/501`]: done('Příspěvek je skrytý. Autor u něj vidí důvod.'),
    });
    const card = await screen.findByRole('article', { name: 'Petr Svoboda' });
    expect(card).toHaveTextContent('Nahlášen 1×: urážlivý nebo vulgární');
    expect(card).toHaveTextContent(
      'Odpověď na komentář (autor: Jana Nováková):Jak poznám správnou analogii?',
    );
    const actions = within(card).getByRole('group', { name: 'Co udělat s příspěvkem (autor: Petr Svoboda)' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Odpovědět', 'Ponechat', 'Skrýt', 'Smazat']);

    await view.user.click(within(actions).getByRole('button', { name: 'Skrýt' }));
    expect(within(actions).getByRole('button', { name: 'Skrýt' })).toHaveAttribute('aria-expanded', 'true');
    const reason = within(card).getByRole('textbox', { name: 'Proč ho skrýváš?' });
    expect(reason).toHaveFocus();
    await view.user.click(within(card).getByRole('button', { name: 'Skrýt komentář' }));
    expect(reason).toHaveAccessibleDescription(/Napiš důvod – autor ho uvidí u svého příspěvku\./);
    expect(sent(view, `${STUDIO}/moderation/comments/501`)).toEqual([]);

    await view.user.type(reason, 'Urážky sem nepatří.');
    await view.user.click(within(card).getByRole('button', { name: 'Skrýt komentář' }));
    expect(await screen.findByText('Příspěvek je skrytý. Autor u něj vidí důvod.')).toBeInTheDocument();
    expect(sent(view, `${STUDIO}/moderation/comments/501`)).toEqual([
      { action: 'hide', reason: 'Urážky sem nepatří.' },
    ]);
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(card).toHaveFocus();
  });

  it('keeps a reported comment at once, and answers in its thread', async () => {
    const view = open('/studio/moderace', {
      [`POST ${STUDIO}/moderation/comments/501`]: done('Komentář zůstává, jeho nahlášení jsou uzavřená.'),
      [`POST ${STUDIO}/moderation/comments/501/reply`]: done('Odpověď je ve vlákně.'),
    });
    const card = await screen.findByRole('article', { name: 'Petr Svoboda' });
    await view.user.click(within(card).getByRole('button', { name: 'Ponechat' }));
    expect(await screen.findByText('Komentář zůstává, jeho nahlášení jsou uzavřená.')).toBeInTheDocument();
    expect(sent(view, `${STUDIO}/moderation/comments/501`)).toEqual([{ action: 'keep' }]);

    await view.user.click(within(card).getByRole('button', { name: 'Odpovědět' }));
    await view.user.type(within(card).getByRole('textbox', { name: 'Tvoje odpověď' }), 'Piš prosím věcně.');
    await view.user.click(within(card).getByRole('button', { name: 'Odeslat odpověď' }));
    expect(await screen.findByText('Odpověď je ve vlákně.')).toBeInTheDocument();
    expect(sent(view, `${STUDIO}/moderation/comments/501/reply`)).toEqual([{ content: 'Piš prosím věcně.' }]);
  });

  it('offers a hidden review only to show it again or delete it, and says why the server refused', async () => {
    const view = open('/studio/moderace?co=hodnoceni', {
      [`POST ${STUDIO}/moderation/reviews/77`]: {
        status: 409,
        body: {
          code: 'moderation_conflict',
          message: 'Mezitím to změnil/a Eva Správcová: teď je to Smazaný.',
          data: { status: 409 },
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Jana Nováková' });
    expect(card).toHaveTextContent('Důvod, který vidí autor: Hodnocení patří ke kurzu, ne k lektorce.');
    const actions = within(card).getByRole('group', {
      name: 'Co udělat s příspěvkem (autor: Jana Nováková)',
    });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Zobrazit znovu', 'Smazat']);
    await view.user.click(within(actions).getByRole('button', { name: 'Zobrazit znovu' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Mezitím to změnil/a Eva Správcová: teď je to Smazaný.',
    );
    expect(sent(view, `${STUDIO}/moderation/reviews/77`)).toEqual([{ action: 'restore' }]);
  });
});
