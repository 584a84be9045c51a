import type { FieldProblem } from './field-problems';
import { LESSON_LIMITS } from './lesson-draft';
import type { StudioMessageCode } from './studio-messages';

/** An assignment as an author writes it (issue 22 point 6): the task, its time, files and passing mark. */
export interface AssignmentDraft {
  title: string;
  /** The task, HTML. */
  content: string;
  /** What the learner reads before starting, HTML. */
  introduction: string;
  durationMinutes: number;
  /** Files a learner may hand in (SPEC §9: at most 2). */
  filesAmount: number;
  /** Time after the start: `time` units of `format`; 0 = no limit. */
  duration: { format: 'minute' | 'hour' | 'day' | 'week'; time: number };
  /** Points needed to pass. */
  passingGrade: number;
  attachments: { name: string }[];
}

export const ASSIGNMENT_LIMITS = {
  files: 2,
  time: 10_000,
  /** Points to pass: at most this many, two decimals (the database keeps numeric(8, 2)). */
  grade: 10_000,
  attachmentName: 200,
} as const;

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;
const hundredths = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

type Problem = FieldProblem<StudioMessageCode>;

function textProblems(path: string, value: string, max: number, required: boolean): Problem[] {
  if (required && value.trim() === '') return [{ path, code: 'studio.required' }];
  return value.length > max ? [{ path, code: 'studio.tooLong', values: { max } }] : [];
}

export function assignmentDraftProblems(draft: AssignmentDraft): Problem[] {
  const problems: Problem[] = [
    ...textProblems('title', draft.title, LESSON_LIMITS.title, true),
    ...textProblems('content', draft.content, LESSON_LIMITS.content, false),
    ...textProblems('introduction', draft.introduction, LESSON_LIMITS.content, false),
  ];
  if (!wholeIn(draft.durationMinutes, 0, LESSON_LIMITS.minutes))
    problems.push({
      path: 'duration_minutes',
      code: 'studio.minutesInvalid',
      values: { max: LESSON_LIMITS.minutes },
    });
  if (!wholeIn(draft.filesAmount, 0, ASSIGNMENT_LIMITS.files))
    problems.push({ path: 'files_amount', code: 'studio.filesAmountInvalid' });
  if (!wholeIn(draft.duration.time, 0, ASSIGNMENT_LIMITS.time))
    problems.push({
      path: 'duration.time',
      code: 'studio.assignmentTimeInvalid',
      values: { max: ASSIGNMENT_LIMITS.time },
    });
  const grade = draft.passingGrade;
  if (!(grade >= 0 && grade <= ASSIGNMENT_LIMITS.grade && hundredths(grade)))
    problems.push({
      path: 'passing_grade',
      code: 'studio.assignmentGradeInvalid',
      values: { max: ASSIGNMENT_LIMITS.grade },
    });
  draft.attachments.forEach((attachment, i) =>
    problems.push(
      ...textProblems(`attachments.${i}.name`, attachment.name, ASSIGNMENT_LIMITS.attachmentName, true),
    ),
  );
  return problems;
}
