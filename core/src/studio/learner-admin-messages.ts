/**
 * What the studio's learner administration answers (decision 0027), Czech first. Kept apart from the
 * other studio catalogues so each screen carries only its own words.
 */
export const learnersCs = {
  'learners.adminOnly': 'Studující spravuje jen tým Studovny.',
  'learners.notFound': 'Takového studujícího nenajdeme. Možná mezitím smazal/a účet.',
  'learners.planNotFound': 'Tento studijní plán u studujícího nenajdeme.',
  'learners.attemptNotFound': 'Tento vyhodnocený pokus u studujícího nenajdeme.',
  'learners.invalid': 'Některá pole nejsou vyplněná správně. Oprav je prosím a pošli znovu.',
  'learners.reasonRequired': 'Napiš důvod – uvidí ho tým v historii změn.',
  'learners.reasonTooShort': 'Důvod musí mít alespoň {{min}} znaky.',
  'learners.reasonTooLong': 'Důvod může mít nejvýše {{max}} znaků.',
  'learners.productRequired': 'Vyber studijní plán, který chceš přidělit.',
  'learners.productUnknown': 'Takový studijní plán neexistuje. Vyber některý z nabídky.',
  'learners.dateRequired': 'Zadej datum, do kterého má plán platit.',
  'learners.dateInvalid': 'Datum zadej jako den, měsíc a rok, třeba 2025-03-31.',
  'learners.dateNotLater': 'Plán musí platit déle než dosud – vyber den po {{date}}.',
  'learners.datePast': 'Plán musí platit aspoň do dneška – vyber dnešní nebo pozdější den.',
  'learners.dateTooFar': 'Plán může platit nejvýše {{years}} let dopředu.',
  'learners.planActive':
    'Studující už má aktivní studijní plán. Najednou může mít jen jeden – prodluž nebo ukonči ten stávající.',
  'learners.planEnded': 'Tento plán už skončil. Prodloužit nebo ukončit jde jen plán, který ještě platí.',
  'learners.alreadyBlocked': 'Účet už je zablokovaný.',
  'learners.notBlocked': 'Účet není zablokovaný.',
  'learners.resetTooMany':
    'Studujícímu jsme v posledních 15 minutách poslali už 3 e-maily s odkazem. Počkej prosím chvíli.',
  'learners.granted': 'Studijní plán je přidělený do {{date}}. Studující ho uvidí v aplikaci.',
  'learners.extended': 'Studijní plán je prodloužený do {{date}}.',
  'learners.ended': 'Studijní plán je ukončený.',
  'learners.blocked': 'Účet je zablokovaný. Studující je odhlášen/a ze všech zařízení.',
  'learners.unblocked': 'Účet je odblokovaný. Studující se může znovu přihlásit.',
  'learners.resetSent': 'E-mail s odkazem pro nastavení hesla jsme poslali na {{email}}.',
} as const;

export type LearnerMessageCode = keyof typeof learnersCs;

export const learnersEn: Record<LearnerMessageCode, string> = {
  'learners.adminOnly': 'Only the Studovna team manages learners.',
  'learners.notFound': 'We cannot find this learner. They may have deleted their account.',
  'learners.planNotFound': 'We cannot find this study plan of the learner.',
  'learners.attemptNotFound': 'We cannot find this evaluated attempt of the learner.',
  'learners.invalid': 'Some fields are not filled in correctly. Please fix them and send again.',
  'learners.reasonRequired': 'Write the reason – the team sees it in the history of changes.',
  'learners.reasonTooShort': 'The reason needs at least {{min}} characters.',
  'learners.reasonTooLong': 'The reason can have at most {{max}} characters.',
  'learners.productRequired': 'Choose the study plan to grant.',
  'learners.productUnknown': 'There is no such study plan. Choose one from the list.',
  'learners.dateRequired': 'Enter the day until which the plan runs.',
  'learners.dateInvalid': 'Enter the date as year, month and day, such as 2025-03-31.',
  'learners.dateNotLater': 'The plan must run longer than now – choose a day after {{date}}.',
  'learners.datePast': 'The plan must run at least until today – choose today or a later day.',
  'learners.dateTooFar': 'A plan can run at most {{years}} years ahead.',
  'learners.planActive':
    'The learner already has an active study plan. Only one at a time – extend or end the current one.',
  'learners.planEnded': 'This plan has ended. Only a plan that still runs can be extended or ended.',
  'learners.alreadyBlocked': 'The account is already blocked.',
  'learners.notBlocked': 'The account is not blocked.',
  'learners.resetTooMany':
    'The learner got 3 e-mails with a link in the last 15 minutes already. Please wait a while.',
  'learners.granted': 'The study plan is granted until {{date}}. The learner sees it in the app.',
  'learners.extended': 'The study plan is extended until {{date}}.',
  'learners.ended': 'The study plan has been ended.',
  'learners.blocked': 'The account is blocked. The learner is logged out on every device.',
  'learners.unblocked': 'The account is unblocked. The learner can log in again.',
  'learners.resetSent': 'We sent an e-mail with a link to set the password to {{email}}.',
};

/** A learner administration message in the locale with `{{name}}` filled in. */
export function learnerMessage(
  code: LearnerMessageCode,
  locale: 'cs' | 'en' = 'cs',
  values: Record<string, string | number> = {},
): string {
  const template = locale === 'en' ? learnersEn[code] : learnersCs[code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
