import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** DOMPurify on a jsdom document: `purify.ts` where there is no browser (the server's render, decision 0038). */
export const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
