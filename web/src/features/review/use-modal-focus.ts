import { useEffect, useEffectEvent, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `root`, in order (hidden ones left out). */
const tabbable = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));

/**
 * A full-screen modal's focus: on opening it moves in (to `focusFirst()`, else the modal itself), Tab and
 * Shift+Tab stay inside (`trapTab` in the modal's keydown), and on closing it goes back to where it was
 * before. The page behind does not scroll while the modal is open.
 */
export function useModalFocus(modal: RefObject<HTMLElement | null>, focusFirst: () => boolean) {
  const onOpen = useEffectEvent(() => {
    if (!focusFirst()) modal.current?.focus();
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    onOpen();
    return () => {
      document.body.style.overflow = overflow;
      if (previous && previous !== document.body && previous.isConnected) previous.focus();
    };
  }, []);

  const trapTab = (event: KeyboardEvent) => {
    const root = modal.current;
    if (event.key !== 'Tab' || !root) return;
    const items = tabbable(root);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === root)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { trapTab };
}
