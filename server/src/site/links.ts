import { escapeHtml } from './escape-html';

/** Only http(s) and site-relative addresses become links; anything else (javascript:, data:) does not. */
export function safeHref(url: string): string {
  return /^(https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : '/';
}

/** `<a href="mailto:…">…</a>` with the address escaped. */
export function mailLink(email: string): string {
  return `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`;
}

/** `<a href="tel:…">…</a>`: the href keeps only digits and a leading plus, the text is shown as given. */
export function phoneLink(phone: string): string {
  const digits = phone.trim().replace(/(?!^\+)[^\d]/g, '');
  return `<a href="tel:${escapeHtml(digits)}">${escapeHtml(phone)}</a>`;
}
