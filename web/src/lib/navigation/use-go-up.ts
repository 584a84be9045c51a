import { upRule } from '@studovna/core/domain';
import { useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { backMove } from './back-move';
import { EarlierEntriesContext } from './history-trail';

/**
 * Back up the hierarchy from the current screen (`parent` names it for a screen outside the course
 * hierarchy): back in history when the screen before is that parent, else replacing this entry with it.
 */
export function useGoUp() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const earlier = useContext(EarlierEntriesContext);
  return (parent?: string) => {
    const move = backMove(upRule(pathname, parent), earlier());
    if ('delta' in move) void navigate(move.delta);
    else void navigate(move.replace, { replace: true });
  };
}
