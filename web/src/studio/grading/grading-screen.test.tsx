import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GradingAnswer } from '@studovna/core/contract/studio';
import { renderApp } from '../../test/render-app';
import { dvorakova, signIn, STUDIO, studioBasics } from '../test/studio-fixtures';
import { gradingAnswer } from './grading-fixtures';

const ANSWER = `${STUDIO}/grading/41`;

const open = (answer: GradingAnswer | (() => GradingAnswer) = gradingAnswer(), extra = {}) =>
  renderApp('/studio/hodnoceni/41', {
    prepare: signIn(dvorakova),
    routes: {
      ...studioBasics('instructor'),
      [`GET ${ANSWER}`]: () => ({ body: typeof answer === 'function' ? answer() : answer }),
      ...extra,
    },
  });

const posts = (view: ReturnType<typeof open>) =>
  view.stub.requests.filter((r) => r.method === 'POST').map((r) => Object.fromEntries(r.body as FormData));

describe('the grading screen', () => {
  it('shows who handed in what and when, the answer, its files to download and the task', async () => {
    const view = open(gradingAnswer({ at_deadline: true }), {
      [`GET ${ANSWER}/files/5`]: {
        raw: 'moje analogie',
        headers: {
          'content-type': 'text/plain',
          'content-disposition': "attachment; filename*=UTF-8''analogie.txt",
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jana Nováková: Napiš vlastní analogie' }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'O odevzdání' });
    expect(facts).toHaveTextContent('OSP: Verbální oddíl');
    expect(facts).toHaveTextContent('Čeká na hodnocení');
    expect(facts).toHaveTextContent('Odevzdáno automaticky, když vypršel čas na vypracování');
    const answer = screen.getByRole('region', { name: 'Odpověď studujícího' });
    expect(answer).toHaveTextContent('Posílám své analogie.');
    expect(within(answer).getByText('2 kB')).toBeInTheDocument();
    await view.user.click(within(answer).getByRole('button', { name: 'Stáhnout analogie.txt' }));
    await waitFor(() =>
      expect(view.stub.requests.some((r) => r.url.pathname === `${ANSWER}/files/5`)).toBe(true),
    );
    expect(screen.getByRole('region', { name: 'Zadání úkolu' })).toHaveTextContent('Vymysli pět analogií.');
    expect(screen.getByRole('link', { name: /Zobrazit v aplikaci/ })).toHaveAttribute(
      'href',
      '/kurzy/1/lp_assignment/211',
    );
  });

  it('evaluates with the points as typed, the feedback and the revision read, and shows what was saved', async () => {
    const evaluated = gradingAnswer({
      state: 'evaluated',
      mark: 7.5,
      graduation: 'failed',
      feedback: 'Dobrý začátek.',
      graded_by: { id: 2, name: 'Lenka Dvořáková' },
      evaluated_at: '2026-03-03T10:00:00Z',
      revision: 2,
    });
    const view = open(gradingAnswer(), {
      [`POST ${ANSWER}`]: {
        body: {
          message: 'Ohodnoceno: 7,5 z 12 b., nesplněno. Studujícímu jsme poslali e-mail.',
          data: evaluated,
        },
      },
    });
    const mark = await screen.findByRole('textbox', { name: 'Body' });
    expect(mark).toHaveAccessibleDescription(
      'Od 0 do 12, nejvýše dvě desetinná místa. Ke splnění je potřeba 8 b.',
    );
    await view.user.type(mark, '7,5');
    expect(screen.getByText('S tímto počtem bodů bude úkol nesplněný.')).toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: 'Komentář pro studujícího' }), 'Dobrý začátek.');
    await view.user.click(screen.getByRole('button', { name: 'Ohodnotit' }));
    expect(await screen.findByText(/^Ohodnoceno: 7,5 z 12 b\., nesplněno\./)).toBeInTheDocument();
    expect(posts(view)).toEqual([
      { action: 'evaluate', mark: '7,5', feedback: 'Dobrý začátek.', revision: '1' },
    ]);
    const facts = screen.getByRole('region', { name: 'O odevzdání' });
    expect(facts).toHaveTextContent('7,5 z 12 b., nesplněno');
    expect(facts).toHaveTextContent('Lenka Dvořáková');
    expect(screen.getByText(/Úkol už je ohodnocený\./)).toBeInTheDocument();
  });

  it('refuses beside the field before sending: points above the highest, sending back without feedback', async () => {
    const view = open();
    const mark = await screen.findByRole('textbox', { name: 'Body' });
    await view.user.type(mark, '13');
    await view.user.click(screen.getByRole('button', { name: 'Ohodnotit' }));
    expect(await screen.findByText('Za tento úkol lze dát nejvýše 12 b.')).toBeInTheDocument();
    expect(mark).toHaveFocus();
    expect(mark).toHaveAttribute('aria-invalid', 'true');
    await view.user.click(screen.getByRole('button', { name: 'Vrátit k přepracování' }));
    const feedback = screen.getByRole('textbox', { name: 'Komentář pro studujícího' });
    expect(
      await screen.findByText('Napiš, co má studující na úkolu opravit – bez komentáře ho vrátit nejde.'),
    ).toBeInTheDocument();
    expect(feedback).toHaveFocus();
    expect(posts(view)).toEqual([]);
  });

  it('sends it back with the feedback and a file', async () => {
    const returned = gradingAnswer({ state: 'returned', returns: 1, submitted_at: null, revision: 2 });
    const view = open(gradingAnswer(), {
      [`POST ${ANSWER}`]: {
        body: { message: 'Úkol je vrácený k přepracování. Studujícímu jsme poslali e-mail.', data: returned },
      },
    });
    await view.user.type(
      await screen.findByRole('textbox', { name: 'Komentář pro studujícího' }),
      'Doplň zdroje.',
    );
    await view.user.upload(
      screen.getByLabelText('Soubor k hodnocení (nepovinný)'),
      new File(['vzor'], 'vzor.txt', { type: 'text/plain' }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Vrátit k přepracování' }));
    expect(
      await screen.findByText('Úkol je vrácený k přepracování. Studujícímu jsme poslali e-mail.'),
    ).toBeInTheDocument();
    const [sent] = posts(view);
    expect(sent).toMatchObject({ action: 'return', feedback: 'Doplň zdroje.', revision: '1' });
    expect((sent!.file as File).name).toBe('vzor.txt');
    expect(
      screen.getByText('Úkol je vrácený studujícímu. Ohodnotit ho půjde, až ho znovu odevzdá.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ohodnotit' })).toBeNull();
  });

  it('says who graded it meanwhile, overwrites nothing, and loads it again', async () => {
    let current = gradingAnswer();
    const view = open(() => current, {
      [`POST ${ANSWER}`]: () => {
        current = gradingAnswer({
          state: 'evaluated',
          mark: 10,
          graduation: 'passed',
          graded_by: { id: 1, name: 'Tým Studovny' },
          revision: 2,
        });
        return {
          status: 409,
          body: {
            code: 'grading_conflict',
            message:
              'Úkol mezitím ohodnotil/a nebo vrátil/a Tým Studovny. Nic jsme nepřepsali – načti ho znovu a podívej se, jak je hodnocený.',
            data: { status: 409 },
          },
        };
      },
    });
    await view.user.type(await screen.findByRole('textbox', { name: 'Body' }), '5');
    await view.user.click(screen.getByRole('button', { name: 'Ohodnotit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Úkol mezitím ohodnotil/a nebo vrátil/a Tým Studovny.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Načíst znovu' }));
    expect(await screen.findByRole('textbox', { name: 'Body' })).toHaveValue('10');
    expect(screen.getByRole('region', { name: 'O odevzdání' })).toHaveTextContent('Tým Studovny');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells another author’s instructor why it does not open', async () => {
    open(gradingAnswer(), {
      [`GET ${ANSWER}`]: {
        status: 403,
        body: {
          code: 'grading_not_yours',
          message: 'Tento úkol patří do kurzu jiného autora. Hodnotí ho jen autor kurzu nebo tým Studovny.',
          data: { status: 403 },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Odevzdání nenalezeno' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tento úkol patří do kurzu jiného autora. Hodnotí ho jen autor kurzu nebo tým Studovny.',
      ),
    ).toBeInTheDocument();
  });
});
