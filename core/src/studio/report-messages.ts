/**
 * What the studio's reports answer (decision 0030), Czech first. Kept apart from the other studio
 * catalogues so each screen carries only its own words.
 */
export const reportCs = {
  'reports.notYours': 'Přehledy tohoto kurzu vidí jen jeho autor a tým Studovny.',
  'reports.courseNotFound': 'Tento kurz ve studiu nenajdeme.',
  'reports.quizNotFound': 'Tento kvíz ve studiu nenajdeme.',
} as const;

export type ReportMessageCode = keyof typeof reportCs;

export const reportEn: Record<ReportMessageCode, string> = {
  'reports.notYours': 'Only the course’s author and the Studovna team see its reports.',
  'reports.courseNotFound': 'We cannot find this course in the studio.',
  'reports.quizNotFound': 'We cannot find this quiz in the studio.',
};

/** A report message in the locale. */
export const reportMessage = (code: ReportMessageCode, locale: 'cs' | 'en' = 'cs'): string =>
  locale === 'en' ? reportEn[code] : reportCs[code];
