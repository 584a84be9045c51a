import { questionDraftProblems } from '@studovna/core/studio';
import { describe, expect, it } from 'vitest';
import { bankQuestionDrafts } from './bank-questions';

describe('the large bank’s generated questions', () => {
  it('are valid drafts of all five types, with topics and a difficulty, and the same for the same index', () => {
    const drafts = bankQuestionDrafts(10_000);
    const wrong = drafts.flatMap((d, i) => questionDraftProblems(d).map((p) => `${i} ${d.title}: ${p.code}`));
    expect(wrong).toEqual([]);
    expect(new Set(drafts.map((d) => d.type)).size).toBe(5);
    expect(drafts.every((d) => d.tags.length > 0 && d.difficulty !== undefined)).toBe(true);
    expect(bankQuestionDrafts(3, 500)).toEqual(drafts.slice(500, 503));
  });
});
