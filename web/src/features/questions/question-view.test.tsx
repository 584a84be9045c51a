import { act, createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { multiChoice, renderQuestion, singleChoice, trueOrFalse } from './question-fixtures';
import type { QuestionViewHandle } from './question-view';

describe('QuestionView — choice questions', () => {
  it('single_choice is a radio group named by the question, options lettered A–D', async () => {
    const { user, onAnswer } = renderQuestion(singleChoice, { total: 9 });
    expect(screen.getByText('Otázka 1 z 9')).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'lékař : nemocnice = učitel : ?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'A žák',
      'B škola',
      'C tabule',
      'D vysvědčení',
    ]);
    await user.click(screen.getByRole('radio', { name: 'B škola' }));
    expect(onAnswer).toHaveBeenLastCalledWith('o2');
    expect(screen.getByRole('radio', { name: 'B škola' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'A žák' }));
    expect(onAnswer).toHaveBeenLastCalledWith('o1');
    expect(screen.getByRole('radio', { name: 'B škola' })).not.toBeChecked();
  });

  it('true_or_false offers Pravda and Nepravda as radios', async () => {
    const { user, onAnswer } = renderQuestion(trueOrFalse);
    await user.click(screen.getByRole('radio', { name: 'B Nepravda' }));
    expect(onAnswer).toHaveBeenLastCalledWith('false');
  });

  it('multi_choice is a checkbox group; the answer lists values in option order, none = undefined', async () => {
    const { user, onAnswer } = renderQuestion(multiChoice);
    expect(screen.getByRole('group', { name: 'Vyber kořeny rovnice.' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    await user.click(boxes[2]!);
    await user.click(boxes[0]!);
    expect(onAnswer).toHaveBeenLastCalledWith(['m1', 'm3']);
    await user.click(boxes[0]!);
    await user.click(boxes[2]!);
    expect(onAnswer).toHaveBeenLastCalledWith(undefined);
  });

  it('renders TeX in the content and options with KaTeX', async () => {
    const { container } = renderQuestion(multiChoice);
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(5));
    // (jsdom cannot compute styles of MathML, so no accessible-name queries over typeset options here)
    const firstOption = container.querySelector('label');
    expect(firstOption?.querySelector('annotation')).toHaveTextContent('2');
  });

  it('locked: inputs are disabled and nothing changes', async () => {
    const { user, onAnswer } = renderQuestion(singleChoice, { locked: true, answer: 'o1' });
    const radio = screen.getByRole('radio', { name: 'B škola' });
    expect(radio).toBeDisabled();
    await user.click(radio);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'A žák' })).toBeChecked();
  });

  it('after check marks the chosen wrong option and the right one in text, and shows the explanation', () => {
    renderQuestion(singleChoice, {
      locked: true,
      answer: 'o1',
      checked: {
        correct: false,
        explanation: '<p>Nemocnice je místo, kde lékař pracuje.</p>',
        options: singleChoice.options.map((o) => ({
          value: o.value,
          is_true: o.value === 'o2' ? 'yes' : 'no',
        })),
      },
    });
    expect(screen.getByRole('radio', { name: 'A žák tvoje odpověď, špatně' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'B škola správná odpověď' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'C tabule' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Špatně');
    const explanation = screen.getByRole('region', { name: 'Vysvětlení' });
    expect(explanation).toHaveTextContent('Nemocnice je místo, kde lékař pracuje.');
  });

  it('a right multi_choice answer is marked correct; no explanation panel without one', () => {
    renderQuestion(multiChoice, {
      locked: true,
      answer: ['m1', 'm3'],
      checked: {
        correct: true,
        explanation: null,
        options: multiChoice.options.map((o) => ({
          value: o.value,
          is_true: ['m1', 'm3'].includes(o.value) ? 'yes' : 'no',
        })),
      },
    });
    expect(screen.getAllByText('tvoje odpověď, správně')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Správně!');
    expect(screen.queryByRole('region', { name: 'Vysvětlení' })).not.toBeInTheDocument();
  });

  it('the hint opens on demand, can start open, and can be left out', async () => {
    const first = renderQuestion(singleChoice);
    const button = screen.getByRole('button', { name: 'Nápověda' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Řekni si vztah celou větou.')).not.toBeVisible();
    await first.user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Řekni si vztah celou větou.')).toBeVisible();
    first.unmount();

    const open = renderQuestion(singleChoice, { showHint: true });
    expect(screen.getByText('Řekni si vztah celou větou.')).toBeVisible();
    open.unmount();

    renderQuestion(singleChoice, { showHint: false });
    expect(screen.queryByRole('button', { name: 'Nápověda' })).not.toBeInTheDocument();
  });

  it('a hint that is a video address becomes a link', () => {
    renderQuestion({ ...singleChoice, hint: 'https://video.example.cz/reseni/11' }, { showHint: true });
    expect(screen.getByRole('link', { name: /Přehrát video řešení/ })).toHaveAttribute(
      'href',
      'https://video.example.cz/reseni/11',
    );
  });
});

describe('QuestionView — keyboard', () => {
  it('letters A–P and digits 1–9 choose an option and focus it (keyboardTarget)', async () => {
    const { user, onAnswer } = renderQuestion(singleChoice, { keyboardTarget: document });
    await user.keyboard('b');
    expect(onAnswer).toHaveBeenLastCalledWith('o2');
    expect(screen.getByRole('radio', { name: 'B škola' })).toHaveFocus();
    await user.keyboard('4');
    expect(onAnswer).toHaveBeenLastCalledWith('o4');
    await user.keyboard('C');
    expect(onAnswer).toHaveBeenLastCalledWith('o3');
    onAnswer.mockClear();
    await user.keyboard('e'); // only four options
    await user.keyboard('{Control>}a{/Control}');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('letters toggle multi_choice options', async () => {
    const { user, onAnswer } = renderQuestion(multiChoice, { keyboardTarget: document });
    await user.keyboard('ca');
    expect(onAnswer).toHaveBeenLastCalledWith(['m1', 'm3']);
    await user.keyboard('3');
    expect(onAnswer).toHaveBeenLastCalledWith(['m1']);
  });

  it('keys do nothing while locked', async () => {
    const { user, onAnswer } = renderQuestion(singleChoice, { keyboardTarget: document, locked: true });
    await user.keyboard('b');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('the ref routes keys for the shell and focuses the heading', () => {
    const ref = createRef<QuestionViewHandle>();
    const { onAnswer } = renderQuestion(singleChoice, { ref });
    const used = new KeyboardEvent('keydown', { key: 'd', cancelable: true });
    let handled = false;
    act(() => {
      handled = ref.current!.handleQuestionKey(used);
    });
    expect(handled).toBe(true);
    expect(used.defaultPrevented).toBe(true);
    expect(onAnswer).toHaveBeenLastCalledWith('o4');
    expect(ref.current!.handleQuestionKey(new KeyboardEvent('keydown', { key: 'ArrowRight' }))).toBe(false);
    act(() => ref.current!.focus());
    expect(screen.getByRole('heading', { level: 2, name: 'lékař : nemocnice = učitel : ?' })).toHaveFocus();
  });

  it('a key the shell already handled is left alone', () => {
    const { onAnswer } = renderQuestion(singleChoice, { keyboardTarget: document });
    document.addEventListener('keydown', (e) => e.preventDefault(), { capture: true, once: true });
    fireEvent.keyDown(document, { key: 'a' });
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
