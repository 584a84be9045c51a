import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { action, quiz, quizAddress, started } from '../learning/test/quiz-fixtures';
import { renderQuiz } from '../learning/test/render-quiz';

const instant = () => {
  const data = quiz({ results: started() });
  data.meta_data._lp_instant_check = 'yes';
  return data;
};

const checkRoute = {
  'POST /wp-json/learnpress/v1/quiz/check_answer': action({
    explanation: '<p>Hlavní myšlenka pokrývá celý text.</p>',
    options: [
      { uid: '101-0', value: 'a', title: 'Možnost a', is_true: 'no' },
      { uid: '101-1', value: 'b', title: 'Možnost b', is_true: 'yes' },
    ],
    result: { answered: 'b', correct: true },
    question_status: 1,
  }),
};

describe('quiz by keyboard', () => {
  it('chooses options with letters and numbers and moves with ←/→', async () => {
    const view = renderQuiz(quizAddress(1), quiz({ results: started() }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    heading.focus();
    await view.user.keyboard('c');
    expect(screen.getByRole('radio', { name: /Možnost c/ })).toBeChecked();
    await view.user.keyboard('2');
    expect(screen.getByRole('radio', { name: /Možnost b/ })).toBeChecked();
    // a focused radio keeps its own arrows; from elsewhere → and ← move between questions
    heading.focus();
    await view.user.keyboard('{ArrowRight}');
    expect(view.path()).toBe(quizAddress(2));
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 2, name: 'Platí tvrzení?' })).toHaveFocus();
    // Enter on a chosen option goes on in a quiz without instant check; multiple choice toggles
    await view.user.keyboard('a{Enter}c');
    expect(view.path()).toBe(quizAddress(3));
    expect(screen.getByRole('checkbox', { name: /Možnost m3/ })).toBeChecked();
    await view.user.keyboard('c');
    expect(screen.getByRole('checkbox', { name: /Možnost m3/ })).not.toBeChecked();
    screen.getByRole('heading', { level: 2, name: 'Které přínosy text uvádí?' }).focus();
    await view.user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(view.path()).toBe(quizAddress(1));
    await waitFor(() =>
      expect(view.calls('POST', '/quiz/save-answers').map((r) => r.body)).toContainEqual({
        id: 24,
        answered: { 101: 'b' },
      }),
    );
  });

  it('leaves keys typed into a blank alone', async () => {
    const view = renderQuiz(quizAddress(4), quiz({ results: started() }));
    const [blank] = await screen.findAllByRole('textbox');
    await view.user.type(blank!, 'a1');
    expect(blank).toHaveValue('a1');
    await view.user.keyboard('{ArrowLeft}');
    expect(view.path()).toBe(quizAddress(4));
  });

  it('checks with Enter: first asks for a choice, then locks the question and shows the explanation', async () => {
    const view = renderQuiz(quizAddress(1), instant(), checkRoute);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    heading.focus();
    await view.user.keyboard('{Enter}');
    const alert = screen.getByRole('alertdialog', { name: 'Musíš nejdříve vybrat jednu z odpovědí.' });
    await view.user.click(within(alert).getByRole('button'));
    expect(view.calls('POST', '/quiz/check_answer')).toHaveLength(0);

    await view.user.keyboard('b{Enter}');
    expect(await screen.findByText('Správně!')).toBeInTheDocument();
    expect(screen.getByText('Hlavní myšlenka pokrývá celý text.')).toBeInTheDocument();
    expect(view.calls('POST', '/quiz/check_answer').map((r) => r.body)).toEqual([
      { id: 24, question_id: 101, answered: 'b' },
    ]);
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('button', { name: 'Zkontrolováno' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Otázka 1, správně' })).toBeInTheDocument();
    // once checked, Enter goes on
    screen.getByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' }).focus();
    await view.user.keyboard('{Enter}');
    expect(view.path()).toBe(quizAddress(2));
  });

  it('asks before checking blanks left empty', async () => {
    const view = renderQuiz(quizAddress(4), instant(), checkRoute);
    await view.user.click(await screen.findByRole('button', { name: 'Zkontrolovat odpověď' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Zkontrolovat otázku bez odpovědi?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Zkontrolovat odpověď' }));
    await waitFor(() => expect(view.calls('POST', '/quiz/check_answer')).toHaveLength(1));
  });

  it('alerts the server’s message when a question cannot be checked', async () => {
    const view = renderQuiz(quizAddress(1), instant(), {
      'POST /wp-json/learnpress/v1/quiz/check_answer': {
        body: { status: 'error', message: 'Tuto otázku teď nelze zkontrolovat.', data: null },
      },
    });
    (await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' })).focus();
    await view.user.keyboard('a{Enter}');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Tuto otázku teď nelze zkontrolovat.');
  });
});
