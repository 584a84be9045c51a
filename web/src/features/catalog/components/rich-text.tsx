import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Server HTML (course announcements) rendered only after sanitising (ARCHITECTURE §4). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
