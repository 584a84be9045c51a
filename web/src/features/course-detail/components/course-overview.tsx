import { useMemo } from 'react';
import { sanitizeContent } from '../../../lib/content-html';
import styles from './course-overview.module.css';

/** Server HTML, sanitised (`sanitizeContent`), as markup. */
export function sanitizeHtml(html: string): string {
  const fragment = sanitizeContent(html);
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** The course overview (SPEC §2): the server's HTML, sanitised. */
export function CourseOverview({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: clean }} />;
}
