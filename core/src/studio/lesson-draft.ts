import { videoEmbedUrl } from '../domain/video';
import type { FieldProblem } from './field-problems';
import type { StudioMessageCode } from './studio-messages';

/** A lesson as an author writes it (issue 22 point 3). */
export interface LessonDraft {
  title: string;
  /** HTML; formulas as `$…$` (KaTeX in the app). */
  content: string;
  /** The address of a YouTube or Vimeo video as the author pasted it, '' without one. */
  videoUrl: string;
  /** Open to guests as a preview. */
  preview: boolean;
  durationMinutes: number;
}

export const LESSON_LIMITS = { title: 200, content: 200_000, minutes: 600 } as const;

export function lessonDraftProblems(draft: LessonDraft): FieldProblem<StudioMessageCode>[] {
  const problems: FieldProblem<StudioMessageCode>[] = [];
  if (draft.title.trim() === '') problems.push({ path: 'title', code: 'studio.required' });
  else if (draft.title.length > LESSON_LIMITS.title)
    problems.push({ path: 'title', code: 'studio.tooLong', values: { max: LESSON_LIMITS.title } });
  if (draft.content.length > LESSON_LIMITS.content)
    problems.push({ path: 'content', code: 'studio.tooLong', values: { max: LESSON_LIMITS.content } });
  if (videoEmbedUrl(draft.videoUrl) === null)
    problems.push({ path: 'video_url', code: 'studio.videoInvalid' });
  const minutes = draft.durationMinutes;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > LESSON_LIMITS.minutes)
    problems.push({
      path: 'duration_minutes',
      code: 'studio.minutesInvalid',
      values: { max: LESSON_LIMITS.minutes },
    });
  return problems;
}
