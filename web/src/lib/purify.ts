import DOMPurify from 'dompurify';

/**
 * DOMPurify on the page's document: the one sanitiser of HTML from content and users in the app. The
 * server's render of a first screen uses `purify.server.ts` instead (the same DOMPurify on a jsdom
 * document), so both sanitise alike (decision 0038).
 */
export const purify = DOMPurify;
