import type { GradingAnswer, GradingRow } from '@studovna/core/contract/studio';

/** Answers of the grading screens' tests. */

export const gradingRow = (extra: Partial<GradingRow> = {}): GradingRow => ({
  id: 41,
  state: 'waiting',
  learner: { id: 7, name: 'Jana Nováková' },
  assignment: { id: 211, title: 'Napiš vlastní analogie' },
  course: { id: 1, title: 'OSP: Verbální oddíl' },
  submitted_at: '2026-03-02T09:30:00Z',
  at_deadline: false,
  mark: null,
  highest_mark: 12,
  graduation: null,
  returns: 0,
  ...extra,
});

export const gradingAnswer = (extra: Partial<GradingAnswer> = {}): GradingAnswer => ({
  ...gradingRow(),
  assignment: {
    id: 211,
    title: 'Napiš vlastní analogie',
    content: '<p>Vymysli pět analogií.</p>',
    mark: 12,
    passing_grade: 8,
  },
  started_at: '2026-03-01T09:30:00Z',
  deadline: '2026-03-04T09:30:00Z',
  note: 'Posílám své analogie.',
  files: [
    {
      id: 5,
      name: 'analogie.txt',
      size: 2048,
      url: 'http://localhost:3000/wp-json/studovna/v1/studio/grading/41/files/5',
    },
  ],
  feedback: '',
  feedback_file: null,
  evaluated_at: null,
  returned_at: null,
  graded_by: null,
  revision: 1,
  app_path: '/kurzy/1/lp_assignment/211',
  ...extra,
});
