import { questionBankMessage, type QuestionBankMessageCode } from './question-bank-messages';
import { questionMessages, type QuestionMessageCode } from './question-messages';
import { studioMessage, type StudioMessageCode } from './studio-messages';
import type { FieldProblem } from './field-problems';

/**
 * What the studio answers about a course package (decision 0025), Czech first. A problem of a package's
 * field may also be a course's, lesson's, quiz's or question's own (`studio.…`, `bank.…`, `question.…`):
 * {@link packageProblemMessage} words any of them.
 */
export const coursePackageCs = {
  'package.fileRequired': 'Vyber soubor s balíčkem kurzu (ZIP, pole file).',
  'package.tooLarge': 'Balíček může mít nejvýše {{limit}} MB.',
  'package.notZip': 'Soubor není balíček kurzu: nejde otevřít jako ZIP.',
  'package.unpackedTooLarge':
    'Balíček je po rozbalení příliš velký: nejvýše {{files}} souborů a {{limit}} MB dohromady. Nic jsme neuložili.',
  'package.entryName':
    'V balíčku je soubor s nepřípustným názvem „{{name}}“. Názvy smí obsahovat jen písmena bez diakritiky, číslice, tečky, pomlčky a podtržítka.',
  'package.jsonMissing': 'V balíčku chybí soubor course.json s popisem kurzu.',
  'package.jsonInvalid': 'Soubor course.json v balíčku není platný JSON v kódování UTF-8.',
  'package.formatUnknown':
    'Tohle není balíček kurzu Studovny: course.json musí mít format „studovna-course“ a version 1.',
  'package.versionNewer':
    'Balíček je z novější verze Studovny (verze balíčku {{version}}). Tady jde importovat jen verzi 1.',
  'package.invalid':
    'Balíček nejde importovat, v course.json nebo v souborech je chyb: {{count}}. Oprav je podle seznamu a nahraj ho znovu. Nic jsme neuložili.',
  'package.fieldMissing': 'Tento údaj v balíčku chybí.',
  'package.mustBeText': 'Tento údaj má v balíčku být text.',
  'package.mustBeNumber': 'Tento údaj má v balíčku být číslo.',
  'package.mustBeBoolean': 'Tento údaj má v balíčku být true, nebo false.',
  'package.mustBeList': 'Tento údaj má v balíčku být seznam.',
  'package.mustBeObject': 'Tento údaj má v balíčku být objekt.',
  'package.valueInvalid': 'Tato hodnota v balíčku není přípustná.',
  'package.tooManyItems': 'Seznam může mít nejvýše {{max}} položek.',
  'package.partsInvalid':
    'Části testu musí mít název, celý počet sekund od 0 do 86400 a dohromady právě tolik otázek, kolik jich kvíz má ({{count}}).',
  'package.fileMissing': 'Soubor „{{file}}“ v balíčku chybí.',
  'package.notPicture': 'Soubor „{{file}}“ není obrázek ve formátu JPG, PNG, WebP nebo GIF.',
  'package.pictureTooLarge': 'Obrázek „{{file}}“ může mít nejvýše {{limit}} MB.',
  'package.attachmentInvalid':
    'Příloha „{{file}}“ musí být soubor JPG, TXT, ZIP, PDF, DOC, DOCX nebo PPT a její obsah musí odpovídat příponě.',
  'package.attachmentTooLarge': 'Příloha „{{file}}“ může mít nejvýše {{limit}} MB.',
  'package.categoryMissing':
    'Kategorie s adresou „{{slug}}“ tady neexistuje. Založ ji, nebo v balíčku uveď jinou.',
  'package.exportNotYours': 'Balíček kurzu si může stáhnout jen jeho autor nebo tým Studovny.',
  'package.imported': 'Kurz „{{title}}“ je naimportovaný jako koncept.',
  'package.importedNewSlug':
    'Kurz „{{title}}“ je naimportovaný jako koncept. Adresu „{{wanted}}“ už má jiný kurz nebo kategorie, proto má adresu „{{slug}}“.',
} as const;

export type CoursePackageMessageCode = keyof typeof coursePackageCs;

export const coursePackageEn: Record<CoursePackageMessageCode, string> = {
  'package.fileRequired': 'Choose the course package file (a ZIP, the file field).',
  'package.tooLarge': 'A package can be at most {{limit}} MB.',
  'package.notZip': 'The file is not a course package: it cannot be opened as a ZIP.',
  'package.unpackedTooLarge':
    'The package is too large when unpacked: at most {{files}} files and {{limit}} MB in all. Nothing was saved.',
  'package.entryName':
    'The package holds a file with a name that is not allowed, “{{name}}”. Names may only hold letters without accents, digits, dots, dashes and underscores.',
  'package.jsonMissing': 'The package lacks course.json, the description of the course.',
  'package.jsonInvalid': 'The package’s course.json is not valid JSON in UTF-8.',
  'package.formatUnknown':
    'This is not a Studovna course package: course.json must have format “studovna-course” and version 1.',
  'package.versionNewer':
    'The package comes from a newer Studovna (package version {{version}}). Only version 1 can be imported here.',
  'package.invalid':
    'The package cannot be imported, course.json or its files have errors: {{count}}. Fix them as listed and upload it again. Nothing was saved.',
  'package.fieldMissing': 'This value is missing from the package.',
  'package.mustBeText': 'This value must be a text in the package.',
  'package.mustBeNumber': 'This value must be a number in the package.',
  'package.partsInvalid':
    'A test’s parts need a title, whole seconds from 0 to 86400, and together exactly as many questions as the quiz has ({{count}}).',
  'package.mustBeBoolean': 'This value must be true or false in the package.',
  'package.mustBeList': 'This value must be a list in the package.',
  'package.mustBeObject': 'This value must be an object in the package.',
  'package.valueInvalid': 'This value is not allowed in a package.',
  'package.tooManyItems': 'The list can have at most {{max}} items.',
  'package.fileMissing': 'The file “{{file}}” is missing from the package.',
  'package.notPicture': 'The file “{{file}}” is not a JPG, PNG, WebP or GIF picture.',
  'package.pictureTooLarge': 'The picture “{{file}}” can be at most {{limit}} MB.',
  'package.attachmentInvalid':
    'The attachment “{{file}}” must be a JPG, TXT, ZIP, PDF, DOC, DOCX or PPT file whose content matches its extension.',
  'package.attachmentTooLarge': 'The attachment “{{file}}” can be at most {{limit}} MB.',
  'package.categoryMissing':
    'There is no category with the address “{{slug}}” here. Create it, or name another in the package.',
  'package.exportNotYours': 'Only its author or the Studovna team can download a course’s package.',
  'package.imported': 'The course “{{title}}” is imported as a draft.',
  'package.importedNewSlug':
    'The course “{{title}}” is imported as a draft. Another course or category has the address “{{wanted}}”, so its address is “{{slug}}”.',
};

const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

/** A package message in the locale with `{{name}}` filled in. */
export function coursePackageMessage(
  code: CoursePackageMessageCode,
  locale: 'cs' | 'en' = 'cs',
  values: Record<string, string | number> = {},
): string {
  return fill(locale === 'en' ? coursePackageEn[code] : coursePackageCs[code], values);
}

/** Any message a package's field may have: the package's own, or the course's, lesson's, quiz's, question's. */
export type PackageProblemCode =
  CoursePackageMessageCode | StudioMessageCode | QuestionBankMessageCode | QuestionMessageCode;

export type PackageProblem = FieldProblem<PackageProblemCode>;

/** The message of a package's problem in the locale, from the catalogue its code belongs to. */
export function packageProblemMessage(
  problem: Pick<PackageProblem, 'code' | 'values'>,
  locale: 'cs' | 'en' = 'cs',
): string {
  const { code, values } = problem;
  if (code.startsWith('package.'))
    return coursePackageMessage(code as CoursePackageMessageCode, locale, values);
  if (code.startsWith('studio.')) return studioMessage(code as StudioMessageCode, locale, values);
  if (code.startsWith('bank.')) return questionBankMessage(code as QuestionBankMessageCode, locale, values);
  return fill(questionMessages[locale][code as QuestionMessageCode], values);
}
