import { isEmptyAnswer, normalizeFill, parseFillNumber, singleValueOf } from './normalize';
import type { BlankResult, BlankSpec, GivenAnswer, GradableQuestion, QuestionGrade } from './types';

/** A question's mark as points: a finite number ≥ 0, anything else 0. */
export const questionPoints = (question: Pick<GradableQuestion, 'mark'>): number =>
  Number.isFinite(question.mark) && question.mark > 0 ? question.mark : 0;

/** A number for display in Czech: decimal comma. */
const czechNumber = (value: number): string => String(value).replace('.', ',');

/** Whether one fill matches its blank (LearnPress `fill_in_blanks` comparisons). */
export function isBlankFillCorrect(blank: BlankSpec, fill: string): boolean {
  switch (blank.comparison) {
    case 'equal': {
      const given = normalizeFill(fill, blank.matchCase);
      return given !== '' && given === normalizeFill(blank.answer, blank.matchCase);
    }
    case 'any': {
      const given = normalizeFill(fill, blank.matchCase);
      return given !== '' && blank.answers.some((a) => normalizeFill(a, blank.matchCase) === given);
    }
    case 'range': {
      const value = parseFillNumber(fill);
      const low = Math.min(blank.min, blank.max);
      const high = Math.max(blank.min, blank.max);
      return value !== undefined && value >= low && value <= high;
    }
  }
}

/** The right fill of a blank as shown in the review. */
export function expectedFill(blank: BlankSpec): string {
  switch (blank.comparison) {
    case 'equal':
      return blank.answer;
    case 'any':
      return blank.answers.join(' / ');
    case 'range':
      return blank.min === blank.max
        ? czechNumber(blank.min)
        : `${czechNumber(Math.min(blank.min, blank.max))}–${czechNumber(Math.max(blank.min, blank.max))}`;
  }
}

/** Every blank of a fill_in_blanks question, graded from blank id → fill (other shapes fill nothing). */
export function gradeBlanks(blanks: readonly BlankSpec[], answer: GivenAnswer): BlankResult[] {
  const fills: Readonly<Record<string, unknown>> =
    answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? answer : {};
  return blanks.map((blank) => {
    const raw = Object.hasOwn(fills, blank.id) ? fills[blank.id] : undefined;
    const given = typeof raw === 'string' ? normalizeFill(raw, true) : '';
    return { id: blank.id, correct: isBlankFillCorrect(blank, given), given, expected: expectedFill(blank) };
  });
}

const sameSet = (given: readonly string[], expected: readonly string[]): boolean => {
  const a = new Set(given);
  const b = new Set(expected);
  return a.size === b.size && [...a].every((value) => b.has(value));
};

function isCorrect(question: GradableQuestion, answer: GivenAnswer): boolean {
  const { options } = question;
  switch (question.type) {
    case 'true_or_false':
    case 'single_choice': {
      const value = singleValueOf(answer);
      return typeof value === 'string' && options.some((o) => o.isTrue && o.value === value);
    }
    case 'multi_choice': {
      const chosen = typeof answer === 'string' ? [answer] : Array.isArray(answer) ? answer : undefined;
      const right = options.filter((o) => o.isTrue).map((o) => o.value);
      return chosen !== undefined && sameSet(chosen, right);
    }
    case 'sorting_choice': {
      if (!Array.isArray(answer)) return false;
      const order = [...options].sort((a, b) => a.sort - b.sort).map((o) => o.value);
      return answer.length === order.length && order.every((v, i) => answer[i] === v);
    }
    case 'fill_in_blanks':
      return false; // graded blank by blank in gradeQuestion
  }
}

/**
 * Grades one answer, LearnPress style and all or nothing: the full mark only when fully right.
 * Option values are compared exactly (they are ids the server handed out); an unknown value is wrong,
 * not an error. A one-answer question takes its value alone or in a list of one (see singleValueOf). fill_in_blanks is right only when every blank is, and reports each blank for the review.
 */
export function gradeQuestion(question: GradableQuestion, answer: GivenAnswer): QuestionGrade {
  const answered = !isEmptyAnswer(answer);
  if (question.type === 'fill_in_blanks') {
    const blanks = gradeBlanks(question.blanks ?? [], answer);
    const correct = answered && blanks.length > 0 && blanks.every((b) => b.correct);
    return { answered, correct, mark: correct ? questionPoints(question) : 0, blanks };
  }
  const correct = answered && isCorrect(question, answer);
  return { answered, correct, mark: correct ? questionPoints(question) : 0 };
}
