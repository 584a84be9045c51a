import { studioGradingApi as G } from '@studovna/core/contract/studio';
import type { LightMyRequestResponse } from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { caller, courseId, makeLearner, SLUGS, type TestLearner } from '../../../test/course-fixtures';
import { readMail, type ReadMail } from '../../../test/smtp-capture';
import type { TestApp } from '../../../test/test-app';
import { settledAfterResponses } from '../../lib/after-response';
import { enrol } from '../quiz/quiz-test-kit';
import { multipartBody, submitAnswer, type UploadFile } from './assignment-test-kit';

/**
 * Helpers for the grading tests: the free OSP course's assignment (its author is the demo instructor),
 * a learner who handed it in, gradings sent as the studio sends them, the e-mails in the outbox.
 */

export interface GradedAssignment {
  id: number;
  courseId: number;
  mark: number;
  passingGrade: number;
}

/** The assignment of the free OSP course, whose author is the demo instructor. */
export async function ospAssignment(t: TestApp): Promise<GradedAssignment> {
  const course = await courseId(t, SLUGS.ospFree);
  const [row] = await t.db.query<GradedAssignment>(
    `select i.id, i.course_id as "courseId", a.mark, a.passing_grade as "passingGrade"
       from items i join assignments a on a.item_id = i.id where i.course_id = $1 order by i.id limit 1`,
    [course],
  );
  if (!row) throw new Error('ospAssignment: the free OSP course has no assignment');
  return row;
}

/** A new learner of the course who started the assignment and handed it in with a note and a file. */
export async function handedIn(
  t: TestApp,
  a: GradedAssignment,
  files: readonly UploadFile[] = [{ name: 'esej.txt', data: Buffer.from('Moje esej o analogiích.\n') }],
): Promise<{ learner: TestLearner; answerId: number }> {
  const learner = await makeLearner(t);
  await enrol(t, learner.id, a.courseId);
  const started = await caller(t).post('/assignments/start', { id: a.id }, learner.token);
  if (started.json().data?.status !== 200) throw new Error(`handedIn: start ${started.body}`);
  const res = await submitAnswer(
    t,
    learner.token,
    { id: String(a.id), action: 'submit', note: 'Posílám esej.' },
    files,
  );
  if (res.statusCode !== 200) throw new Error(`handedIn: submit ${res.body}`);
  const [row] = await t.db.query<{ id: number }>(
    'select id from assignment_answers where user_id = $1 and item_id = $2',
    [learner.id, a.id],
  );
  return { learner, answerId: row!.id };
}

/** POST the grading as the studio does: multipart, text fields then the file. */
export function grade(
  t: TestApp,
  token: string,
  answerId: number,
  fields: Record<string, string | number>,
  files: readonly UploadFile[] = [],
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: G.gradeAnswer.path.replace(':id', String(answerId)),
    payload,
    headers: { host: 'localhost:3000', 'content-type': contentType, authorization: `Bearer ${token}` },
  });
}

/** The answer's stored row: what a refusal must leave as it was. */
export async function answerRow(t: TestApp, answerId: number) {
  const [row] = await t.db.query(
    `select status, mark, graduation, feedback, evaluated_at, returned_at, returns, revision, deadline, graded_by,
            (select count(*)::int from assignment_feedback_files f where f.answer_id = a.id) as feedback_files,
            (select count(*)::int from audit_log l where l.entity = 'assignment_answer' and l.entity_id = a.id) as audit,
            (select ui.status || '/' || ui.graduation from user_items ui where ui.id = a.user_item_id) as item
       from assignment_answers a where a.id = $1`,
    [answerId],
  );
  return row;
}

/** The e-mails written to the outbox to an address, oldest first (after work following responses ends). */
export async function mailsTo(t: TestApp, address: string): Promise<ReadMail[]> {
  await settledAfterResponses(t.ctx);
  const dir = join(t.ctx.config.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  const raws = await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')));
  return raws.filter((raw) => raw.toLowerCase().includes(`to: ${address.toLowerCase()}`)).map(readMail);
}
