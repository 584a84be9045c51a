import type { BodyOf } from '@studovna/core/contract';
import type { StudioAssignment, studioAssignmentsApi } from '@studovna/core/contract/studio';
import { assignmentDraftProblems, type AssignmentDurationFormat } from '@studovna/core/studio';

/** The assignment form as typed: numbers stay text until saved, so a half-typed value is kept as it is. */
export interface AssignmentForm {
  title: string;
  /** The task, HTML as the editor writes it. */
  content: string;
  introduction: string;
  filesAmount: number;
  durationTime: string;
  durationFormat: AssignmentDurationFormat;
  mark: string;
  passingGrade: string;
}

export type AssignmentBody = BodyOf<typeof studioAssignmentsApi.updateAssignment>;

/** The form's fields in the order they are shown, by the body names the server's errors use. */
export const ASSIGNMENT_FIELDS = [
  'title',
  'introduction',
  'content',
  'files_amount',
  'duration.time',
  'duration.format',
  'mark',
  'passing_grade',
] as const;

export const assignmentFormOf = (a: StudioAssignment): AssignmentForm => ({
  title: a.title,
  content: a.content,
  introduction: a.introduction,
  filesAmount: a.files_amount,
  durationTime: String(a.duration.time),
  durationFormat: a.duration.format,
  mark: String(a.mark).replace('.', ','),
  passingGrade: String(a.passing_grade).replace('.', ','),
});

/** A number as typed (decimal comma or point); 0 when empty, NaN when not a number. */
const numberOf = (text: string): number => (text.trim() === '' ? 0 : Number(text.trim().replace(',', '.')));

export function assignmentBodyOf(form: AssignmentForm): AssignmentBody {
  return {
    title: form.title.trim(),
    content: form.content,
    introduction: form.introduction,
    files_amount: form.filesAmount,
    duration: { time: numberOf(form.durationTime), format: form.durationFormat },
    mark: numberOf(form.mark),
    passing_grade: numberOf(form.passingGrade),
  };
}

/** What core's rule finds wrong, by body name (its paths are the body's). */
export function assignmentFormProblems(form: AssignmentForm) {
  const body = assignmentBodyOf(form);
  return assignmentDraftProblems({
    title: form.title,
    content: body.content,
    introduction: body.introduction,
    filesAmount: body.files_amount,
    durationTime: body.duration.time,
    durationFormat: form.durationFormat,
    mark: body.mark,
    passingGrade: body.passing_grade,
  });
}
