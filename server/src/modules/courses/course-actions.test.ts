import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import {
  caller,
  completeItems,
  courseId,
  makeLearner,
  SLUGS,
  tokenOf,
  userCourse,
  type Caller,
} from '../../../test/course-fixtures';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';

describe.each(testDatabases)('course actions on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  const itemRows = (userId: number, course: number) =>
    t.db.query('select item_id from user_items where user_id = $1 and course_id = $2', [userId, course]);

  describe('POST /courses/enroll', () => {
    it('enrols any learner in a free course; items open, answer in the LearnPress shape', async () => {
      const me = await makeLearner(t);
      const id = await courseId(t, SLUGS.zsvFree);
      const res = await api.post('/courses/enroll', { id }, me.token);
      expect(res.statusCode).toBe(200);
      const body = coursesApi.enrollCourse.response.parse(res.json());
      expect(body).toMatchObject({
        status: 'success',
        message: 'Gratulujeme! Byl/a jsi zapsán/a do kurzu.',
        data: { course_data: { status: 'enrolled', graduation: 'in-progress', result: { result: 0 } } },
      });
      expect(await userCourse(t, me.id, id)).toMatchObject({ status: 'enrolled', graduation: 'in-progress' });
      const detail = (await api.get(`/courses/${id}`, me.token)).json();
      expect(
        detail.sections
          .flatMap((s: { items: { locked: boolean }[] }) => s.items)
          .some((i: { locked: boolean }) => i.locked),
      ).toBe(false);
      expect(detail.count_students).toBe(17);
    });

    it('enrolling twice answers success and changes nothing', async () => {
      const me = await makeLearner(t);
      const id = await courseId(t, SLUGS.ospFree);
      await api.post('/courses/enroll', { id }, me.token);
      await completeItems(t, me.id, id, ({ index }) => (index === 0 ? 'passed' : null));
      const before = await t.db.query('select * from user_courses where user_id = $1', [me.id]);
      const again = await api.post('/courses/enroll', { id }, me.token, { 'client-locale': 'en' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        status: 'success',
        message: 'You are already enrolled in this course.',
      });
      expect(await t.db.query('select * from user_courses where user_id = $1', [me.id])).toEqual(before);
      expect(await itemRows(me.id, id)).toHaveLength(1);
    });

    it('refuses a paid course without a plan: 403 course_requires_plan, nothing stored', async () => {
      const me = await makeLearner(t, ['subscriber', 'premium_zsv']);
      const id = await courseId(t, SLUGS.ospPaid);
      const res = await api.post('/courses/enroll', { id }, me.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'course_requires_plan',
        message: 'Po přístup potřebuješ mít aktivní studijní plán',
        data: { status: 403 },
      });
      expect(await userCourse(t, me.id, id)).toBeNull();
    });

    it('lets a plan holder into the paid courses of the plan’s category', async () => {
      const me = await makeLearner(t, ['subscriber', 'premium_osp']);
      const id = await courseId(t, SLUGS.ospPaid);
      expect((await api.post('/courses/enroll', { id }, me.token)).json().status).toBe('success');
      expect(await userCourse(t, me.id, id)).toMatchObject({ status: 'enrolled' });
      // the plan covers OSP only
      expect(
        (await api.post('/courses/enroll', { id: await courseId(t, SLUGS.tspPaid) }, me.token)).statusCode,
      ).toBe(403);
    });

    it("turns a purchase into an enrolment ('Start now')", async () => {
      const petr = await tokenOf(t, DEMO_ACCOUNTS.premium.username);
      const id = await courseId(t, SLUGS.zsvPaid);
      const res = await api.post('/courses/enroll', { id }, petr.token);
      expect(res.json()).toMatchObject({ status: 'success', data: { course_data: { status: 'enrolled' } } });
      expect(await userCourse(t, petr.id, id)).toMatchObject({ status: 'enrolled' });
    });

    it('needs a login (401), a known course (404) and an id (400); nothing stored', async () => {
      const id = await courseId(t, SLUGS.tspFree);
      const [{ n: before }] = (await t.db.query<{ n: number }>('select count(*) as n from user_courses')) as [
        { n: number },
      ];
      const guest = await api.post('/courses/enroll', { id });
      expect(guest.statusCode).toBe(401);
      expect(guest.json().code).toBe('rest_not_logged_in');
      const me = await makeLearner(t);
      const unknown = await api.post('/courses/enroll', { id: 999999 }, me.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('course_not_found');
      for (const payload of [{}, { id: 'abc' }, { id: -1 }, { id: 1.5 }, { id: null }]) {
        const bad = await api.post('/courses/enroll', payload, me.token);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().code).toBe('rest_invalid_param');
      }
      const [{ n: after }] = (await t.db.query<{ n: number }>('select count(*) as n from user_courses')) as [
        { n: number },
      ];
      expect(after).toBe(before);
    });
  });

  describe('POST /courses/finish', () => {
    it('passes when the done items reach the passing condition', async () => {
      const me = await makeLearner(t);
      const id = await courseId(t, SLUGS.tspFree); // passing condition 60 %
      await api.post('/courses/enroll', { id }, me.token);
      await completeItems(t, me.id, id, () => 'passed');
      const res = await api.post('/courses/finish', { id }, me.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        data: { course_data: { status: 'finished', graduation: 'passed', result: { result: 100, pass: 1 } } },
      });
      expect(await userCourse(t, me.id, id)).toEqual({
        status: 'finished',
        graduation: 'passed',
        result: 100,
        retaken: 0,
      });
      const detail = (await api.get(`/courses/${id}`, me.token)).json();
      expect(detail).toMatchObject({ can_finish: false, can_retake: true });
      expect(detail.course_data.end_time).toMatch(/Z$/);
    });

    it('fails below the passing condition; failed quizzes do not count', async () => {
      const me = await makeLearner(t);
      const id = await courseId(t, SLUGS.ospFree); // passing condition 70 %
      await api.post('/courses/enroll', { id }, me.token);
      await completeItems(t, me.id, id, ({ type }) => (type === 'lp_lesson' ? 'passed' : 'failed'));
      const res = await api.post('/courses/finish', { id }, me.token);
      const data = res.json().data.course_data;
      expect(data).toMatchObject({ status: 'finished', graduation: 'failed', result: { pass: 0 } });
      const [{ lessons, total }] = (await t.db.query<{ lessons: number; total: number }>(
        `select count(*) filter (where type = 'lp_lesson') as lessons, count(*) as total from items where course_id = $1`,
        [id],
      )) as [{ lessons: number; total: number }];
      expect(data.result.result).toBeCloseTo((lessons / total) * 100, 2);
      expect(await userCourse(t, me.id, id)).toMatchObject({ status: 'finished', graduation: 'failed' });
    });

    it('only for an enrolled learner: 403 when not enrolled, 400 when finished already', async () => {
      const me = await makeLearner(t);
      const id = await courseId(t, SLUGS.zsvFree);
      const notEnrolled = await api.post('/courses/finish', { id }, me.token);
      expect(notEnrolled.statusCode).toBe(403);
      expect(notEnrolled.json()).toMatchObject({
        code: 'course_not_enrolled',
        message: 'Do tohoto kurzu nejsi zapsán/a.',
      });
      expect(await userCourse(t, me.id, id)).toBeNull();
      await api.post('/courses/enroll', { id }, me.token);
      await api.post('/courses/finish', { id }, me.token);
      const twice = await api.post('/courses/finish', { id }, me.token);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().code).toBe('course_already_finished');
      expect((await api.post('/courses/finish', { id })).statusCode).toBe(401);
      expect((await api.post('/courses/finish', { id: 999999 }, me.token)).statusCode).toBe(404);
    });
  });

  describe('POST /courses/retake', () => {
    it('resets a finished course: items cleared, enrolled, in progress, one retake used', async () => {
      const me = await makeLearner(t);
      const other = await makeLearner(t);
      const id = await courseId(t, SLUGS.tspFree);
      for (const learner of [me, other]) {
        await api.post('/courses/enroll', { id }, learner.token);
        await completeItems(t, learner.id, id, () => 'passed');
        await api.post('/courses/finish', { id }, learner.token);
      }
      const res = await api.post('/courses/retake', { id }, me.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        data: { course_data: { status: 'enrolled', graduation: 'in-progress', result: { result: 0 } } },
      });
      expect(await userCourse(t, me.id, id)).toEqual({
        status: 'enrolled',
        graduation: 'in-progress',
        result: null,
        retaken: 1,
      });
      expect(await itemRows(me.id, id)).toEqual([]);
      const detail = (await api.get(`/courses/${id}`, me.token)).json();
      expect(detail).toMatchObject({ rataken: 1, can_retake: false, can_finish: true });
      // someone else's run is untouched
      expect(await userCourse(t, other.id, id)).toMatchObject({ status: 'finished', retaken: 0 });
      expect((await itemRows(other.id, id)).length).toBeGreaterThan(0);
    });

    it("refuses with 'Tento kurz není možné obnovit.' when not finished or no retakes are left", async () => {
      const me = await makeLearner(t);
      const id = await courseId(t, SLUGS.ospPaid); // two retakes
      await t.db.query('update users set roles = $2 where id = $1', [me.id, ['subscriber', 'premium_osp']]);
      const refused = async () => {
        const res = await api.post('/courses/retake', { id }, me.token);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'course_cannot_retake',
          message: 'Tento kurz není možné obnovit.',
          data: { status: 400 },
        });
      };
      await refused(); // no relation
      await api.post('/courses/enroll', { id }, me.token);
      await refused(); // enrolled, not finished
      for (let i = 0; i < 2; i++) {
        await api.post('/courses/finish', { id }, me.token);
        expect((await api.post('/courses/retake', { id }, me.token)).statusCode).toBe(200);
      }
      await api.post('/courses/finish', { id }, me.token);
      expect((await api.get(`/courses/${id}`, me.token)).json()).toMatchObject({
        can_retake: false,
        rataken: 2,
      });
      await refused(); // both retakes used
      expect(await userCourse(t, me.id, id)).toMatchObject({ status: 'finished', retaken: 2 });
      const en = await api.post('/courses/retake', { id }, me.token, { 'client-locale': 'en' });
      expect(en.json().message).toBe('This course cannot be retaken.');
    });
  });
});
