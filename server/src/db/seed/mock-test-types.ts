import type { SeedQuestion } from './content-types';

/**
 * A mock test in the format of the real test (issue 27 point 2, decision 0041): its parts — the oddíly of
 * OSP, the parts of ZSV, the dimensions of TSP — in the order of the real sitting, each with its own
 * items, and the real scoring. Plain data like the rest of the seed's content.
 */
export interface SeedMockTest {
  /** The test family. */
  family: 'osp' | 'zsv' | 'tsp';
  title: string;
  /** Shown before the start: the format, the parts and their times, the scoring, the strategy. HTML. */
  description: string;
  /** The share of an item's point a wrong answer takes off: '1/3' (OSP, ZSV) or '1/5' (TSP). */
  wrongPenalty: string;
  /** Options of every item: four (OSP, ZSV) or five (TSP). */
  optionsPerItem: 4 | 5;
  /** Minutes for the whole test when its parts share one time (ZSV); null when each part has its own. */
  sharedMinutes: number | null;
  parts: SeedMockPart[];
}

export interface SeedMockPart {
  /** As the real test names it, e.g. "Verbální oddíl", "Kritické myšlení". */
  title: string;
  /** The part's own time limit; null when the parts share the test's time. */
  minutes: number | null;
  items: SeedMockItem[];
}

/** A single-answer item: exactly one correct option; the explanation says why each wrong one is wrong. */
export type SeedMockItem = Extract<SeedQuestion, { type: 'single_choice' }>;
