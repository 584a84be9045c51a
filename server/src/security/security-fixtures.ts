import { LP, courseId, SLUGS } from '../../test/course-fixtures';
import { http } from '../../test/http';
import { registerLearner, type TestApp } from '../../test/test-app';
import { findAssignment, jpegBytes, submitAnswer } from '../modules/assignments/assignment-test-kit';

/** A learner with something of everything: the resources the other learner must not reach. */
export interface Owner {
  id: number;
  token: string;
  username: string;
  password: string;
  courseId: number;
  quizId: number;
  lessonId: number;
  attemptId: number;
  commentId: number;
  assignmentId: number;
  fileId: number;
  questionId: number;
}

const ok = async (what: string, res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as Record<string, unknown>;
};

/** Registers a learner and, through the API, gives it an enrolment, a finished quiz, a comment and an answer file. */
export async function makeOwner(t: TestApp): Promise<Owner> {
  const me = await registerLearner(t.app);
  const api = http(t.app);
  const as = { token: me.token };
  const course = await courseId(t, SLUGS.ospFree);
  await ok('enroll', await api.post(`${LP}/courses/enroll`, { id: course }, as));
  const [quiz] = await t.db.query<{ id: number; question_id: number }>(
    `select i.id, min(q.id) as question_id from items i join questions q on q.quiz_id = i.id
      where i.course_id = $1 and i.type = 'lp_quiz' group by i.id order by i.id limit 1`,
    [course],
  );
  const [lesson] = await t.db.query<{ id: number }>(
    `select id from items where course_id = $1 and type = 'lp_lesson' order by id limit 1`,
    [course],
  );
  await ok('quiz start', await api.post(`${LP}/quiz/start`, { id: quiz!.id }, as));
  await ok('quiz finish', await api.post(`${LP}/quiz/finish`, { id: quiz!.id, answered: {} }, as));
  const [attempt] = await t.db.query<{ id: number }>(
    'select id from quiz_attempts where user_id = $1 order by id desc limit 1',
    [me.id],
  );
  const thread = await ok(
    'comment',
    await api.post('/wp-json/wp/v2/comments', { post: lesson!.id, content: 'Můj komentář' }, as),
  );
  const assignment = await findAssignment(t, 'osp');
  await ok('assignment start', await api.post(`${LP}/assignments/start`, { id: assignment.id }, as));
  await ok(
    'assignment file',
    await submitAnswer(t, me.token, { id: String(assignment.id), action: 'save' }, [
      { name: 'obrazek.jpg', data: jpegBytes(), type: 'image/jpeg' },
    ]),
  );
  const [file] = await t.db.query<{ id: number }>(
    'select id from assignment_answer_files where user_id = $1 order by id limit 1',
    [me.id],
  );
  return {
    ...me,
    courseId: course,
    quizId: quiz!.id,
    questionId: quiz!.question_id,
    lessonId: lesson!.id,
    attemptId: attempt!.id,
    commentId: (thread as unknown as { id: number }[])[0]?.id ?? 0,
    assignmentId: assignment.id,
    fileId: file!.id,
  };
}

const OWNED: Record<string, string> = {
  users: 'id',
  user_courses: 'user_id',
  user_items: 'user_id',
  quiz_attempts: 'user_id',
  comments: 'user_id',
  reviews: 'user_id',
  wishlist: 'user_id',
  assignment_answers: 'user_id',
  assignment_answer_files: 'user_id',
  question_statuses: 'user_id',
  practice_cards: 'user_id',
  subscriptions: 'user_id',
};

/**
 * A digest of every row the learner owns, table by table: equal digests, nothing of theirs changed. An
 * attempt's `analysis_pending` is left out: the server's own bookkeeping, which its item analysis
 * folding (every second) clears whoever calls what (decision 0037).
 */
export async function ownedRows(t: TestApp, ownerId: number): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, column] of Object.entries(OWNED)) {
    const [row] = await t.db.query<{ digest: string | null }>(
      `select md5(string_agg(r, '|' order by r)) as digest
         from (select (to_jsonb(x) - 'analysis_pending')::text as r from ${table} x where ${column} = $1) rows`,
      [ownerId],
    );
    out[table] = row!.digest ?? '';
  }
  return out;
}

/** Row counts of the tables learners write to. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of [...Object.keys(OWNED), 'orders', 'checkouts', 'password_resets'])
    out[table] = Number((await t.db.query<{ n: string }>(`select count(*)::text as n from ${table}`))[0]!.n);
  return out;
}
