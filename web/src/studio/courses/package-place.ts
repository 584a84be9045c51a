import { optionLetter } from '@studovna/core/domain';
import type { StudioT } from '../i18n/studio-i18n';

/**
 * Where a problem of a course package is, as an author reads it: `course.sections.0.items.1.questions.2`
 * → „Sekce 1 › položka 2 › otázka 3". Fields are left to the path itself (course.json's own names).
 */
export function packagePlace(path: string, t: StudioT): string {
  const parts: string[] = [];
  const segments = path.split('.');
  for (let i = 0; i < segments.length; i++) {
    const [name, next] = [segments[i]!, segments[i + 1]];
    const n = next !== undefined && /^\d+$/.test(next) ? Number(next) : null;
    if (name === 'course' && i === 0) parts.push(t('coursePackage.placeCourse'));
    if (n === null) continue;
    if (name === 'sections') parts.push(t('coursePackage.placeSection', { n: n + 1 }));
    else if (name === 'items') parts.push(t('coursePackage.placeItem', { n: n + 1 }));
    else if (name === 'questions') parts.push(t('coursePackage.placeQuestion', { n: n + 1 }));
    else if (name === 'options')
      parts.push(t('coursePackage.placeOption', { letter: optionLetter(n) ?? n + 1 }));
    else if (name === 'attachments') parts.push(t('coursePackage.placeAttachment', { n: n + 1 }));
    else if (name === 'categories') parts.push(t('coursePackage.placeCategory', { n: n + 1 }));
  }
  return parts.join(' › ');
}
