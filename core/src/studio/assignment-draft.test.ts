import { describe, expect, it } from 'vitest';
import { assignmentDraftProblems, type AssignmentDraft } from './assignment-draft';

const draft = (change: Partial<AssignmentDraft> = {}): AssignmentDraft => ({
  title: 'Esej',
  content: '<p>Úkol</p>',
  introduction: '',
  filesAmount: 1,
  durationTime: 0,
  durationFormat: 'day',
  mark: 10,
  passingGrade: 6,
  ...change,
});

const codes = (change: Partial<AssignmentDraft>) =>
  assignmentDraftProblems(draft(change)).map((p) => `${p.path}:${p.code}`);

describe('assignmentDraftProblems', () => {
  it('takes a whole draft, no limit and the pass mark equal to the mark', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ passingGrade: 10, mark: 10 })).toEqual([]);
    expect(
      codes({ filesAmount: 0, durationTime: 999, durationFormat: 'week', mark: 0.5, passingGrade: 0 }),
    ).toEqual([]);
  });

  it.each<[Partial<AssignmentDraft>, string[]]>([
    [{ title: ' ' }, ['title:studio.required']],
    [{ title: 'x'.repeat(201) }, ['title:studio.tooLong']],
    [{ introduction: 'x'.repeat(20_001) }, ['introduction:studio.tooLong']],
    [{ filesAmount: 3 }, ['files_amount:studio.filesAmountInvalid']],
    [{ filesAmount: 1.5 }, ['files_amount:studio.filesAmountInvalid']],
    [{ durationTime: -1 }, ['duration.time:studio.durationInvalid']],
    [{ durationTime: 1000 }, ['duration.time:studio.durationInvalid']],
    [{ durationFormat: 'month' as never }, ['duration.format:studio.durationFormatInvalid']],
    [{ mark: 0 }, ['mark:studio.markInvalid']],
    [{ mark: 1000.01 }, ['mark:studio.markInvalid']],
    [{ mark: Number.NaN }, ['mark:studio.markInvalid']],
    [{ passingGrade: 10.001 }, ['passing_grade:studio.passingGradeInvalid']],
    [{ passingGrade: -1 }, ['passing_grade:studio.passingGradeInvalid']],
    [{ passingGrade: 10.5 }, ['passing_grade:studio.passingAboveMark']],
  ])('%o → %o', (change, expected) => {
    expect(codes(change)).toEqual(expected);
  });

  it('does not compare the pass mark with a mark that is itself wrong', () => {
    expect(codes({ mark: -5, passingGrade: 3 })).toEqual(['mark:studio.markInvalid']);
  });
});
