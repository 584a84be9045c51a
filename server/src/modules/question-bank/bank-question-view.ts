import type { BankQuestion, BankQuestionRow } from '@studovna/core/contract/studio';
import { lacksExplanation } from '@studovna/core/studio';
import type { StudioUser } from '../studio/studio-user';
import type { BankQuestionDbRow } from './question-bank.repository';
import { draftFromStored, type StoredQuestion } from './question-draft-codec';

/**
 * Who may change a question (issue 22): the team every one; an instructor the questions they own and
 * those in a quiz of their own course.
 */
export function mayEditQuestion(
  user: StudioUser,
  q: Pick<BankQuestionDbRow, 'author_id' | 'course_author_id'>,
): boolean {
  return user.role === 'administrator' || q.author_id === user.id || q.course_author_id === user.id;
}

export function toBankQuestionRow(row: BankQuestionDbRow, user: StudioUser): BankQuestionRow {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    tags: row.tags,
    difficulty: row.difficulty,
    mark: Number(row.mark),
    revision: row.revision,
    archived: row.archived_at !== null,
    no_explanation: lacksExplanation(row),
    used_in:
      row.quiz_id !== null && row.course_id !== null
        ? {
            quiz: { id: row.quiz_id, title: row.quiz_title ?? '' },
            course: { id: row.course_id, title: row.course_title ?? '' },
          }
        : null,
    author: row.author_id !== null ? { id: row.author_id, name: row.author_name ?? '' } : null,
    updated_at: row.updated_at.toISOString(),
    may_edit: mayEditQuestion(user, row),
  };
}

export function toBankQuestion(
  row: BankQuestionDbRow,
  stored: StoredQuestion,
  user: StudioUser,
  learners: number,
): BankQuestion {
  return {
    ...toBankQuestionRow(row, user),
    // the rule's type holds readonly lists; the wire's the same values
    draft: draftFromStored(stored, { tags: row.tags, difficulty: row.difficulty }) as BankQuestion['draft'],
    revisions: row.revision,
    learners,
  };
}
