import type { FieldProblem } from './field-problems';
import type { StudioMessageCode } from './studio-messages';

/** How the time allowed after the start is counted (LearnPress's duration formats). */
export const ASSIGNMENT_DURATION_FORMATS = ['minute', 'hour', 'day', 'week'] as const;
export type AssignmentDurationFormat = (typeof ASSIGNMENT_DURATION_FORMATS)[number];

/** An assignment as an author writes it (issue 22 point 6). */
export interface AssignmentDraft {
  title: string;
  /** The task itself, HTML (formulas as `$…$`). */
  content: string;
  /** Shown before the start, HTML. */
  introduction: string;
  /** Files a learner may hand in (SPEC §9: at most 2). */
  filesAmount: number;
  /** Time allowed after the start in `durationFormat` units; 0 = no limit. */
  durationTime: number;
  durationFormat: AssignmentDurationFormat;
  /** The highest mark an instructor can give. */
  mark: number;
  /** The points needed to pass, at most the mark. */
  passingGrade: number;
}

export const ASSIGNMENT_LIMITS = {
  title: 200,
  content: 200_000,
  introduction: 20_000,
  filesAmount: 2,
  durationTime: 999,
  mark: 1000,
} as const;

/** A number of points with at most two decimals (the database keeps numeric(8, 2)). */
const isPoints = (value: number) =>
  Number.isFinite(value) && value >= 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export function assignmentDraftProblems(draft: AssignmentDraft): FieldProblem<StudioMessageCode>[] {
  const problems: FieldProblem<StudioMessageCode>[] = [];
  const L = ASSIGNMENT_LIMITS;
  if (draft.title.trim() === '') problems.push({ path: 'title', code: 'studio.required' });
  else if (draft.title.length > L.title)
    problems.push({ path: 'title', code: 'studio.tooLong', values: { max: L.title } });
  if (draft.content.length > L.content)
    problems.push({ path: 'content', code: 'studio.tooLong', values: { max: L.content } });
  if (draft.introduction.length > L.introduction)
    problems.push({ path: 'introduction', code: 'studio.tooLong', values: { max: L.introduction } });
  if (!Number.isInteger(draft.filesAmount) || draft.filesAmount < 0 || draft.filesAmount > L.filesAmount)
    problems.push({
      path: 'files_amount',
      code: 'studio.filesAmountInvalid',
      values: { max: L.filesAmount },
    });
  if (!Number.isInteger(draft.durationTime) || draft.durationTime < 0 || draft.durationTime > L.durationTime)
    problems.push({ path: 'duration.time', code: 'studio.durationInvalid', values: { max: L.durationTime } });
  if (!ASSIGNMENT_DURATION_FORMATS.includes(draft.durationFormat))
    problems.push({ path: 'duration.format', code: 'studio.durationFormatInvalid' });
  const markValid = isPoints(draft.mark) && draft.mark > 0 && draft.mark <= L.mark;
  if (!markValid) problems.push({ path: 'mark', code: 'studio.markInvalid', values: { max: L.mark } });
  if (!isPoints(draft.passingGrade))
    problems.push({ path: 'passing_grade', code: 'studio.passingGradeInvalid' });
  else if (markValid && draft.passingGrade > draft.mark)
    problems.push({ path: 'passing_grade', code: 'studio.passingAboveMark', values: { mark: draft.mark } });
  return problems;
}
