import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderQuestion, sortingChoice } from './question-fixtures';
import { sortingOrder } from './sorting-choice';
import { moveItem } from './use-pointer-sort';

const itemTexts = () =>
  within(screen.getByRole('list', { name: 'Seřaď od nejmenšího.' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('[id]')?.textContent);

describe('sorting_choice', () => {
  it('orders the answer first, then the rest, dropping unknown values', () => {
    expect(sortingOrder(sortingChoice, ['s3', 'x', 's2'])).toEqual(['s3', 's2', 's1']);
    expect(sortingOrder(sortingChoice, undefined)).toEqual(['s1', 's2', 's3']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('is an ordered list with move buttons described by their item', () => {
    renderQuestion(sortingChoice);
    expect(itemTexts()).toEqual(['tři', 'jedna', 'dva']);
    const down = screen.getAllByRole('button', { name: 'Posunout níž' });
    expect(down).toHaveLength(3);
    expect(down[0]).toHaveAccessibleDescription('tři');
    expect(screen.getAllByRole('button', { name: 'Posunout výš' })[0]).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  describe('instructions', () => {
    /** The device's main pointer: `fine` for a mouse or touchpad, else a finger. */
    const pointer = (fine: boolean) =>
      vi.stubGlobal('matchMedia', (media: string) => ({
        media,
        matches: fine && media.includes('pointer: fine'),
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
    afterEach(() => vi.unstubAllGlobals());

    it('name the keys where a keyboard is likely (a mouse or a touchpad)', () => {
      pointer(true);
      renderQuestion(sortingChoice);
      expect(screen.getByRole('list', { name: 'Seřaď od nejmenšího.' })).toHaveAccessibleDescription(
        /Alt\+↑ či Alt\+↓\.$/,
      );
    });

    it('on a touch screen speak of the grip and the arrows, not of keys', () => {
      pointer(false);
      renderQuestion(sortingChoice);
      const list = screen.getByRole('list', { name: 'Seřaď od nejmenšího.' });
      expect(list).toHaveAccessibleDescription(
        'Seřaď položky: přetáhni je za úchyt vlevo, nebo je posuň šipkami vpravo.',
      );
      expect(screen.queryByText(/Alt\+|kláves/)).toBeNull();
    });
  });

  it('moves with the buttons; the answer is the values in the new order', async () => {
    const { user, onAnswer } = renderQuestion(sortingChoice);
    await user.click(screen.getAllByRole('button', { name: 'Posunout níž' })[0]!);
    expect(onAnswer).toHaveBeenLastCalledWith(['s2', 's1', 's3']);
    expect(itemTexts()).toEqual(['jedna', 'tři', 'dva']);
  });

  it('moves with Alt+↑/↓ on an item, keeps focus on it and announces the place', async () => {
    const { user, onAnswer } = renderQuestion(sortingChoice);
    const down = screen.getAllByRole('button', { name: 'Posunout níž' })[0]!;
    down.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onAnswer).toHaveBeenLastCalledWith(['s2', 's1', 's3']);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onAnswer).toHaveBeenLastCalledWith(['s2', 's3', 's1']);
    expect(document.activeElement).toHaveAccessibleDescription('tři');
    expect(screen.getByText('Přesunuto na 3. místo z 3.')).toBeInTheDocument();
    onAnswer.mockClear();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}'); // already last
    expect(onAnswer).not.toHaveBeenCalled();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onAnswer).toHaveBeenLastCalledWith(['s2', 's1', 's3']);
    expect(document.activeElement).toHaveAccessibleDescription('tři');
  });

  it('a letter or digit moves focus to that item', async () => {
    const { user } = renderQuestion(sortingChoice, { keyboardTarget: document });
    await user.keyboard('c');
    expect(document.activeElement).toHaveAccessibleDescription('dva');
  });

  it('the shown order can be kept as the answer', async () => {
    const { user, onAnswer } = renderQuestion(sortingChoice);
    await user.click(screen.getByRole('button', { name: 'Ponechat toto pořadí jako odpověď' }));
    expect(onAnswer).toHaveBeenLastCalledWith(['s1', 's2', 's3']);
    expect(
      screen.queryByRole('button', { name: 'Ponechat toto pořadí jako odpověď' }),
    ).not.toBeInTheDocument();
  });

  it('drags with the pointer: the list follows and the order is committed on release', () => {
    const { onAnswer, container } = renderQuestion(sortingChoice);
    // every item is 50 px tall, stacked in DOM order
    const items = () => [...container.querySelectorAll<HTMLElement>('[data-sort-item]')];
    for (const item of items())
      item.getBoundingClientRect = () => {
        const top = items().indexOf(item) * 50;
        return {
          top,
          bottom: top + 50,
          height: 50,
          left: 0,
          right: 300,
          width: 300,
          x: 0,
          y: top,
        } as DOMRect;
      };
    const grip = items()[0]!.firstElementChild!;
    fireEvent.pointerDown(grip, { button: 0, pointerId: 7, clientY: 25 });
    act(() => {
      window.dispatchEvent(new PointerEvent('pointermove', { pointerId: 7, clientY: 90 }));
    });
    expect(itemTexts()).toEqual(['jedna', 'tři', 'dva']);
    expect(onAnswer).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new PointerEvent('pointermove', { pointerId: 7, clientY: 140 }));
    });
    act(() => {
      window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 7, clientY: 140 }));
    });
    expect(onAnswer).toHaveBeenLastCalledWith(['s2', 's3', 's1']);
    expect(itemTexts()).toEqual(['jedna', 'dva', 'tři']);
  });

  it('a cancelled drag changes nothing', () => {
    const { onAnswer, container } = renderQuestion(sortingChoice);
    const grip = container.querySelector('[data-sort-item]')!.firstElementChild!;
    fireEvent.pointerDown(grip, { button: 0, pointerId: 3, clientY: 5 });
    act(() => {
      window.dispatchEvent(new PointerEvent('pointercancel', { pointerId: 3 }));
    });
    expect(onAnswer).not.toHaveBeenCalled();
    expect(itemTexts()).toEqual(['tři', 'jedna', 'dva']);
  });

  it('locked: no grips or buttons; after check each item says right or wrong and where it belongs', () => {
    renderQuestion(sortingChoice, {
      locked: true,
      answer: ['s2', 's1', 's3'],
      checked: {
        correct: false,
        explanation: null,
        options: [
          { value: 's1', sorting: 2 },
          { value: 's2', sorting: 0 },
          { value: 's3', sorting: 1 },
        ],
      },
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('jedna na správném místě');
    expect(items[1]).toHaveTextContent('třiPatří na 3. místo na špatném místě');
    expect(screen.getByRole('status')).toHaveTextContent('Špatně');
  });
});
