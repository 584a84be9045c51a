/**
 * Moves focus to a field that needs the author, and brings it to the middle of the screen: the app's
 * toasts sit at the top and would cover a field scrolled only just into view.
 */
export function focusField(element: HTMLElement | null | undefined) {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'center' });
}
