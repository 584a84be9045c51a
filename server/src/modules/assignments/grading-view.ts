import { buildPath } from '@studovna/core/contract';
import { studioGradingApi, type GradingAnswer, type GradingRow } from '@studovna/core/contract/studio';
import { gradingStateOf } from '@studovna/core/studio';
import type { AnswerFileRow } from './assignments.repository';
import type { GradingAnswerData, GradingRowData } from './grading.repository';

/** Answers as the studio's grading shows them (decision 0026). */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toGradingRow(row: GradingRowData): GradingRow {
  return {
    id: row.id,
    // the queue reads only answers that have a state in it
    state: gradingStateOf(row.status, row.returned_at) ?? 'returned',
    learner: { id: row.learner_id, name: row.learner_name },
    assignment: { id: row.item_id, title: row.item_title },
    course: { id: row.course_id, title: row.course_title },
    submitted_at: iso(row.submitted_at),
    at_deadline: row.at_deadline,
    mark: row.status === 'evaluated' ? row.mark : null,
    highest_mark: row.highest_mark,
    graduation: row.status === 'evaluated' ? row.graduation : null,
    returns: row.returns,
  };
}

const fileOf = (url: string, file: AnswerFileRow) => ({
  id: file.id,
  name: file.original_name,
  size: file.size,
  url,
});

export function toGradingAnswer(
  row: GradingAnswerData,
  files: readonly AnswerFileRow[],
  feedbackFile: AnswerFileRow | undefined,
  site: string,
): GradingAnswer {
  const A = studioGradingApi;
  return {
    ...toGradingRow(row),
    assignment: {
      id: row.item_id,
      title: row.item_title,
      content: row.item_content,
      mark: row.highest_mark,
      passing_grade: row.passing_grade,
    },
    started_at: row.started_at.toISOString(),
    deadline: iso(row.deadline),
    note: row.note,
    files: files.map((f) =>
      fileOf(site + buildPath(A.downloadAnswerFile.path, { id: row.id, file: f.id }), f),
    ),
    feedback: row.feedback,
    feedback_file: feedbackFile
      ? fileOf(site + buildPath(A.downloadFeedbackFile.path, { id: row.id }), feedbackFile)
      : null,
    evaluated_at: row.status === 'evaluated' ? iso(row.evaluated_at) : null,
    returned_at: iso(row.returned_at),
    graded_by: row.graded_by_name ? { id: row.graded_by, name: row.graded_by_name } : null,
    revision: row.revision,
    app_path: `/kurzy/${row.course_id}/lp_assignment/${row.item_id}`,
  };
}
