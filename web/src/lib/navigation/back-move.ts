import type { UpRule } from '@studovna/core/domain';

/** How Back moves: `delta` entries back in history, or replacing the current entry with `replace`. */
export type BackMove = { delta: number } | { replace: string };

/**
 * Back by `rule` from the entry after `earlier` (the paths of the earlier history entries, oldest
 * first; `undefined` where unknown). Back steps over the entries the rule passes; when the first other
 * entry is one the rule accepts, it goes back to it (the history stays as the learner made it),
 * otherwise it replaces the current entry with the rule's fallback — never back into a screen below.
 */
export function backMove(rule: UpRule, earlier: readonly (string | undefined)[]): BackMove {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const path = earlier[i];
    if (path === undefined) break;
    if (rule.accepts(path)) return { delta: i - earlier.length };
    if (!rule.passes(path)) break;
  }
  return { replace: rule.fallback };
}
