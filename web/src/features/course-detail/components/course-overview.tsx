import { useMemo } from 'react';
import { purify } from '../../../lib/purify';
import styles from './course-overview.module.css';

/** Server HTML is sanitised before it is rendered (ARCHITECTURE §4); links open in a new tab. */
export function sanitizeHtml(html: string): string {
  const fragment = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  // the sanitiser's document: the page's, or jsdom's in the server's render (decision 0038)
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** The course overview (SPEC §2): the server's HTML, sanitised. */
export function CourseOverview({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: clean }} />;
}
