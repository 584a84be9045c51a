import { describe, expect, it } from 'vitest';
import { lessonDraftProblems, type LessonDraft } from './lesson-draft';

const good: LessonDraft = {
  title: 'Analogie',
  content: '<p>Vztah $a:b = c:d$</p>',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  preview: false,
  durationMinutes: 15,
};

describe('a lesson draft', () => {
  it('is fine with a title, content, a YouTube address and minutes', () => {
    expect(lessonDraftProblems(good)).toEqual([]);
    expect(lessonDraftProblems({ ...good, videoUrl: '' })).toEqual([]);
  });

  it.each([
    [{ title: ' ' }, [{ path: 'title', code: 'studio.required' }]],
    [{ title: 'x'.repeat(201) }, [{ path: 'title', code: 'studio.tooLong', values: { max: 200 } }]],
    [{ videoUrl: 'https://example.com/a.mp4' }, [{ path: 'video_url', code: 'studio.videoInvalid' }]],
    [
      { durationMinutes: -1 },
      [{ path: 'duration_minutes', code: 'studio.minutesInvalid', values: { max: 600 } }],
    ],
    [
      { durationMinutes: 2.5 },
      [{ path: 'duration_minutes', code: 'studio.minutesInvalid', values: { max: 600 } }],
    ],
  ] as const)('%j → %j', (change, problems) => {
    expect(lessonDraftProblems({ ...good, ...change })).toEqual(problems);
  });
});
