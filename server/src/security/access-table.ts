import { randomBytes } from 'node:crypto';
import type { EndpointInputs } from '../../test/http';
import type { Owner } from './security-fixtures';

/**
 * Who may call what, endpoint by endpoint. `guest`: the status a caller without a token gets.
 * `other`: what another learner gets when the call names the owner's resource —
 * `{status, code}` refused, `'own'` the call only ever acts on the caller's own data (status as given),
 * `'public'` the answer is the same for everybody (status as given).
 */
export interface AccessRow {
  inputs: (o: Owner) => EndpointInputs;
  guest: number;
  other: { status: number; code: string } | { own: number } | { public: number };
}

const uniqueName = () => `novacek${randomBytes(4).toString('hex')}`;
const newAccount = () => {
  const username = uniqueName();
  return {
    username,
    email: `${username}@example.cz`,
    password: 'Heslo-12345',
    confirm_password: 'Heslo-12345',
  };
};
const id = (value: (o: Owner) => number) => (o: Owner) => ({ body: { id: value(o) } });
const none = () => ({});

export const ACCESS: Record<string, AccessRow> = {
  'token.create': {
    inputs: (o) => ({ body: { username: o.username, password: 'spatne-heslo' } }),
    guest: 403,
    other: { public: 403 },
  },
  'token.register': { inputs: () => ({ body: newAccount() }), guest: 200, other: { public: 200 } },
  'users.changePassword': {
    inputs: (o) => ({ body: { old_password: o.password, new_password: 'Nove-heslo-123' } }),
    guest: 401,
    other: { own: 400 },
  },
  'users.webSession': {
    inputs: () => ({ body: { path: '/studijni-plany/' } }),
    guest: 401,
    other: { own: 200 },
  },
  'users.delete': {
    inputs: (o) => ({ body: { id: o.id, password: o.password } }),
    guest: 401,
    other: { status: 403, code: 'rest_user_cannot_delete' },
  },
  'users.get': {
    inputs: (o) => ({ params: { id: o.id } }),
    guest: 401,
    other: { status: 403, code: 'rest_user_cannot_view' },
  },
  'plans.list': { inputs: none, guest: 200, other: { public: 200 } },
  'users.subscriptions': { inputs: none, guest: 401, other: { own: 200 } },
  'users.list': { inputs: none, guest: 401, other: { own: 200 } },
  'users.resetPassword': {
    inputs: (o) => ({ body: { user_login: o.username } }),
    guest: 200,
    other: { public: 200 },
  },
  'users.subscription': {
    inputs: (o) => ({ body: { id: o.id, subscriptions: [{ code: 'premium_osp', command: 'add' }] } }),
    guest: 401,
    other: { status: 403, code: 'rest_user_cannot_edit' },
  },
  'users.update': {
    inputs: (o) => ({ params: { id: o.id }, body: { nickname: 'Cizí přezdívka' } }),
    guest: 401,
    other: { status: 403, code: 'rest_user_cannot_edit' },
  },
  'users.flags': { inputs: () => ({ body: { theme: 'dark' } }), guest: 401, other: { own: 200 } },
  'users.capabilities': {
    inputs: (o) => ({ query: { id: o.id } }),
    guest: 401,
    other: { status: 403, code: 'rest_user_cannot_view' },
  },
  'categories.list': { inputs: none, guest: 200, other: { public: 200 } },
  'users.categories': { inputs: none, guest: 200, other: { own: 200 } },
  'courses.enroll': { inputs: id((o) => o.courseId), guest: 401, other: { own: 200 } },
  'courses.finish': { inputs: id((o) => o.courseId), guest: 401, other: { own: 200 } },
  'courses.get': { inputs: (o) => ({ params: { id: o.courseId } }), guest: 200, other: { public: 200 } },
  'courses.list': { inputs: none, guest: 200, other: { public: 200 } },
  'courses.retake': { inputs: id((o) => o.courseId), guest: 401, other: { own: 200 } },
  'courses.verifyReceipt': {
    inputs: (o) => ({ body: { 'receipt-data': 'neplatny-doklad', 'course-id': o.courseId } }),
    guest: 401,
    other: { own: 501 },
  },
  'courses.upcoming': { inputs: none, guest: 200, other: { public: 200 } },
  'instructors.list': { inputs: none, guest: 200, other: { public: 200 } },
  'orders.list': { inputs: none, guest: 401, other: { own: 200 } },
  'lessons.finish': { inputs: id((o) => o.lessonId), guest: 401, other: { own: 200 } },
  'lessons.get': { inputs: (o) => ({ params: { id: o.lessonId } }), guest: 200, other: { public: 200 } },
  'lessons.list': { inputs: (o) => ({ query: { course: o.courseId } }), guest: 401, other: { own: 200 } },
  'items.reset': { inputs: (o) => ({ query: { id: o.quizId } }), guest: 401, other: { own: 200 } },
  'quiz.checkAnswer': {
    inputs: (o) => ({ body: { id: o.quizId, question_id: o.questionId, answered: 'a' } }),
    guest: 401,
    other: { own: 200 },
  },
  'quiz.fetchResults': { inputs: (o) => ({ query: { id: o.quizId } }), guest: 401, other: { own: 200 } },
  'quiz.practiceFinish': {
    inputs: (o) => ({ body: { id: o.quizId, answered: {} } }),
    guest: 401,
    other: { own: 200 },
  },
  'quiz.finish': {
    inputs: (o) => ({ body: { id: o.quizId, answered: {} } }),
    guest: 401,
    other: { own: 200 },
  },
  'quiz.get': { inputs: (o) => ({ params: { id: o.quizId } }), guest: 200, other: { public: 200 } },
  'users.questionsStats': {
    inputs: (o) => ({ query: { id: o.id } }),
    guest: 401,
    other: { status: 403, code: 'rest_user_cannot_view' },
  },
  'quiz.attemptReview': {
    inputs: (o) => ({ params: { id: o.attemptId } }),
    guest: 401,
    other: { status: 404, code: 'quiz_attempt_not_found' },
  },
  'quiz.attempts': { inputs: (o) => ({ query: { id: o.quizId } }), guest: 401, other: { own: 200 } },
  'quiz.courseSummary': { inputs: (o) => ({ query: { id: o.quizId } }), guest: 401, other: { own: 200 } },
  'quiz.percentile': {
    inputs: (o) => ({ query: { id: o.quizId, user_mark: 50 } }),
    guest: 401,
    other: { own: 200 },
  },
  'quiz.preview': {
    inputs: (o) => ({ query: { course_id: o.courseId } }),
    guest: 200,
    other: { public: 200 },
  },
  'quiz.evaluatePreview': {
    inputs: (o) => ({ body: { course_id: o.courseId, answered: {} } }),
    guest: 401,
    other: { public: 200 },
  },
  'quiz.statistics': { inputs: (o) => ({ body: { id_list: [o.quizId] } }), guest: 401, other: { own: 200 } },
  'quiz.retake': { inputs: id((o) => o.quizId), guest: 401, other: { own: 200 } },
  'quiz.saveAnswers': {
    inputs: (o) => ({ body: { id: o.quizId, answered: {} } }),
    guest: 401,
    other: { own: 200 },
  },
  'quiz.practiceSave': {
    inputs: (o) => ({ body: { id: o.quizId, answered: {} } }),
    guest: 401,
    other: { own: 200 },
  },
  'quiz.practiceStart': { inputs: id((o) => o.quizId), guest: 401, other: { own: 200 } },
  'quiz.start': { inputs: id((o) => o.quizId), guest: 401, other: { own: 200 } },
  'quiz.storeQuestion': {
    inputs: (o) => ({ query: { id: o.quizId, question_id: o.questionId, user_id: o.id, status: 11 } }),
    guest: 401,
    other: { status: 403, code: 'rest_user_cannot_edit' },
  },
  'wishlist.list': { inputs: none, guest: 401, other: { own: 200 } },
  'wishlist.toggle': { inputs: id((o) => o.courseId), guest: 401, other: { own: 200 } },
  'wishlist.course': { inputs: (o) => ({ params: { id: o.courseId } }), guest: 401, other: { own: 200 } },
  'assignments.downloadFile': {
    inputs: (o) => ({ params: { id: o.fileId } }),
    guest: 401,
    other: { status: 404, code: 'assignment_file_not_found' },
  },
  'assignments.feedbackFile': {
    inputs: (o) => ({ params: { id: o.assignmentId } }),
    guest: 401,
    other: { status: 404, code: 'assignment_file_not_found' },
  },
  'assignments.get': {
    inputs: (o) => ({ params: { id: o.assignmentId } }),
    guest: 401,
    other: { own: 200 },
  },
  'assignments.start': { inputs: id((o) => o.assignmentId), guest: 401, other: { own: 200 } },
  'assignments.submit': {
    inputs: (o) => ({ body: { id: o.assignmentId, action: 'save', note: 'Cizí poznámka' } }),
    guest: 401,
    other: { own: 200 },
  },
  'reviews.course': { inputs: (o) => ({ params: { id: o.courseId } }), guest: 200, other: { public: 200 } },
  'reviews.submit': {
    inputs: (o) => ({ body: { course: o.courseId, title: 'Cizí', rating: 1, content: 'Cizí hodnocení' } }),
    guest: 401,
    other: { own: 200 },
  },
  'comments.create': {
    inputs: (o) => ({ body: { post: o.lessonId, content: 'Cizí komentář' } }),
    guest: 401,
    other: { own: 200 },
  },
  'comments.delete': {
    inputs: (o) => ({ params: { id: o.commentId } }),
    guest: 401,
    other: { status: 403, code: 'comment_not_author' },
  },
  'comments.list': { inputs: (o) => ({ query: { post: o.lessonId } }), guest: 200, other: { public: 200 } },
  // another learner may report the owner's comment: the report is the caller's own (decision 0029)
  'comments.report': {
    inputs: (o) => ({ params: { id: o.commentId }, body: { reason: 'spam' } }),
    guest: 401,
    other: { own: 200 },
  },
  'board.practiceAnswer': {
    inputs: (o) => ({ body: { question_id: o.questionId, answered: 'a' } }),
    guest: 401,
    other: { own: 200 },
  },
  'board.pins': { inputs: none, guest: 401, other: { own: 200 } },
  'board.practiceDue': { inputs: none, guest: 401, other: { own: 200 } },
  'board.practiceQueue': { inputs: none, guest: 401, other: { own: 200 } },
  // the studio (decision 0023): a learner is refused whatever the call names; what administrators and
  // instructors may do is shown by the studio's own tests
  ...studioRows(),
};

/** Every studio endpoint: 401 for a guest, 403 `studio_forbidden` for a learner, with valid input. */
function studioRows(): Record<string, AccessRow> {
  const studio = (inputs: AccessRow['inputs']): AccessRow => ({
    inputs,
    guest: 401,
    other: { status: 403, code: 'studio_forbidden' },
  });
  const category = { name: 'Cizí kategorie', description: '', subscription: [] };
  const course = (o: Owner) => ({
    title: 'Cizí kurz',
    slug: `cizi-kurz-${o.courseId}`,
    excerpt: '',
    content: '',
    category_ids: [1],
    price: 0,
    sale_price: null,
    duration: '',
    passing_condition: 80,
    retake_count: 0,
    status: 'draft',
    published_at: null,
  });
  return {
    'studio.categories.list': studio(none),
    'studio.categories.create': studio(() => ({ body: category })),
    'studio.categories.update': studio(() => ({ params: { id: 1 }, body: category })),
    'studio.categories.delete': studio(() => ({ params: { id: 1 } })),
    'studio.categories.order': studio(() => ({ body: { ids: [1] } })),
    'studio.categories.image': studio(() => ({ params: { id: 1 }, body: {} })),
    'studio.courses.list': studio(none),
    'studio.courses.get': studio((o) => ({ params: { id: o.courseId } })),
    'studio.courses.create': studio(() => ({ body: { title: 'Cizí kurz', category_id: 1 } })),
    'studio.courses.update': studio((o) => ({ params: { id: o.courseId }, body: course(o) })),
    'studio.courses.image': studio((o) => ({ params: { id: o.courseId }, body: {} })),
    'studio.courses.curriculum': studio((o) => ({ params: { id: o.courseId }, body: { sections: [] } })),
    'studio.courses.createItem': studio((o) => ({
      params: { id: o.courseId },
      body: { section_id: 1, type: 'lp_lesson', title: 'Cizí lekce' },
    })),
    'studio.courses.audit': studio((o) => ({ params: { id: o.courseId } })),
    'studio.authors.list': studio(none),
    ...questionBankRows(studio),
    'studio.lessons.get': studio((o) => ({ params: { id: o.lessonId } })),
    'studio.lessons.update': studio((o) => ({
      params: { id: o.lessonId },
      body: { title: 'Cizí', content: '', video_url: '', preview: false, duration_minutes: 5 },
    })),
    'studio.media.image': studio(() => ({ body: {} })),
    'studio.assignments.get': studio((o) => ({ params: { id: o.assignmentId } })),
    'studio.assignments.update': studio((o) => ({
      params: { id: o.assignmentId },
      body: {
        title: 'Cizí',
        content: '',
        introduction: '',
        files_amount: 1,
        duration: { time: 0, format: 'day' },
        mark: 10,
        passing_grade: 5,
      },
    })),
    'studio.plans.list': studio(none),
    'studio.plans.create': studio(() => ({
      body: {
        family: 'osp',
        name: 'Cizí plán',
        period_unit: 'WEEK',
        period_count: 3,
        price: 1,
        active: true,
      },
    })),
    'studio.plans.update': studio(() => ({
      params: { id: 1 },
      body: { name: 'Cizí plán', period_unit: 'DAY', period_count: 1, price: 1, active: true },
    })),
    'studio.plans.bullets': studio(() => ({ body: { family: 'osp', bullets: ['Cizí'] } })),
    'studio.assignments.attachment': studio((o) => ({ params: { id: o.assignmentId }, body: {} })),
    'studio.assignments.attachmentDelete': studio((o) => ({ params: { id: o.assignmentId, attachment: 1 } })),
    'studio.courses.exportPackage': studio((o) => ({ params: { id: o.courseId } })),
    'studio.packages.import': studio(() => ({ body: {} })),
    'studio.grading.list': studio(none),
    'studio.grading.waiting': studio(none),
    'studio.grading.get': studio(() => ({ params: { id: 1 } })),
    'studio.grading.grade': studio(() => ({
      params: { id: 1 },
      body: { action: 'evaluate', mark: '5', feedback: 'Cizí hodnocení', revision: 1 },
    })),
    'studio.grading.file': studio(() => ({ params: { id: 1, file: 1 } })),
    'studio.grading.feedbackFile': studio(() => ({ params: { id: 1 } })),
    'studio.orders.list': studio(none),
    'studio.orders.revenue': studio(none),
    'studio.orders.exportCsv': studio(none),
    'studio.orders.refund': studio(() => ({ params: { id: 1 }, body: { reason: 'Cizí vrácení' } })),
    ...moderationRows(studio),
    ...learnerRows(studio),
  };
}

/** The team's learner administration (decision 0027), naming the owner as the learner to change. */
function learnerRows(studio: (inputs: AccessRow['inputs']) => AccessRow): Record<string, AccessRow> {
  const reason = 'Cizí zásah';
  return {
    'studio.learners.list': studio(() => ({ query: { search: 'a' } })),
    'studio.learners.get': studio((o) => ({ params: { id: o.id } })),
    'studio.learners.attempt': studio((o) => ({ params: { id: o.id, attempt: 1 } })),
    'studio.learners.grantPlan': studio((o) => ({ params: { id: o.id }, body: { plan_id: 1, reason } })),
    'studio.learners.changePlan': studio((o) => ({
      params: { id: o.id, plan: 1 },
      body: { action: 'end', reason },
    })),
    'studio.learners.block': studio((o) => ({ params: { id: o.id }, body: { reason } })),
    'studio.learners.unblock': studio((o) => ({ params: { id: o.id }, body: { reason } })),
    'studio.learners.passwordReset': studio((o) => ({ params: { id: o.id }, body: {} })),
    'studio.reports.courses': studio(none),
    'studio.reports.course': studio((o) => ({ params: { id: o.courseId } })),
    'studio.reports.quiz': studio((o) => ({ params: { id: o.quizId } })),
  };
}

/** The question bank and quiz settings (decision 0024): the same rule, with valid input of each call. */
function questionBankRows(studio: (inputs: AccessRow['inputs']) => AccessRow): Record<string, AccessRow> {
  const draft = {
    type: 'true_or_false',
    title: 'Cizí otázka',
    explanation: 'Protože.',
    tags: [],
    answer: true,
  };
  const settings = {
    title: 'Cizí kvíz',
    time_limit_seconds: 0,
    passing_grade: 80,
    retake_count: 0,
    instant_check: false,
    wrong_penalty: '0',
    skip_penalty: '0',
    preview: false,
  };
  const gift = { format: 'gift', text: '::Cizí:: Praha je hlavní město Česka. {T}' };
  return {
    'studio.questions.search': studio(none),
    'studio.questions.exportGift': studio(none),
    'studio.questions.get': studio((o) => ({ params: { id: o.questionId } })),
    'studio.questions.create': studio(() => ({ body: draft })),
    'studio.questions.update': studio((o) => ({ params: { id: o.questionId }, body: draft })),
    'studio.questions.delete': studio((o) => ({ params: { id: o.questionId } })),
    'studio.questions.audit': studio((o) => ({ params: { id: o.questionId } })),
    'studio.questions.importDryRun': studio(() => ({ body: gift })),
    'studio.questions.import': studio(() => ({ body: gift })),
    'studio.quizzes.get': studio((o) => ({ params: { id: o.quizId } })),
    'studio.quizzes.update': studio((o) => ({ params: { id: o.quizId }, body: settings })),
    'studio.quizzes.questions': studio((o) => ({ params: { id: o.quizId }, body: { questions: [] } })),
  };
}

/** Moderation (decision 0029): the same rule, with valid input of each call. */
function moderationRows(studio: (inputs: AccessRow['inputs']) => AccessRow): Record<string, AccessRow> {
  return {
    'studio.moderation.comments': studio(none),
    'studio.moderation.reviews': studio(none),
    'studio.moderation.comment': studio((o) => ({
      params: { id: o.commentId },
      body: { action: 'hide', reason: 'Cizí důvod' },
    })),
    'studio.moderation.reply': studio((o) => ({ params: { id: o.commentId }, body: { content: 'Cizí' } })),
    'studio.moderation.review': studio(() => ({
      params: { id: 1 },
      body: { action: 'hide', reason: 'Cizí' },
    })),
  };
}
