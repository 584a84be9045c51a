import { assignmentsApi, type Assignment, type AssignmentResults } from '@studovna/core/contract';
import { uploadUrl } from '../../lib/upload-url';
import { buildPath } from '@studovna/core/contract';
import type { LearningItemRow } from '../progress/progress.service';
import type {
  AnswerFileRow,
  AnswerRow,
  AssignmentSettingsRow,
  AttachmentRow,
} from './assignments.repository';

/** The assignment and the caller's answer as the contract has them. */

const SECONDS: Record<AssignmentSettingsRow['duration_format'], number> = {
  minute: 60,
  hour: 3600,
  day: 86_400,
  week: 604_800,
};

/** The time allowed after the start, in seconds; 0 = no limit. */
export const limitSeconds = (settings: AssignmentSettingsRow): number =>
  settings.duration_time * SECONDS[settings.duration_format];

/** An lp_assignment item without a settings row: one file, no time limit, nothing to pass. */
export const defaultSettings = (itemId: number): AssignmentSettingsRow => ({
  item_id: itemId,
  introduction: '',
  files_amount: 1,
  duration_format: 'day',
  duration_time: 0,
  passing_grade: 0,
  mark: 10,
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const answerFileUrl = (site: string, fileId: number) =>
  site + buildPath(assignmentsApi.downloadAnswerFile.path, { id: fileId });

export const feedbackFileUrl = (site: string, itemId: number) =>
  site + buildPath(assignmentsApi.downloadFeedbackFile.path, { id: itemId });

export interface AnswerState {
  answer: AnswerRow | undefined;
  files: readonly AnswerFileRow[];
  /** The file the instructor attached to the feedback. */
  feedbackFile?: AnswerFileRow | undefined;
}

export function toResults({ answer, files, feedbackFile }: AnswerState, site: string): AssignmentResults {
  if (!answer)
    return {
      status: '',
      graduation: '',
      mark: null,
      note: '',
      answer_files: [],
      start_time: null,
      deadline: null,
      end_time: null,
      instructor_note: '',
      instructor_file: null,
      evaluated_at: null,
      returned_at: null,
    };
  return {
    status: answer.status,
    graduation: answer.status === 'evaluated' ? (answer.graduation ?? 'failed') : 'in-progress',
    mark: answer.status === 'evaluated' ? answer.mark : null,
    note: answer.note,
    answer_files: files.map((f) => ({
      id: f.id,
      name: f.original_name,
      url: answerFileUrl(site, f.id),
      size: f.size,
    })),
    start_time: iso(answer.started_at),
    deadline: iso(answer.deadline),
    end_time: iso(answer.submitted_at),
    instructor_note: answer.feedback,
    instructor_file: feedbackFile
      ? {
          id: feedbackFile.id,
          name: feedbackFile.original_name,
          url: feedbackFileUrl(site, answer.item_id),
          size: feedbackFile.size,
        }
      : null,
    evaluated_at: answer.status === 'evaluated' ? iso(answer.evaluated_at) : null,
    returned_at: iso(answer.returned_at),
  };
}

export function toAssignment(
  parts: {
    item: LearningItemRow;
    settings: AssignmentSettingsRow;
    attachments: readonly AttachmentRow[];
    state: AnswerState;
    maxFileSize: number;
  },
  site: string,
): Assignment {
  const { item, settings, state } = parts;
  return {
    id: item.id,
    title: item.title,
    // the task shows once started: the time allowed runs from then
    content: state.answer ? item.content : '',
    introdution: settings.introduction,
    files_amount: Math.min(settings.files_amount, assignmentsApi.ASSIGNMENT_MAX_FILES),
    duration: { format: settings.duration_format, time: settings.duration_time },
    passing_grade: settings.passing_grade,
    mark: settings.mark,
    attachments: parts.attachments.map((a) => ({
      id: a.id,
      name: a.name,
      url: uploadUrl(site, a.path),
      size: a.size,
    })),
    max_file_size: parts.maxFileSize,
    results: toResults(state, site),
    assigned: { course: { id: item.course_id, title: item.course_title, slug: item.course_slug } },
  };
}
