import type { BodyOf } from '@studovna/core/contract';
import type { StudioLesson, studioLessonsApi } from '@studovna/core/contract/studio';
import { lessonDraftProblems } from '@studovna/core/studio';

/** The lesson form as typed: minutes stay text until saved, so a half-typed value is kept as it is. */
export interface LessonForm {
  title: string;
  /** HTML as the editor writes it. */
  content: string;
  /** The address as pasted (the server stores the player's). */
  videoUrl: string;
  preview: boolean;
  minutes: string;
}

export type LessonBody = BodyOf<typeof studioLessonsApi.updateLesson>;

/** The form's fields in the order they are shown, by the body names the server's errors use. */
export const LESSON_FIELDS = ['title', 'content', 'video_url', 'preview', 'duration_minutes'] as const;

export const lessonFormOf = (lesson: StudioLesson): LessonForm => ({
  title: lesson.title,
  content: lesson.content,
  videoUrl: lesson.video_url,
  preview: lesson.preview,
  minutes: String(lesson.duration_minutes),
});

/** Whole minutes as typed; NaN when it is not a number (core then names the problem). */
const minutesOf = (text: string): number => (text.trim() === '' ? 0 : Number(text.replace(',', '.')));

export function lessonBodyOf(form: LessonForm): LessonBody {
  return {
    title: form.title.trim(),
    content: form.content,
    video_url: form.videoUrl.trim(),
    preview: form.preview,
    duration_minutes: minutesOf(form.minutes),
  };
}

/** What core's rule finds wrong, by body name (its paths are the body's). */
export const lessonFormProblems = (form: LessonForm) =>
  lessonDraftProblems({
    title: form.title,
    content: form.content,
    videoUrl: form.videoUrl,
    preview: form.preview,
    durationMinutes: minutesOf(form.minutes),
  });
