/**
 * What the studio's assignment grading answers (decision 0026), Czech first. Kept apart from the other
 * studio catalogues so each screen carries only its own words.
 */
export const gradingCs = {
  'grading.notYours':
    'Tento úkol patří do kurzu jiného autora. Hodnotí ho jen autor kurzu nebo tým Studovny.',
  'grading.notFound': 'Toto odevzdání ve studiu nenajdeme. Možná studující kurz začal znovu.',
  'grading.fileNotFound': 'Tento soubor u odevzdání nenajdeme.',
  'grading.invalid': 'Hodnocení není vyplněné správně. Oprav ho prosím a pošli znovu.',
  'grading.notHandedIn':
    'Úkol zatím není odevzdaný. Hodnotit nebo vracet jde jen úkol, který studující odevzdal/a.',
  'grading.conflict':
    'Úkol mezitím ohodnotil/a nebo vrátil/a {{who}}. Nic jsme nepřepsali – načti ho znovu a podívej se, jak je hodnocený.',
  'grading.changed':
    'Úkol se mezitím změnil (studující ho třeba odevzdal/a znovu). Nic jsme neuložili – načti ho znovu.',
  'grading.markRequired': 'Zadej počet bodů.',
  'grading.markNotNumber': 'Body zadej jako číslo, třeba 7 nebo 7,5.',
  'grading.markNegative': 'Body nemohou být záporné.',
  'grading.markDecimals': 'Body mohou mít nejvýše dvě desetinná místa.',
  'grading.markAboveHighest': 'Za tento úkol lze dát nejvýše {{max}} b.',
  'grading.feedbackTooLong': 'Komentář může mít nejvýše {{max}} znaků.',
  'grading.feedbackRequired': 'Napiš, co má studující na úkolu opravit – bez komentáře ho vrátit nejde.',
  'grading.fileTooMany': 'K hodnocení lze přiložit jen jeden soubor.',
  'grading.fileType': 'Přílohou hodnocení může být soubor JPG, TXT, ZIP, PDF, DOC, DOCX nebo PPT.',
  'grading.fileContent':
    'Obsah souboru neodpovídá příponě .{{extension}}. Ulož ho prosím znovu ve správném formátu.',
  'grading.fileEmpty': 'Soubor {{name}} je prázdný.',
  'grading.fileTooLarge': 'Soubor může mít nejvýše {{limit}} MB.',
  'grading.evaluated': 'Ohodnoceno: {{mark}} z {{max}} b., {{result}}. Studujícímu jsme poslali e-mail.',
  'grading.returned': 'Úkol je vrácený k přepracování. Studujícímu jsme poslali e-mail.',
  'grading.passed': 'splněno',
  'grading.failed': 'nesplněno',
} as const;

export type GradingMessageCode = keyof typeof gradingCs;

export const gradingEn: Record<GradingMessageCode, string> = {
  'grading.notYours':
    'This assignment is in another author’s course. Only the course’s author or the Studovna team grades it.',
  'grading.notFound':
    'We cannot find this submission in the studio. The learner may have started the course again.',
  'grading.fileNotFound': 'We cannot find this file of the submission.',
  'grading.invalid': 'The grading is not filled in correctly. Please fix it and send it again.',
  'grading.notHandedIn':
    'The assignment has not been handed in. Only an assignment the learner handed in can be graded or sent back.',
  'grading.conflict':
    '{{who}} graded or sent back the assignment in the meantime. Nothing was overwritten – load it again and see how it was graded.',
  'grading.changed':
    'The assignment changed in the meantime (the learner may have handed it in again). Nothing was saved – load it again.',
  'grading.markRequired': 'Enter the points.',
  'grading.markNotNumber': 'Enter the points as a number, such as 7 or 7.5.',
  'grading.markNegative': 'The points cannot be negative.',
  'grading.markDecimals': 'The points can have at most two decimal places.',
  'grading.markAboveHighest': 'This assignment gives at most {{max}} points.',
  'grading.feedbackTooLong': 'The feedback can have at most {{max}} characters.',
  'grading.feedbackRequired':
    'Write what the learner should fix – an assignment cannot be sent back without feedback.',
  'grading.fileTooMany': 'Only one file can go with the grading.',
  'grading.fileType': 'The file can be a JPG, TXT, ZIP, PDF, DOC, DOCX or PPT.',
  'grading.fileContent':
    'The file’s content does not match its extension .{{extension}}. Please save it again in the right format.',
  'grading.fileEmpty': 'The file {{name}} is empty.',
  'grading.fileTooLarge': 'The file can have at most {{limit}} MB.',
  'grading.evaluated': 'Graded: {{mark}} of {{max}} points, {{result}}. The learner got an e-mail.',
  'grading.returned': 'The assignment was sent back for another try. The learner got an e-mail.',
  'grading.passed': 'passed',
  'grading.failed': 'failed',
};

/** A grading message in the locale with `{{name}}` filled in. */
export function gradingMessage(
  code: GradingMessageCode,
  locale: 'cs' | 'en' = 'cs',
  values: Record<string, string | number> = {},
): string {
  const template = locale === 'en' ? gradingEn[code] : gradingCs[code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
