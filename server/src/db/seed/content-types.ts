/**
 * The shape of the Czech demo content. Each test family lives in `content/<family>.ts` as plain data;
 * `seed.ts` turns it into rows. HTML strings are trusted author content (still sanitised on output).
 * Mathematics is TeX between `$…$`.
 */

export type FamilySlug = 'osp' | 'zsv' | 'tsp';

export interface SeedFamily {
  category: SeedCategory;
  instructors: SeedInstructor[];
  courses: SeedCourse[];
}

export interface SeedCategory {
  slug: FamilySlug;
  name: string;
  description: string;
  /** Premium codes a learner must hold for the category (SPEC §3 meta.subscription). */
  premium: string[];
  /** File name in `seed/images/`. */
  image: string;
}

export interface SeedInstructor {
  username: string;
  displayName: string;
  nickname: string;
  /** A short bio in Czech. */
  description: string;
  /** File name in `seed/images/`. */
  avatar: string;
}

export interface SeedCourse {
  slug: string;
  title: string;
  /** Username of one of the family's instructors. */
  instructor: string;
  /** File name in `seed/images/`. */
  image: string;
  /** Whole Czech crowns; 0 is free. */
  price: number;
  salePrice?: number;
  /** Human duration, e.g. "6 týdnů". */
  duration: string;
  /** One or two sentences for lists. */
  excerpt: string;
  /** Overview HTML for the course detail. */
  overview: string;
  /** Passing condition in percent (0–100). */
  passingCondition: number;
  /** How many times the course may be retaken; negative is unlimited. */
  retakeCount: number;
  /** ISO date the course was published (orders "newest"/"oldest"). */
  publishedAt: string;
  sections: SeedSection[];
}

export interface SeedSection {
  title: string;
  description?: string;
  /**
   * A section added to a course after its release. `seed.ts` inserts it after all other content, the
   * assignments and the cohort's progress: no id of what was seeded before it moves (journeys, cohorts
   * and tests name them) and the cohort's past progress in the course stays what it was. Appended
   * sections come last in their course.
   */
  appended?: boolean;
  items: SeedItem[];
}

export type SeedItem = SeedLesson | SeedQuiz | SeedAssignment;

export interface SeedLesson {
  type: 'lp_lesson';
  title: string;
  durationMinutes: number;
  /** Guests may open it as a sample. */
  preview?: boolean;
  /** A page of real explanation with a worked example, HTML. */
  content: string;
}

export interface SeedAssignment {
  type: 'lp_assignment';
  title: string;
  /** Shown before the start: what to hand in, in what form, how it is marked. HTML. */
  introduction: string;
  /** The task itself, shown once the learner starts. HTML. */
  content: string;
  /** About how long the work takes (the curriculum shows it). */
  durationMinutes: number;
  preview?: boolean;
  /** Files the learner may hand in, 0–2 (SPEC §9). */
  filesAmount: 0 | 1 | 2;
  /** Time allowed after the start. */
  duration: { format: 'minute' | 'hour' | 'day' | 'week'; time: number };
  /** The highest mark; the introduction says it. */
  mark: number;
  /** Points needed to pass, at most the mark; the introduction says it. */
  passingGrade: number;
  /** Materials to download: shown name and a file in `seed/images/`. */
  attachments?: { name: string; file: string }[];
}

export interface SeedQuiz {
  type: 'lp_quiz';
  title: string;
  /** Intro shown before the start, HTML. */
  description: string;
  durationMinutes: number;
  preview?: boolean;
  /** Percent needed to pass. */
  passingGrade: number;
  /** Retakes allowed; -1 unlimited. */
  retakeCount: number;
  /** Time limit in minutes; absent or 0 = untimed. */
  timeLimitMinutes?: number;
  /** Check each answer as soon as it is given. */
  instantCheck?: boolean;
  /** The share of a question's mark a wrong answer takes off: '1', or a fraction such as '1/5'; none by default. */
  wrongPenalty?: string;
  /** The share of a question's mark a skipped question takes off; none by default. */
  skipPenalty?: string;
  /**
   * A mock test's parts in order (migration 0029): each with its own time limit, or null when the parts
   * share the quiz's time; each question names its part (`part`).
   */
  parts?: { title: string; minutes: number | null }[];
  questions: SeedQuestion[];
}

interface SeedQuestionBase {
  /** The question as a short heading. */
  title: string;
  /** Extra body (text, table, TeX), HTML. */
  content?: string;
  /** The hint ("video solution" text). */
  hint?: string;
  /** Why the right answer is right, HTML. Required. */
  explanation: string;
  /** Points; default 1. */
  mark?: number;
  /** In a mock test: the index of the question's part in the quiz's `parts`. */
  part?: number;
}

export interface SeedOption {
  title: string;
  correct?: boolean;
}

/**
 * A blank of a fill_in_blanks question. The seed's policy:
 * - a numeric answer is a `range` blank (`min === max` when the result is exact), so "3 400", "3400",
 *   "4,5" and "4.5" are all read as numbers; a range is wider only where the question asks to round,
 *   and then it holds exactly the values that round to the expected one;
 * - a Czech word is accepted only with its diacritics ("Brně", never "Brne"): alternatives are other
 *   correct forms — synonyms that fit the sentence, spelling variants ("dezinflace" / "desinflace") and
 *   the established transcriptions of foreign terms ("Korán", "Koran", "Qur'an").
 */
export type SeedBlank =
  | { id: string; comparison: 'equal'; answer: string; matchCase?: boolean }
  | { id: string; comparison: 'any'; answers: string[]; matchCase?: boolean }
  | { id: string; comparison: 'range'; min: number; max: number };

export type SeedQuestion = SeedQuestionBase &
  (
    | { type: 'true_or_false'; answer: boolean }
    | { type: 'single_choice'; options: SeedOption[] }
    | { type: 'multi_choice'; options: SeedOption[] }
    /** Items in their correct order; the app shows them shuffled. */
    | { type: 'sorting_choice'; ordered: string[] }
    /** `text` holds one `{{id}}` placeholder per blank. */
    | { type: 'fill_in_blanks'; text: string; blanks: SeedBlank[] }
  );
