import { useEffect, useState } from 'react';

const TEXT_ENTRY =
  'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, [contenteditable="true"]';

/** How much the visual viewport must shrink before we take it for an on-screen keyboard. */
const KEYBOARD_MIN_PX = 150;

/**
 * SPEC §4: the bottom bar hides while the on-screen keyboard is shown. Shown = a text field has focus
 * on a touch screen, or the visual viewport has shrunk by a keyboard's height.
 */
export function useKeyboardShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    const touch = window.matchMedia?.('(pointer: coarse)').matches ?? false;
    const update = () => {
      const active = document.activeElement;
      const typing = active instanceof HTMLElement && active.matches(TEXT_ENTRY);
      const shrunk = viewport ? window.innerHeight - viewport.height > KEYBOARD_MIN_PX : false;
      setShown(typing && (touch || shrunk));
    };
    const later = () => setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    viewport?.addEventListener('resize', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
      viewport?.removeEventListener('resize', update);
    };
  }, []);
  return shown;
}
