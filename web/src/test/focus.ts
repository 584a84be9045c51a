import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The element `found` gets the focus. Screens move it in an effect that runs just after the element
 * appears, so the focus is waited for (and the test fails when it never comes).
 */
export async function expectFocusOn(found: Promise<HTMLElement>): Promise<HTMLElement> {
  const element = await found;
  await waitFor(() => expect(element).toHaveFocus());
  return element;
}
