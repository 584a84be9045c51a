import { useEffect } from 'react';
import type { AppStore } from '../store';
import { applyTheme } from './apply-theme';

/** Keeps `<html>` on the theme of the store's flags (the index's inline script set it before the first paint). */
export function useThemeSync(store: AppStore): void {
  useEffect(() => {
    applyTheme(store.getState().app.flags.theme);
    return store.subscribe((state, previous) => {
      if (state.app.flags.theme !== previous.app.flags.theme) applyTheme(state.app.flags.theme);
    });
  }, [store]);
}
