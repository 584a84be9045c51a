import { describe, expect, it } from 'vitest';
import { quizPenalties } from './quiz-rules';

describe('quizPenalties: what a quiz takes off, from its meta', () => {
  const third = { numerator: 1, denominator: 3 };
  const none = { numerator: 0, denominator: 1 };
  const whole = { numerator: 1, denominator: 1 };
  it.each([
    ['our server: the fractions', { wrong_penalty: '1/3', skip_penalty: '0' }, 'yes', 'no', third, none],
    ['a LearnPress server: switches on take the whole mark', {}, 'yes', 'yes', whole, whole],
    ['a LearnPress server: switches off take nothing', {}, 'no', 'no', none, none],
    [
      'the fractions win over the switches',
      { wrong_penalty: '0', skip_penalty: '1/3' },
      'yes',
      'no',
      none,
      third,
    ],
  ] as const)('%s', (_, own, wrongSwitch, skipSwitch, wrong, skip) => {
    expect(
      quizPenalties({ _lp_negative_marking: wrongSwitch, _lp_minus_skip_questions: skipSwitch, ...own }),
    ).toEqual({ wrong, skip });
  });
});
