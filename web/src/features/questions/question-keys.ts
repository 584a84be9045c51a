import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/** A key press from the DOM or from React. */
export type KeyPress = KeyboardEvent | ReactKeyboardEvent;

/**
 * Whether the key press belongs to a text field (typing a letter there is typing, Enter and arrows move
 * the caret). The shell should leave such presses alone.
 */
export function isTextEntryTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return (
    target instanceof HTMLInputElement &&
    !['radio', 'checkbox', 'button', 'submit', 'reset'].includes(target.type)
  );
}

/**
 * The option a key chooses: A–P → 0–15, 1–9 → 0–8 (also on the number pad); `null` for any other key,
 * with a modifier (Shift aside), or inside a text field.
 */
export function optionIndexForKey(event: KeyPress): number | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTextEntryTarget(event.target)) return null;
  const key = event.key;
  if (/^[1-9]$/.test(key)) return Number(key) - 1;
  if (/^[a-p]$/i.test(key)) return key.toUpperCase().charCodeAt(0) - 65;
  return null;
}
