import { useEffect, useEffectEvent, type RefObject } from 'react';
import { isTextEntryTarget, type QuestionViewHandle } from './question-view';

export interface QuizKeys {
  /** The question on screen: A–P and 1–9 go to it first (choose, toggle, or focus a blank / item). */
  view: RefObject<QuestionViewHandle | null>;
  onPrevious?: () => void;
  onNext?: () => void;
  /** Enter outside buttons, links and fields: check the answer (or move on). */
  onEnter?: () => void;
  /** Off while a dialog is open or no question is shown. */
  enabled: boolean;
}

/** Elements that use Enter themselves (activation, new line); a blank or a chosen option does not. */
const OWN_ENTER =
  'button, a[href], select, textarea, summary, [contenteditable="true"], [role="button"], input[type="button"], input[type="submit"]';
/** Elements that use ←/→ themselves: a radio group moves the choice, fields move the caret. */
const OWN_ARROWS =
  'input:not([type="checkbox"]), select, textarea, [contenteditable="true"], [role="radio"], [role="slider"], [role="listbox"], [role="option"], [role="tab"], [data-sort-item]';

/**
 * Keyboard of the quiz (issue 4 point 5): A–P / 1–9 choose options (handled by the question view),
 * ←/→ move between questions, Enter checks (also from a chosen option or a filled blank). Keys with
 * Ctrl/Alt/Meta, keys inside a dialog and presses a focused control uses itself (a radio's arrows, a
 * button's Enter, the caret in a blank) are left alone.
 */
export function useQuizKeyboard({ view, onPrevious, onNext, onEnter, enabled }: QuizKeys) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
    if (view.current?.handleQuestionKey(event)) return;
    if (event.key === 'Enter') {
      if (event.shiftKey || target?.closest(OWN_ENTER) || !onEnter) return;
      event.preventDefault();
      onEnter();
      return;
    }
    if (isTextEntryTarget(event.target) || target?.closest(OWN_ARROWS)) return;
    if (event.key === 'ArrowLeft' && onPrevious) {
      event.preventDefault();
      onPrevious();
    } else if (event.key === 'ArrowRight' && onNext) {
      event.preventDefault();
      onNext();
    }
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
