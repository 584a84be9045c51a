import type { ComponentProps } from 'react';
import { useGoUp } from '../lib/navigation/use-go-up';
import { ButtonLink } from './button';

/**
 * A link to the screen above (`to`, e.g. a quiz result's "back to the course") that goes there as Back
 * does — back in history when that screen is the entry before — so it never adds a loop to the history.
 * A click that opens a new tab or window stays a plain link.
 */
export function UpButtonLink({ to, ...rest }: ComponentProps<typeof ButtonLink> & { to: string }) {
  const goUp = useGoUp();
  return (
    <ButtonLink
      to={to}
      {...rest}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        goUp(to);
      }}
    />
  );
}
