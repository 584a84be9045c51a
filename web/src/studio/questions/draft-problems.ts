import {
  questionDraftProblems,
  questionMessages,
  type DraftProblem,
  type QuestionDraft,
} from '@studovna/core/studio';

/** A question problem's message in the studio's language, `{{name}}` filled from its values. */
export function questionProblemMessage(problem: DraftProblem, language: 'cs' | 'en'): string {
  const template = questionMessages[language][problem.code] ?? questionMessages.cs[problem.code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(problem.values?.[name] ?? whole));
}

/** The rule's problems as path → first message, and the paths in the form's order. */
export function draftErrors(draft: QuestionDraft, language: 'cs' | 'en') {
  const errors: Record<string, string> = {};
  const order: string[] = [];
  for (const problem of questionDraftProblems(draft)) {
    if (errors[problem.path]) continue;
    errors[problem.path] = questionProblemMessage(problem, language);
    order.push(problem.path);
  }
  return { errors, order };
}
