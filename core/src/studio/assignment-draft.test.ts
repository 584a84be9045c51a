import { describe, expect, it } from 'vitest';
import { assignmentDraftProblems, type AssignmentDraft } from './assignment-draft';

const good: AssignmentDraft = {
  title: 'Vlastní analogie',
  content: '<p>Napiš šest analogií.</p>',
  introduction: '',
  durationMinutes: 30,
  filesAmount: 2,
  duration: { format: 'day', time: 3 },
  passingGrade: 4.5,
  attachments: [{ name: 'List.txt' }],
};

describe('an assignment draft', () => {
  it('is fine with a title, files, a time and a passing mark', () => {
    expect(assignmentDraftProblems(good)).toEqual([]);
  });

  it.each([
    [{ title: '' }, [{ path: 'title', code: 'studio.required' }]],
    [{ filesAmount: 3 }, [{ path: 'files_amount', code: 'studio.filesAmountInvalid' }]],
    [
      { duration: { format: 'week', time: 1.5 } },
      [{ path: 'duration.time', code: 'studio.assignmentTimeInvalid', values: { max: 10_000 } }],
    ],
    [
      { passingGrade: 1.234 },
      [{ path: 'passing_grade', code: 'studio.assignmentGradeInvalid', values: { max: 10_000 } }],
    ],
    [
      { passingGrade: -1 },
      [{ path: 'passing_grade', code: 'studio.assignmentGradeInvalid', values: { max: 10_000 } }],
    ],
    [{ attachments: [{ name: ' ' }] }, [{ path: 'attachments.0.name', code: 'studio.required' }]],
  ] as const)('%j → %j', (change, problems) => {
    expect(assignmentDraftProblems({ ...good, ...change } as AssignmentDraft)).toEqual(problems);
  });
});
