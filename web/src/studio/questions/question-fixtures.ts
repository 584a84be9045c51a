import type { BankQuestion, BankQuestionRow } from '@studovna/core/contract/studio';
import type { QuestionDraft } from '@studovna/core/studio';

export const bankRow = (
  id: number,
  title: string,
  extra: Partial<BankQuestionRow> = {},
): BankQuestionRow => ({
  id,
  type: 'single_choice',
  title,
  tags: ['analogie'],
  difficulty: 2,
  mark: 1,
  revision: 1,
  archived: false,
  no_explanation: false,
  used_in: { quiz: { id: 1002, title: 'Vstupní test' }, course: { id: 5, title: 'Analogie pro pokročilé' } },
  author: { id: 2, name: 'Lenka Dvořáková' },
  updated_at: '2026-11-20T08:00:00Z',
  may_edit: true,
  ...extra,
});

export const singleDraft: QuestionDraft = {
  type: 'single_choice',
  title: 'lékař : nemocnice = učitel : ?',
  content: '',
  hint: '',
  explanation: 'Učitel pracuje ve škole.',
  mark: 1,
  tags: ['analogie'],
  difficulty: 2,
  options: [
    { title: 'žák', correct: false },
    { title: 'škola', correct: true },
    { title: 'tabule', correct: false },
  ],
};

export const bankQuestion = (
  draft: QuestionDraft = singleDraft,
  extra: Partial<BankQuestion> = {},
): BankQuestion => ({
  ...bankRow(41, draft.title, { type: draft.type }),
  draft: draft as BankQuestion['draft'],
  revisions: 1,
  learners: 0,
  ...extra,
});
