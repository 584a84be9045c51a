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
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const answerFileUrl = (site: string, fileId: number) =>
  site + buildPath(assignmentsApi.downloadAnswerFile.path, { id: fileId });

export interface AnswerState {
  answer: AnswerRow | undefined;
  files: readonly AnswerFileRow[];
}

export function toResults({ answer, files }: AnswerState, site: string): AssignmentResults {
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
