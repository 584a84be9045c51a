import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi, type AnswerValue } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, SLUGS, type Caller } from '../../../test/course-fixtures';
import { statsOf } from '../progress/question-status-test-kit';
import { sendAnswer } from '../practice/practice-test-kit';
import { planLearner, takeQuiz } from '../statistics/scores-test-kit';
import {
  answerKey,
  attemptsOf,
  findQuiz,
  type AnswerKey,
  type KeyQuestion,
  type QuizRef,
} from './quiz-test-kit';

/**
 * A true_or_false or single_choice answer may come as its value or, as LearnPress clients send it, a list
 * of one; both are graded alike. A list of several values for such a question is refused, never graded.
 */
describe.each(testDatabases)('one-answer questions sent as a list on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  let key: AnswerKey;
  let single: KeyQuestion[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    // the paid OSP course's instant-check test has both kinds of one-answer question
    quiz = await findQuiz(t, { course: SLUGS.ospPaid, preview: false, instantCheck: true });
    key = await answerKey(t, quiz.id);
    single = key.questions.filter((q) => q.type === 'single_choice' || q.type === 'true_or_false');
  });
  afterAll(() => t.close());

  const right = (q: KeyQuestion) => key.right[String(q.id)] as string;
  const wrong = (q: KeyQuestion) => key.wrong[String(q.id)] as string;
  /** Every question answered right, the one-answer questions as lists of one. */
  const rightAsLists = () =>
    Object.fromEntries(
      key.questions.map((q) => [String(q.id), single.includes(q) ? [right(q)] : key.right[String(q.id)]!]),
    );
  const refusal = (questionId: number) => ({
    code: 'quiz_single_answer_expected',
    message: 'U této otázky lze vybrat jen jednu odpověď.',
    data: { status: 400, question_id: questionId },
  });

  it('is saved, checked and graded as its value: every question right', async () => {
    // the quiz of the deliberately miskeyed question (item analysis flags it): four single choices
    expect(single.map((q) => q.type).sort()).toEqual([
      'single_choice',
      'single_choice',
      'single_choice',
      'single_choice',
      'true_or_false',
      'true_or_false',
    ]);
    const me = await planLearner(t, quiz.courseId);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    const [saved, checked] = single;
    const save = await api.post(
      '/quiz/save-answers',
      { id: quiz.id, answered: { [saved!.id]: [right(saved!)] } },
      me.token,
    );
    expect(save.json()).toMatchObject({ status: 'success', data: { saved: [saved!.id] } });
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
    expect(view.results.answered[String(saved!.id)]).toMatchObject({ answered: right(saved!) });

    const check = await api.post(
      '/quiz/check_answer',
      { id: quiz.id, question_id: checked!.id, answered: [right(checked!)] },
      me.token,
    );
    expect(check.json()).toMatchObject({
      status: 'success',
      data: { result: { answered: right(checked!), correct: true }, question_status: 1 },
    });

    const finish = await api.post('/quiz/finish', { id: quiz.id, answered: rightAsLists() }, me.token);
    const results = quizApi.finishQuiz.response.parse(finish.json()).data!.results;
    expect(results).toMatchObject({ question_correct: key.questions.length, result: 100 });
    for (const q of single)
      expect(results.answered[String(q.id)], q.type).toMatchObject({ answered: right(q), correct: true });
  });

  it('in the practice of mistakes and on the Board too', async () => {
    const me = await planLearner(t, quiz.courseId);
    await takeQuiz(api, me, quiz.id, key.wrong);
    const [board, ...rest] = single;
    // the Board's practice holds the questions answered wrongly
    const answer = await sendAnswer(api, me, { question_id: board!.id, answered: [right(board!)] });
    expect(answer.json()).toMatchObject({
      status: 'success',
      data: { result: { answered: right(board!), correct: true }, question_status: 2 },
    });
    expect((await api.post('/quiz/practice', { id: quiz.id }, me.token)).statusCode).toBe(200);
    const finish = await api.post(
      '/quiz/practice/finish',
      { id: quiz.id, answered: Object.fromEntries(rest.map((q) => [String(q.id), [right(q)]])) },
      me.token,
    );
    expect(finish.statusCode, finish.body).toBe(200);
    const results = finish.json().data.results as { answered: Record<string, { correct: boolean }> };
    for (const q of rest) expect(results.answered[String(q.id)], q.type).toMatchObject({ correct: true });
  });

  it('several values for a one-answer question are refused with a code and a Czech message, and change nothing', async () => {
    const me = await planLearner(t, quiz.courseId);
    await takeQuiz(api, me, quiz.id, key.wrong);
    await api.post('/quiz/practice', { id: quiz.id }, me.token);
    await api.post('/quiz/retake', { id: quiz.id }, me.token);
    const [choice, statement] = [
      single.find((q) => q.type === 'single_choice')!,
      single.find((q) => q.type === 'true_or_false')!,
    ];
    const both = (q: KeyQuestion): AnswerValue => [right(q), wrong(q)];
    const before = { attempts: await attemptsOf(t, me.id, quiz.id), stats: await statsOf(api, me) };
    const calls: [string, object, number][] = [
      ['/quiz/save-answers', { id: quiz.id, answered: { [choice.id]: both(choice) } }, choice.id],
      ['/quiz/finish', { id: quiz.id, answered: { [statement.id]: both(statement) } }, statement.id],
      ['/quiz/check_answer', { id: quiz.id, question_id: choice.id, answered: both(choice) }, choice.id],
      ['/quiz/practice/save', { id: quiz.id, answered: { [statement.id]: both(statement) } }, statement.id],
      ['/quiz/practice/finish', { id: quiz.id, answered: { [choice.id]: both(choice) } }, choice.id],
      ['/board/practice/answer', { question_id: statement.id, answered: both(statement) }, statement.id],
    ];
    for (const [path, body, questionId] of calls) {
      const res = await api.post(path, body, me.token);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toEqual(refusal(questionId));
    }
    const english = await api.post('/quiz/save-answers', calls[0]![1], me.token, {
      'client-locale': 'en_US',
    });
    expect(english.json().message).toBe('Only one answer can be chosen for this question.');
    expect(await attemptsOf(t, me.id, quiz.id)).toEqual(before.attempts);
    expect(await statsOf(api, me)).toEqual(before.stats);
  });
});
