import { escapeHtml } from '../../escape-html';

export interface Notice {
  kind: 'error' | 'info' | 'success';
  text: string;
}

/** A message at the top of a page: errors are announced at once (alert), the rest politely (status). */
export function renderNotice(notice: Notice | null): string {
  if (!notice) return '';
  const role = notice.kind === 'error' ? 'alert' : 'status';
  return `<p class="notice notice-${notice.kind}" role="${role}">${escapeHtml(notice.text)}</p>`;
}
