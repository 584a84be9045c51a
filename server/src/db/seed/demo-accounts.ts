/** Demo learners created on first start; the README lists them. */
export const DEMO_ACCOUNTS = {
  /** A learner without a study plan: sample tasks only. */
  learner: {
    username: 'jana',
    email: 'jana@studovna.cz',
    password: 'Studovna2026',
    displayName: 'Jana Nováková',
    firstName: 'Jana',
    lastName: 'Nováková',
    roles: ['subscriber'],
  },
  /** A learner with an active study plan for OSP. */
  premium: {
    username: 'petr',
    email: 'petr@studovna.cz',
    password: 'Studovna2026',
    displayName: 'Petr Svoboda',
    firstName: 'Petr',
    lastName: 'Svoboda',
    roles: ['subscriber', 'premium_osp'],
  },
} as const;
