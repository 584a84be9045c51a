import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import styles from './course-overview.module.css';

/** Server HTML is sanitised before it is rendered (ARCHITECTURE §4); links open in a new tab. */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}

/** The course overview (SPEC §2): the server's HTML, sanitised. */
export function CourseOverview({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: clean }} />;
}
