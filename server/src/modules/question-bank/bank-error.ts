import type { Locale } from '@studovna/core';
import {
  questionBankMessage,
  questionMessages,
  type FieldProblem,
  type QuestionBankMessageCode,
  type QuestionMessageCode,
} from '@studovna/core/studio';
import { ApiError } from '../../lib/api-error';

/** A field problem of the bank: a question draft's own (`question.…`) or the bank's (`bank.…`). */
export type BankProblem = FieldProblem<QuestionMessageCode | QuestionBankMessageCode>;

const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

/** A bank or question message in the locale. */
export function bankProblemMessage(problem: Omit<BankProblem, 'path'>, locale: Locale): string {
  if (problem.code.startsWith('bank.'))
    return questionBankMessage(problem.code as QuestionBankMessageCode, locale, problem.values);
  const catalogue = locale === 'en' ? questionMessages.en : questionMessages.cs;
  return fill(catalogue[problem.code as QuestionMessageCode], problem.values);
}

/**
 * An error of the question bank (decision 0024), shaped as every studio error: its message in the
 * author's language and, for a refused save, each wrong field's message in `data.fields`.
 */
export class BankError extends ApiError {
  constructor(
    status: number,
    code: string,
    readonly bankCode: QuestionBankMessageCode,
    readonly values: Record<string, string | number> = {},
    readonly problems: readonly BankProblem[] = [],
    extra: Record<string, unknown> = {},
  ) {
    super(status, code, null, questionBankMessage(bankCode, 'cs', values), extra);
  }

  override render(locale: Locale) {
    const rendered = super.render(locale);
    const fields: Record<string, string> = {};
    for (const p of this.problems) fields[p.path] ??= bankProblemMessage(p, locale);
    return {
      ...rendered,
      message: questionBankMessage(this.bankCode, locale, this.values),
      data: { ...rendered.data, ...(this.problems.length > 0 ? { fields } : {}) },
    };
  }
}

export const bankError = (
  status: number,
  code: string,
  bankCode: QuestionBankMessageCode,
  values?: Record<string, string | number>,
) => new BankError(status, code, bankCode, values);

/** A save refused for its fields: 400 `studio_invalid`, nothing written. */
export const invalidBankFields = (problems: readonly BankProblem[]) =>
  new BankError(400, 'studio_invalid', 'bank.invalid', {}, problems);

export const bankNotFound = () => bankError(404, 'studio_not_found', 'bank.notFound');
