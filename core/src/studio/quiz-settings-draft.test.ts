import { describe, expect, it } from 'vitest';
import { quizSettingsProblems, type QuizSettingsDraft } from './quiz-settings-draft';

const good: QuizSettingsDraft = {
  title: 'Kvíz',
  time_limit_seconds: 600,
  passing_grade: 80,
  retake_count: -1,
  wrong_penalty: '1/5',
  skip_penalty: '0',
};

describe('a quiz’s settings', () => {
  it('are fine within the engine’s bounds', () => {
    expect(quizSettingsProblems(good)).toEqual([]);
  });

  it.each([
    [{ title: ' ' }, [{ path: 'title', code: 'bank.titleRequired' }]],
    [
      { time_limit_seconds: 86_401 },
      [{ path: 'time_limit_seconds', code: 'bank.timeLimitInvalid', values: { max: 86_400 } }],
    ],
    [{ passing_grade: 100.5 }, [{ path: 'passing_grade', code: 'bank.percentInvalid' }]],
    [{ retake_count: -2 }, [{ path: 'retake_count', code: 'bank.retakesInvalid' }]],
    [{ wrong_penalty: '4/3' }, [{ path: 'wrong_penalty', code: 'bank.penaltyInvalid' }]],
    [{ wrong_penalty: '0,25' }, [{ path: 'wrong_penalty', code: 'bank.penaltyInvalid' }]],
    [{ skip_penalty: 'třetina' }, [{ path: 'skip_penalty', code: 'bank.penaltyInvalid' }]],
  ] as const)('%j → %j', (change, problems) => {
    expect(quizSettingsProblems({ ...good, ...change })).toEqual(problems);
  });
});
