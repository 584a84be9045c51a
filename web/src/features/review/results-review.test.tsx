import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { quizAddress } from '../learning/test/quiz-fixtures';
import { renderQuiz } from '../learning/test/render-quiz';
import { evaluated, evaluatedQuiz } from './review-fixtures';

/** The quiz result for Jana, then the review opened from it (a pushed address, as the result links it). */
async function openReview() {
  const view = renderQuiz(quizAddress(), evaluatedQuiz());
  await view.user.click(await screen.findByRole('link', { name: 'Projít odpovědi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Kontrola odpovědí' });
  return { ...view, dialog };
}

const heading = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Otázka s odpověďmi' })).getByRole('heading', {
    level: 3,
  });
const panelToggle = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Vysvětlení' });
const handle = (dialog: HTMLElement) => within(dialog).getByRole('separator', { name: 'Výška vysvětlení' });

describe('results review: the full-screen modal over the result', () => {
  it('opens at the address’s question as a labelled modal dialog over the result, focus on the question', async () => {
    renderQuiz(quizAddress(2), evaluatedQuiz());
    const dialog = await screen.findByRole('dialog', { name: 'Kontrola odpovědí' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Šipkami doleva a doprava/);
    expect(within(dialog).getByText('Porozumění textu – test na čas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Výsledek kvízu' })).toBeInTheDocument();
    expect(heading(dialog)).toHaveTextContent('Platí tvrzení?');
    expect(heading(dialog)).toHaveFocus();
    expect(within(dialog).getByText('Otázka 2 z 5')).toBeInTheDocument();
    // the learner's wrong choice and the right one, each said in words as well as shown
    expect(within(dialog).getByRole('radio', { name: /Možnost false/ })).toBeChecked();
    expect(
      within(dialog)
        .getByRole('radio', { name: /Možnost false/ })
        .closest('label'),
    ).toHaveTextContent('tvoje odpověď, špatně');
    expect(
      within(dialog)
        .getByRole('radio', { name: /Možnost true/ })
        .closest('label'),
    ).toHaveTextContent('správná odpověď');
    expect(within(dialog).getByText('Špatně')).toBeInTheDocument();
    const strip = within(dialog).getByRole('navigation', { name: 'Otázky kvízu' });
    expect(
      within(strip)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Otázka 1, správně',
      'Otázka 2, špatně',
      'Otázka 3, špatně',
      'Otázka 4, špatně',
      'Otázka 5, bez odpovědi',
    ]);
    expect(within(strip).getByRole('button', { name: 'Otázka 2, špatně' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('moves with the bar, the strip and ←/→, wrapping both ways and replacing the address', async () => {
    const view = await openReview();
    const { dialog, user } = view;
    expect(view.path()).toBe(quizAddress(1));
    await user.click(within(dialog).getByRole('button', { name: 'Předchozí' }));
    expect(view.path()).toBe(quizAddress(5));
    expect(heading(dialog)).toHaveTextContent('Seřaď věty.');
    await user.click(within(dialog).getByRole('button', { name: 'Další' }));
    expect(view.path()).toBe(quizAddress(1));
    await user.click(within(dialog).getByRole('button', { name: 'Otázka 3, špatně' }));
    expect(view.path()).toBe(quizAddress(3));
    expect(heading(dialog)).toHaveTextContent('Které přínosy text uvádí?');
    // focus stayed on the strip: the new question is read out
    expect(within(dialog).getByRole('status')).toHaveTextContent('Otázka 3 z 5');
    await user.keyboard('{ArrowRight}');
    expect(view.path()).toBe(quizAddress(4));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(view.path()).toBe(quizAddress(5));
    // ←/→ on the resize handle are the handle's
    handle(dialog).focus();
    await user.keyboard('{ArrowLeft}');
    expect(view.path()).toBe(quizAddress(5));
    // every move replaced the review's entry: one step back is the result again
    expect(view.router.state.historyAction).toBe('REPLACE');
    await act(() => view.router.navigate(-1));
    expect(view.path()).toBe(quizAddress());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Výsledek kvízu' })).toBeInTheDocument();
  });

  it('←/→ on the question heading keep focus in the review on the new question', async () => {
    const { dialog, user, path } = await openReview();
    expect(heading(dialog)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(path()).toBe(quizAddress(2));
    expect(heading(dialog)).toHaveTextContent('Platí tvrzení?');
    expect(heading(dialog)).toHaveFocus();
  });

  it('closes with Escape and with the close button: the result address, focus back on the review link', async () => {
    const view = await openReview();
    await view.user.keyboard('{Escape}');
    expect(view.path()).toBe(quizAddress());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Projít odpovědi' });
    expect(link).toHaveFocus();

    await view.user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Kontrola odpovědí' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    expect(view.path()).toBe(quizAddress());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projít odpovědi' })).toHaveFocus();
  });

  it('keeps Tab inside the review', async () => {
    const { dialog, user } = await openReview();
    const close = within(dialog).getByRole('button', { name: 'Zavřít' });
    close.focus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Další' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });
});

describe('results review: the explanation panel', () => {
  it('opens by itself for a question without an option marked correct, and closes on the next question', async () => {
    const { dialog, user } = await openReview();
    // question 1 has a right option: collapsed (170 of 768 px)
    expect(panelToggle(dialog)).toHaveAttribute('aria-expanded', 'false');
    expect(handle(dialog)).toHaveAttribute('aria-valuenow', '22');
    expect(within(dialog).getByRole('region', { name: 'Vysvětlení' })).toHaveTextContent(
      'Hlavní myšlenka je hned v první větě.',
    );
    // question 4 (fill in the blanks) has none: open at half the height
    await user.click(within(dialog).getByRole('button', { name: 'Otázka 4, špatně' }));
    expect(panelToggle(dialog)).toHaveAttribute('aria-expanded', 'true');
    expect(handle(dialog)).toHaveAttribute('aria-valuenow', '50');
    // question 5 has right options again and the learner never opened it: collapsed; no explanation
    await user.click(within(dialog).getByRole('button', { name: 'Další' }));
    expect(panelToggle(dialog)).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByText('K této otázce vysvětlení není.')).toBeInTheDocument();
    // opened by the learner, it closes when the learner moves on, and its text starts at the top
    await user.click(panelToggle(dialog));
    expect(panelToggle(dialog)).toHaveAttribute('aria-expanded', 'true');
    const text = within(dialog).getByRole('region', { name: 'Vysvětlení' });
    text.scrollTop = 120;
    await user.click(within(dialog).getByRole('button', { name: 'Další' }));
    expect(heading(dialog)).toHaveTextContent('Hlavní myšlenka textu?');
    expect(panelToggle(dialog)).toHaveAttribute('aria-expanded', 'false');
    expect(handle(dialog)).toHaveAttribute('aria-valuenow', '22');
    expect(within(dialog).getByRole('region', { name: 'Vysvětlení' }).scrollTop).toBe(0);
    // and by the strip too
    await user.click(panelToggle(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Otázka 2, špatně' }));
    expect(panelToggle(dialog)).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with its header and resizes with ↑/↓ on the handle between the minimum and 58 %', async () => {
    const { dialog, user } = await openReview();
    const separator = handle(dialog);
    expect(separator).toHaveAttribute('aria-valuemin', '22');
    expect(separator).toHaveAttribute('aria-valuemax', '58');
    expect(separator).toHaveAttribute('aria-valuetext', 'Sbaleno, 22 % výšky obrazovky');
    await user.click(panelToggle(dialog));
    expect(separator).toHaveAttribute('aria-valuenow', '50');
    expect(separator).toHaveAttribute('aria-valuetext', '50 % výšky obrazovky');
    separator.focus();
    await user.keyboard('{ArrowUp}');
    expect(separator).toHaveAttribute('aria-valuenow', '55');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(separator).toHaveAttribute('aria-valuenow', '58');
    await user.keyboard('{ArrowDown}');
    expect(separator).toHaveAttribute('aria-valuenow', '53');
    await user.keyboard('{Home}');
    expect(panelToggle(dialog)).toHaveAttribute('aria-expanded', 'false');
    expect(separator).toHaveAttribute('aria-valuenow', '22');
    // ↑ on the collapsed panel opens it at its smallest height (200 px)
    await user.keyboard('{ArrowUp}');
    expect(panelToggle(dialog)).toHaveAttribute('aria-expanded', 'true');
    expect(separator).toHaveAttribute('aria-valuenow', '26');
    await user.keyboard('{ArrowDown}');
    expect(panelToggle(dialog)).toHaveAttribute('aria-expanded', 'false');
    await user.click(panelToggle(dialog));
    await user.click(panelToggle(dialog));
    expect(panelToggle(dialog)).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('results review: the points each question earned', () => {
  /** The evaluated attempt of a quiz taking 1/3 of a question's points for a wrong answer, nothing for a skip. */
  const penalised = () => {
    const data = evaluatedQuiz();
    data.meta_data = { ...data.meta_data, _lp_negative_marking: 'yes', wrong_penalty: '1/3' };
    data.results = evaluated({
      subtracted: 1,
      answered: {
        101: { answered: 'b', correct: true, mark: 1 },
        102: { answered: 'false', correct: false, mark: -0.33 },
        103: { answered: ['m1'], correct: false, mark: -0.33 },
        104: { answered: { b1: '30', b2: '3' }, correct: false, mark: -0.33 },
        105: { answered: '', correct: false, mark: 0 },
      },
    });
    return data;
  };
  const points = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('region', { name: 'Otázka s odpověďmi' })).getByText(/^Body:/);

  it('says a penalised question’s net points and why, a right one’s and a skipped one’s', async () => {
    const view = renderQuiz(quizAddress(2), penalised());
    const dialog = await screen.findByRole('dialog', { name: 'Kontrola odpovědí' });
    expect(points(dialog)).toHaveTextContent('Body: −0,33 z 1 (špatná odpověď)');
    await view.user.click(within(dialog).getByRole('button', { name: 'Předchozí' }));
    expect(points(dialog)).toHaveTextContent(/^Body: 1 z 1$/);
    await view.user.click(within(dialog).getByRole('button', { name: 'Otázka 5, bez odpovědi' }));
    expect(points(dialog)).toHaveTextContent('Body: 0 z 1 (vynecháno)');
  });

  it('says nothing of points when the evaluation does not give them', async () => {
    renderQuiz(quizAddress(2), evaluatedQuiz());
    const dialog = await screen.findByRole('dialog', { name: 'Kontrola odpovědí' });
    expect(within(dialog).queryByText(/^Body:/)).not.toBeInTheDocument();
  });
});
