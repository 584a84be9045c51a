import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../app/app-providers';
import { createAppServices } from '../../app/app-services';
import { createFetchStub } from '../../test/fetch-stub';
import { SITE } from '../../test/fixtures';
import { quiz, quizAddress, started } from '../learning/test/quiz-fixtures';
import { renderQuiz } from '../learning/test/render-quiz';
import { ReportQuestionButton } from './report-question-button';

/** The mail a `mailto:` link writes: address, subject and body. */
function mailOf(link: HTMLElement) {
  const url = new URL(link.getAttribute('href')!);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  };
}

describe('report a question error (SPEC §2, §7)', () => {
  it('writes to support naming the question, the quiz, the app version and the page', () => {
    const services = createAppServices(SITE, { fetch: createFetchStub({}).fetch });
    render(
      <AppProviders services={services}>
        <ReportQuestionButton questionId={3012} quizId={24} />
      </AppProviders>,
    );
    const mail = mailOf(screen.getByRole('link', { name: 'Nahlásit chybu v otázce' }));
    expect(mail.to).toBe('podpora@studovna.cz');
    expect(mail.subject).toBe('Studovna – chyba v otázce 3012');
    expect(mail.body).toContain('v otázce č. 3012 jsem narazil/a na chybu');
    const { version, build } = services.config;
    expect(mail.body).toContain(`Otázka: 3012\nKvíz: 24\nVerze aplikace: ${version} (build ${build})`);
    expect(mail.body).toContain(`Stránka: ${window.location.href}`);
  });

  it('leaves the quiz out when there is none', () => {
    const services = createAppServices(SITE, { fetch: createFetchStub({}).fetch });
    render(
      <AppProviders services={services}>
        <ReportQuestionButton questionId={7} />
      </AppProviders>,
    );
    const { body } = mailOf(screen.getByRole('link', { name: 'Nahlásit chybu v otázce' }));
    expect(body).toContain('Otázka: 7\n');
    expect(body).not.toContain('Kvíz:');
  });

  it('is under the question of a quiz in progress, naming the question on screen', async () => {
    const view = renderQuiz(quizAddress(1), quiz({ results: started({ total_time: 600 }) }));
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    expect(mailOf(screen.getByRole('link', { name: 'Nahlásit chybu v otázce' })).subject).toBe(
      'Studovna – chyba v otázce 101',
    );
    await view.user.click(screen.getByRole('button', { name: 'Další' }));
    await screen.findByRole('heading', { level: 2, name: 'Platí tvrzení?' });
    expect(mailOf(screen.getByRole('link', { name: 'Nahlásit chybu v otázce' })).body).toContain(
      'Otázka: 102\nKvíz: 24',
    );
  });
});
