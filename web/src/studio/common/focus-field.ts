/**
 * Moves focus to a field that needs the author, and brings it to the middle of the screen: the app's
 * toasts sit at the top and would cover a field scrolled only just into view.
 */
export function focusField(field: HTMLElement | null | undefined) {
  // a rich-text field is noted by its frame: the editable area inside it takes the focus
  const element = field?.querySelector<HTMLElement>('[contenteditable]') ?? field;
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'center' });
}
