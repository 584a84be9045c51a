import { useMemo } from 'react';
import { purify } from '../../../lib/purify';

/** Server HTML (course announcements) rendered only after sanitising (ARCHITECTURE §4). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
