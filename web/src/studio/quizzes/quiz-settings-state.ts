import type { BodyOf } from '@studovna/core/contract';
import type { StudioQuizSettings, studioQuizzesApi } from '@studovna/core/contract/studio';
import { canonicalPenalty, parsePenalty } from '@studovna/core/domain';

/** The settings as typed: numbers stay text until saved; the time limit in minutes. */
export interface QuizSettingsForm {
  title: string;
  minutes: string;
  passingGrade: string;
  unlimitedRetakes: boolean;
  retakes: string;
  instantCheck: boolean;
  /** The share of a question's points a wrong answer takes off, as typed (`1/3`, `0,25`; '' is 0). */
  wrongPenalty: string;
  /** The share a skipped question takes off, as typed. */
  skipPenalty: string;
  preview: boolean;
}

export type QuizSettingsBody = BodyOf<typeof studioQuizzesApi.updateQuizSettings>;

/** The fields in the order they are shown, by the body names the server's errors use. */
export const QUIZ_SETTINGS_FIELDS = [
  'title',
  'time_limit_seconds',
  'passing_grade',
  'retake_count',
  'wrong_penalty',
  'skip_penalty',
  'instant_check',
  'preview',
] as const;

const decimal = (value: number) => String(Math.round(value * 100) / 100).replace('.', ',');

export const settingsFormOf = (settings: StudioQuizSettings): QuizSettingsForm => ({
  title: settings.title,
  minutes: decimal(settings.time_limit_seconds / 60),
  passingGrade: String(settings.passing_grade),
  unlimitedRetakes: settings.retake_count < 0,
  retakes: settings.retake_count < 0 ? '0' : String(settings.retake_count),
  instantCheck: settings.instant_check,
  wrongPenalty: settings.wrong_penalty,
  skipPenalty: settings.skip_penalty,
  preview: settings.preview,
});

/** A typed number ('' is 0); NaN when it is not one. */
export const numberOf = (text: string): number =>
  text.trim() === '' ? 0 : Number(text.trim().replace(/\s/g, '').replace(',', '.'));

/** A typed penalty ('' is none) in its canonical form when it is one (`0,25` → `1/4`), else as typed. */
const penaltyOf = (text: string): string => (text.trim() === '' ? '0' : canonicalPenalty(text.trim()));

export const settingsBodyOf = (form: QuizSettingsForm): QuizSettingsBody => ({
  title: form.title.trim(),
  time_limit_seconds: Math.round(numberOf(form.minutes) * 60),
  passing_grade: numberOf(form.passingGrade),
  retake_count: form.unlimitedRetakes ? -1 : numberOf(form.retakes),
  instant_check: form.instantCheck,
  wrong_penalty: penaltyOf(form.wrongPenalty),
  skip_penalty: penaltyOf(form.skipPenalty),
  preview: form.preview,
});

export type SettingsProblem = 'required' | 'minutes' | 'percent' | 'retakes' | 'penalty';

/** What the browser can tell before sending (the server checks the same and the limits). */
export function settingsProblems(form: QuizSettingsForm): Partial<Record<string, SettingsProblem>> {
  const body = settingsBodyOf(form);
  const whole = (value: number, min: number, max: number) =>
    Number.isInteger(value) && value >= min && value <= max;
  const problems: Partial<Record<string, SettingsProblem>> = {};
  if (body.title === '') problems.title = 'required';
  const minutes = numberOf(form.minutes);
  if (!Number.isFinite(minutes) || minutes < 0) problems.time_limit_seconds = 'minutes';
  if (!whole(body.passing_grade, 0, 100)) problems.passing_grade = 'percent';
  if (!form.unlimitedRetakes && !whole(body.retake_count, 0, 100)) problems.retake_count = 'retakes';
  for (const path of ['wrong_penalty', 'skip_penalty'] as const)
    if (parsePenalty(body[path]) === null) problems[path] = 'penalty';
  return problems;
}
