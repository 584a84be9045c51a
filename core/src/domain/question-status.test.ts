import { describe, expect, it } from 'vitest';
import {
  decodeStatus,
  encodeStatus,
  isPinned,
  pinColour,
  answerOverStored,
  statusAfterAnswer,
  storeRequest,
  togglePin,
  type QuestionStatus,
} from './question-status';

describe('question status digits (SPEC §3)', () => {
  it.each([
    [0, { answer: 0, pinned: false }],
    [1, { answer: 1, pinned: false }],
    [2, { answer: 2, pinned: false }],
    [3, { answer: 3, pinned: false }],
    [10, { answer: 0, pinned: true }],
    [11, { answer: 1, pinned: true }],
    [12, { answer: 2, pinned: true }],
    [13, { answer: 3, pinned: true }],
  ])('%d decodes and encodes back', (value, status) => {
    expect(decodeStatus(value)).toEqual(status);
    expect(encodeStatus(status as QuestionStatus)).toBe(value);
  });

  it.each([-2, -1, 4, 9, 14, 20, 1.5, Number.NaN])('%d is not a status', (value) => {
    expect(decodeStatus(value)).toBeNull();
  });

  it.each([
    [0, false],
    [3, false],
    [10, true],
    [13, true],
  ])('%d pinned: %s', (value, pinned) => expect(isPinned(value)).toBe(pinned));
});

describe('status after an answer', () => {
  const s = (answer: 0 | 1 | 2 | 3, pinned = false): QuestionStatus => ({ answer, pinned });
  it.each([
    ['first answer right', s(0), true, true, s(1)],
    ['first answer wrong', s(0), true, false, s(3)],
    ['right after wrong is re-correct', s(3), true, true, s(2)],
    ['right again after re-correct stays re-correct', s(2), true, true, s(2)],
    ['right again after right stays correct', s(1), true, true, s(1)],
    ['wrong after right', s(1), true, false, s(3)],
    ['wrong after re-correct', s(2), true, false, s(3)],
    ['no answer keeps the status', s(3), false, false, s(3)],
    ['the pin is kept', s(3, true), true, true, s(2, true)],
  ])('%s', (_name, previous, answered, correct, next) => {
    expect(statusAfterAnswer(previous, answered, correct)).toEqual(next);
  });
});

describe('answers applied over a stored status', () => {
  const statuses = [0, 1, 2, 3] as const;
  const sequences: boolean[][] = [[true], [false]];
  for (let n = 0; n < 3; n++)
    for (const seq of [...sequences]) sequences.push([...seq, true], [...seq, false]);

  it('folding the answers over a stored status equals applying their fold over no record', () => {
    const fold = (from: QuestionStatus, seq: boolean[]) =>
      seq.reduce((status, correct) => statusAfterAnswer(status, true, correct), from);
    for (const stored of statuses)
      for (const pinned of [false, true])
        for (const seq of sequences) {
          const fresh = fold({ answer: 0, pinned: false }, seq).answer;
          expect(answerOverStored(stored, fresh), `${stored} ${seq}`).toBe(
            fold({ answer: stored, pinned }, seq).answer,
          );
        }
  });

  it.each([
    [0, 1, 1],
    [3, 1, 2],
    [2, 1, 2],
    [1, 3, 3],
    [3, 2, 2],
    [1, 2, 2],
  ] as const)('stored %d, fresh %d → %d', (stored, fresh, after) => {
    expect(answerOverStored(stored, fresh)).toBe(after);
  });
});

describe('store-question requests', () => {
  it.each([
    [-1, { kind: 'remove' }],
    [0, { kind: 'set', status: { answer: 0, pinned: false } }],
    [13, { kind: 'set', status: { answer: 3, pinned: true } }],
    [14, { kind: 'invalid' }],
    [-11, { kind: 'invalid' }],
    [23, { kind: 'invalid' }],
  ])('%d → %j', (sent, request) => expect(storeRequest(sent)).toEqual(request));

  it.each([
    [null, 10],
    [0, 10],
    [3, 13],
    [13, 3],
    [11, 1],
  ])('toggling the pin of %s sends %d', (stored, sent) => expect(togglePin(stored)).toBe(sent));
});

describe('pin colours (SPEC §4)', () => {
  it.each([
    [10, 'grey'],
    [11, 'green'],
    [12, 'green'],
    [13, 'red'],
    [0, 'grey'],
    [1, 'green'],
    [3, 'red'],
    [99, 'grey'],
  ])('status %d is %s', (value, colour) => expect(pinColour(value)).toBe(colour));
});
