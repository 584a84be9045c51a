import { isEnrolledOrFinished, type CourseStatus } from './course-access';

/**
 * SPEC §4 preview mode: who is offered the course preview with sample tasks, and how the preview
 * treats the learner. Pure; the web app feeds it its build setting, the course and the session.
 */

interface PreviewSectionLike {
  items: readonly { type: string; preview?: boolean }[];
}

/** The course has sample tasks: one of its sections holds a quiz that is a preview item. */
export const hasPreviewQuiz = (sections: readonly PreviewSectionLike[] | null | undefined): boolean =>
  (sections ?? []).some((section) =>
    section.items.some((item) => item.type === 'lp_quiz' && item.preview === true),
  );

/**
 * - `guest`: blocked actions ask to log in ('Akce vyžaduje přihlášení');
 * - `withoutPlan`: logged in without every premium the course requires; blocked actions offer the plan;
 * - `notEnrolled`: nothing is missing but the enrolment; blocked actions offer the course;
 * - `member`: holds the plan and is enrolled (or finished) — the preview is not needed.
 */
export type PreviewAudience = 'guest' | 'withoutPlan' | 'notEnrolled' | 'member';

export interface PreviewAudienceInput {
  loggedIn: boolean;
  /** The learner holds every premium the course's categories require (true when none is required). */
  holdsPremium: boolean;
  courseStatus: CourseStatus | null | undefined;
}

export function previewAudience({
  loggedIn,
  holdsPremium,
  courseStatus,
}: PreviewAudienceInput): PreviewAudience {
  if (!loggedIn) return 'guest';
  if (!holdsPremium) return 'withoutPlan';
  return isEnrolledOrFinished(courseStatus) ? 'member' : 'notEnrolled';
}

export interface PreviewOfferInput {
  /** The build's preview mode (VITE_PREVIEW_MODE). */
  previewMode: boolean;
  loggedIn: boolean;
  holdsPremium: boolean;
  /** The course's curriculum; unknown (not sent) counts as no sample quiz. */
  sections: readonly PreviewSectionLike[] | null | undefined;
}

/**
 * SPEC §4: the preview is offered only when preview mode is on and a section has a sample quiz, and only
 * to those it is for (SPEC §6): guests and learners without the study plan.
 */
export const previewOffered = ({
  previewMode,
  loggedIn,
  holdsPremium,
  sections,
}: PreviewOfferInput): boolean => previewMode && (!loggedIn || !holdsPremium) && hasPreviewQuiz(sections);
