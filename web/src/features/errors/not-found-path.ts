/**
 * The 404 / denied screen (SPEC §2). Everything that sends the user there replaces the current history
 * entry instead of pushing a new one: a screen whose main resource answered 404 (or a 403 from the
 * server) is then not in the history any more, so neither Back nor the browser's back button returns
 * to it and bounces to this screen again.
 */
export const NOT_FOUND_PATH = '/404';

/** Route state the 404 / denied screen understands: 403 means access denied; a message replaces both titles. */
export interface NotFoundRouteState {
  status?: number;
  message?: string;
}
