import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fillInBlanks, renderQuestion } from './question-fixtures';
import { splitBlanks } from './fill-in-blanks';

describe('fill_in_blanks', () => {
  it('splits title_api into text and blank ids', () => {
    expect(splitBlanks('a {{FIB_b1}} b {{FIB_x-2}}')).toEqual(['a ', 'b1', ' b ', 'x-2', '']);
  });

  it('places an input named "Mezera N" where each placeholder stands', () => {
    const { container } = renderQuestion(fillInBlanks);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.map((i) => i.getAttribute('aria-label'))).toEqual(['Mezera 1', 'Mezera 2']);
    expect(screen.getByRole('group', { name: 'Doplň slova.' })).toHaveTextContent(
      'kapitola : kniha = sloka :',
    );
    // the text before the first blank, then the blank, then the line break and the rest
    const fib = container.querySelector('[role="group"]')!;
    expect(fib.children[1]?.querySelector('input')).toHaveAccessibleName('Mezera 1');
    expect(fib.querySelector('br')).not.toBeNull();
  });

  it('answers blank id → fill, and no answer when every blank is empty', async () => {
    const { user, onAnswer } = renderQuestion(fillInBlanks);
    await user.type(screen.getByRole('textbox', { name: 'Mezera 1' }), 'báseň');
    expect(onAnswer).toHaveBeenLastCalledWith({ b1: 'báseň' });
    await user.type(screen.getByRole('textbox', { name: 'Mezera 2' }), '4');
    expect(onAnswer).toHaveBeenLastCalledWith({ b1: 'báseň', b2: '4' });
    await user.clear(screen.getByRole('textbox', { name: 'Mezera 1' }));
    await user.clear(screen.getByRole('textbox', { name: 'Mezera 2' }));
    expect(onAnswer).toHaveBeenLastCalledWith(undefined);
  });

  it('typing letters and digits in a blank is typing, not choosing', async () => {
    const { user, onAnswer } = renderQuestion(fillInBlanks, { keyboardTarget: document });
    await user.click(screen.getByRole('textbox', { name: 'Mezera 1' }));
    await user.keyboard('a2');
    expect(onAnswer).toHaveBeenLastCalledWith({ b1: 'a2' });
    expect(screen.getByRole('textbox', { name: 'Mezera 1' })).toHaveFocus();
  });

  it('a digit outside the blanks moves focus to that blank', async () => {
    const { user, onAnswer } = renderQuestion(fillInBlanks, { keyboardTarget: document });
    await user.keyboard('2');
    expect(screen.getByRole('textbox', { name: 'Mezera 2' })).toHaveFocus();
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('locked blanks are read-only', async () => {
    const { user, onAnswer } = renderQuestion(fillInBlanks, { locked: true, answer: { b1: 'píseň' } });
    const first = screen.getByRole('textbox', { name: 'Mezera 1' });
    expect(first).toHaveAttribute('readonly');
    expect(first).toHaveValue('píseň');
    await user.type(first, 'x');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('after check each blank says right or wrong, and a wrong one shows the right fill', () => {
    renderQuestion(fillInBlanks, {
      locked: true,
      answer: { b1: 'báseň', b2: '5' },
      checked: {
        correct: false,
        explanation: '<p>Sloka je oddíl básně.</p>',
        blanks: { b1: { correct: 'báseň', is_correct: true }, b2: { correct: '4', is_correct: false } },
      },
    });
    expect(screen.getByRole('textbox', { name: 'Mezera 1' })).toHaveAccessibleDescription('správně');
    expect(screen.getByRole('textbox', { name: 'Mezera 2' })).toHaveAccessibleDescription(
      'špatně Správně: 4',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Špatně');
    expect(screen.getByRole('region', { name: 'Vysvětlení' })).toHaveTextContent('Sloka je oddíl básně.');
  });

  it('reads blank results the server revealed in the question itself', () => {
    const revealed = {
      ...fillInBlanks,
      options: [
        {
          ...fillInBlanks.options[0]!,
          answers: { b1: { correct: 'báseň', is_correct: false, answer: 'kniha' } },
        },
      ],
    };
    renderQuestion(revealed, { locked: true, answer: { b1: 'kniha' } });
    expect(screen.getByRole('textbox', { name: 'Mezera 1' })).toHaveAccessibleDescription(
      'špatně Správně: báseň',
    );
  });
});
