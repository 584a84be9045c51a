import type { ValidationResult } from './validation';

export interface ReviewInput {
  title: string;
  content: string;
  /** Stars 1–5. */
  rating: number;
}

export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;

export const isReviewRating = (rating: number): boolean =>
  Number.isInteger(rating) && rating >= REVIEW_MIN_RATING && rating <= REVIEW_MAX_RATING;

/** SPEC §5 Review, in its order: the title, then the content (both trimmed). */
export function validateReview({ title, content }: ReviewInput): ValidationResult {
  if (!title.trim()) return 'review.titleRequired';
  if (!content.trim()) return 'review.contentRequired';
  return null;
}
