// One simulated learner of the soak: session after session until the deadline, with a pause before each
// step as a person takes — the course list, a course, a quiz started (or retaken) and answered question by
// question (saved as the app saves, some checked where the quiz allows), finished, the percentile of the
// result, a question pinned and unpinned in the review, sometimes the attempt's review from the history,
// then a lesson of the course and its comments, where the learner often writes one.
import { commentsApi, coursesApi, lessonsApi, quizApi, type AnsweredMap } from '@studovna/core/contract';
import { isPinned, quizRetakesLeft, togglePin } from '@studovna/core/domain';
import { answerOf, type StartedQuestion } from './api-load';
import type { BenchLearner } from './api-setup';
import type { LearnerClient } from './soak-client';
import type { Random } from './soak-random';

export interface Learner {
  user: BenchLearner;
  client: LearnerClient;
  random: Random;
  /** performance.now() after which no call starts. */
  deadline: number;
}

/** What the learner's browser says it is, in the comments it writes. */
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** A person's pause before a step: a few hundred milliseconds to a couple of seconds. */
const THINK_MS = [300, 2000] as const;

/** Runs sessions until the deadline; answers how many were finished whole. */
export async function runLearner(learner: Learner): Promise<number> {
  const exhausted = new Set<number>();
  let sessions = 0;
  while (performance.now() < learner.deadline) {
    if (await session(learner, exhausted)) sessions++;
    else await pause(learner); // a failed step: the learner looks again after a moment
  }
  return sessions;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits as a person would; false once the deadline has come. */
async function pause({ random, deadline }: Learner): Promise<boolean> {
  await sleep(random.between(...THINK_MS));
  return performance.now() < deadline;
}

/** One session; false when it stopped early (a failed call or the deadline). */
async function session(learner: Learner, exhausted: Set<number>): Promise<boolean> {
  const { client, random } = learner;
  if (!(await pause(learner))) return false;
  const courses = await client.call(coursesApi.listCourses, { query: { per_page: 10, page: 1 } });
  if (!courses?.length || !(await pause(learner))) return false;
  const course = await client.call(coursesApi.getCourse, { params: { id: random.pick(courses).id } });
  if (!course || !(await pause(learner))) return false;
  const items = (course.sections ?? []).flatMap((section) => section.items);
  const quizzes = items.filter((item) => item.type === 'lp_quiz' && !exhausted.has(item.id));
  if (quizzes.length && !(await quizRun(learner, random.pick(quizzes).id, exhausted))) return false;
  const lessons = items.filter((item) => item.type === 'lp_lesson');
  if (lessons.length && !(await lessonVisit(learner, random.pick(lessons).id))) return false;
  return true;
}

/** A quiz from its screen to its result and review; false when a step failed or time ran out. */
async function quizRun(learner: Learner, quizId: number, exhausted: Set<number>): Promise<boolean> {
  const { client, random } = learner;
  const userId = learner.user.id;
  const quiz = await client.call(quizApi.getQuiz, { params: { id: quizId } });
  if (!quiz || !(await pause(learner))) return false;
  const completed = quiz.results.status === 'completed';
  if (completed && quizRetakesLeft(quiz.meta_data._lp_retake_count, quiz.results.retaken) <= 0) {
    exhausted.add(quizId);
    return true;
  }
  const started = await client.call(completed ? quizApi.retakeQuiz : quizApi.startQuiz, {
    body: { id: quizId },
  });
  if (!started?.data) return false;
  const instantCheck = quiz.meta_data._lp_instant_check === 'yes';
  const questions = started.data.questions as StartedQuestion[];
  const checked = new Set(started.data.checked_questions);
  const answered: AnsweredMap = {};
  const seconds: Record<string, number> = {};

  for (const question of questions) {
    const shown = performance.now();
    if (!(await pause(learner))) return false;
    const answer = answerOf(question, random.between(0, 9)) as AnsweredMap[string];
    answered[question.id] = answer;
    seconds[question.id] = Math.max(1, Math.round((performance.now() - shown) / 1000));
    const saved = await client.call(quizApi.saveAnswers, {
      body: { id: quizId, answered: { [question.id]: answer }, question_seconds: seconds },
      action: true,
    });
    if (!saved) return false;
    if (instantCheck && !checked.has(question.id) && random.chance(0.5)) {
      const check = await client.call(quizApi.checkAnswer, {
        body: { id: quizId, question_id: question.id, answered: answer },
        action: true,
      });
      if (!check) return false;
      checked.add(question.id);
    }
  }
  if (!(await pause(learner))) return false;
  const finished = await client.call(quizApi.finishQuiz, {
    body: { id: quizId, answered, question_seconds: seconds },
    action: true,
  });
  if (!finished?.data) return false;
  if (finished.data.results.status !== 'completed') return false;

  const percentile = await client.call(quizApi.quizPercentile, {
    query: { id: quizId, user_mark: finished.data.results.user_mark },
  });
  if (!percentile || !(await pause(learner))) return false;

  // the review's pin toggle: the learner's statuses, one question pinned and, a moment later, unpinned
  const statuses = await client.call(quizApi.questionsStats, { query: { id: userId } });
  if (!statuses) return false;
  const question = random.pick(questions);
  let status = statuses[String(question.id)] ?? null;
  for (let i = 0; i < 2; i++) {
    if (!(await pause(learner))) return false;
    const next = togglePin(status);
    const stored = await client.call(quizApi.storeQuestion, {
      query: { id: quizId, question_id: question.id, user_id: userId, status: next },
      action: true,
      note: isPinned(next) ? 'pin' : 'unpin',
    });
    if (!stored) return false;
    status = next;
  }

  if (random.chance(0.3)) {
    if (!(await pause(learner))) return false;
    const history = await client.call(quizApi.quizAttempts, { query: { id: quizId } });
    const latest = history?.attempts[0];
    if (!latest || !(await pause(learner))) return false;
    if (!(await client.call(quizApi.quizAttemptReview, { params: { id: latest.id } }))) return false;
  }
  return pause(learner);
}

/** A lesson and its comments; half the time the learner writes one. */
async function lessonVisit(learner: Learner, lessonId: number): Promise<boolean> {
  const { client, random, user } = learner;
  if (!(await client.call(lessonsApi.getLesson, { params: { id: lessonId } }))) return false;
  if (!(await client.call(commentsApi.listComments, { query: { post: lessonId, per_page: 100, page: 1 } })))
    return false;
  if (!random.chance(0.5)) return true;
  if (!(await pause(learner))) return false;
  const content = `Díky za výklad, u ${random.between(1, 9)}. příkladu jsem si nebyl jistý, teď už to chápu.`;
  const body = {
    post: lessonId,
    parent: 0,
    content,
    author: user.id,
    author_name: user.name,
    author_email: user.email,
    author_user_agent: USER_AGENT,
  };
  return (await client.call(commentsApi.createComment, { body, action: true })) !== null;
}
