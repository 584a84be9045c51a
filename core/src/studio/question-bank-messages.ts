/**
 * What the studio's question bank and quiz settings answer (decision 0024), Czech first. Field messages of
 * a question draft are the rule's own (`question-messages.ts`).
 */
export const questionBankCs = {
  'bank.questionNotYours':
    'Tuto otázku mění jen její autor, autor kurzu, ve kterém je, nebo tým Studovny. Můžeš si ji jen prohlédnout.',
  'bank.quizNotYours': 'Tento kvíz patří do kurzu jiného autora. Můžeš si ho jen prohlédnout.',
  'bank.notFound': 'Tuto otázku nebo kvíz ve studiu nenajdeme. Možná je mezitím někdo smazal.',
  'bank.invalid': 'Některá pole nejsou vyplněná správně. Oprav je prosím a ulož znovu.',
  'bank.created': 'Otázka je uložená.',
  'bank.saved': 'Uloženo.',
  'bank.savedRevision':
    'Uloženo jako verze {{revision}}. Dokončené pokusy studujících ukazují dál verzi, kterou řešili.',
  'bank.deleted': 'Otázka je smazaná.',
  'bank.archived':
    'Otázku už studující řešili, připnuli nebo procvičují ({{count}}), proto ji nemažeme, ale archivujeme: z kvízu zmizela, v jejich výsledcích a přehledech zůstává beze změny.',
  'bank.inOtherQuiz':
    'Otázka je už v jiném kvízu („{{quiz}}“). Otázka může být jen v jednom kvízu, nejdřív ji odtamtud odeber.',
  'bank.archivedNotInQuiz': 'Archivovanou otázku do kvízu přidat nejde.',
  'bank.duplicateInQuiz': 'Otázka je v seznamu kvízu dvakrát.',
  'bank.questionUnknown': 'Tato otázka neexistuje.',
  'bank.markInvalid': 'Body jsou kladné číslo nejvýše {{max}}, nejvýše se dvěma desetinnými místy.',
  'bank.timeLimitInvalid': 'Časový limit je celý počet sekund od 0 do {{max}} (0 znamená bez limitu).',
  'bank.percentInvalid': 'Zadej celé procento od 0 do 100.',
  'bank.retakesInvalid': 'Počet opakování je celé číslo od 0 do 100, nebo −1 pro neomezeně.',
  'bank.penaltyInvalid':
    'Srážka je podíl bodů otázky od 0 do 1: 0, 1, zlomek jako 1/3, nebo desetinné číslo jako 0,25.',
  'bank.titleRequired': 'Doplň název kvízu.',
  'bank.titleTooLong': 'Název může mít nejvýše {{max}} znaků.',
  'bank.importFileRequired': 'Vyber soubor k importu (pole file), nebo pošli jeho text.',
  'bank.importFileTooLarge': 'Soubor k importu může mít nejvýše {{limit}} MB.',
  'bank.importHasErrors':
    'V souboru jsou chyby ({{count}}). Oprav je podle přehledu a nahraj ho znovu. Nic jsme neuložili.',
  'bank.imported': 'Importováno otázek: {{count}}.',
  'bank.giftTooMany':
    'Filtru odpovídá {{count}} otázek, do jednoho souboru GIFT jich jde nejvýše {{max}}. Zuž hledání, třeba na jeden kurz nebo kvíz.',
} as const;

export type QuestionBankMessageCode = keyof typeof questionBankCs;

export const questionBankEn: Record<QuestionBankMessageCode, string> = {
  'bank.questionNotYours':
    'Only its author, the author of the course it is in, or the Studovna team changes this question. You can only look at it.',
  'bank.quizNotYours': 'This quiz is in another author’s course. You can only look at it.',
  'bank.notFound': 'We cannot find this question or quiz in the studio. Someone may have deleted it.',
  'bank.invalid': 'Some fields are not filled in correctly. Please fix them and save again.',
  'bank.created': 'The question is saved.',
  'bank.saved': 'Saved.',
  'bank.savedRevision':
    'Saved as revision {{revision}}. Learners’ finished attempts keep showing the revision they took.',
  'bank.deleted': 'The question is deleted.',
  'bank.archived':
    'Learners have answered, pinned or practise this question ({{count}}), so it is archived, not deleted: it has left the quiz and stays unchanged in their results and reviews.',
  'bank.inOtherQuiz':
    'The question is in another quiz already (“{{quiz}}”). A question can be in one quiz only; remove it there first.',
  'bank.archivedNotInQuiz': 'An archived question cannot be added to a quiz.',
  'bank.duplicateInQuiz': 'The question is in the quiz’s list twice.',
  'bank.questionUnknown': 'This question does not exist.',
  'bank.markInvalid': 'Points are a positive number of at most {{max}}, with at most two decimals.',
  'bank.timeLimitInvalid': 'The time limit is a whole number of seconds from 0 to {{max}} (0 means none).',
  'bank.percentInvalid': 'Enter a whole percentage from 0 to 100.',
  'bank.retakesInvalid': 'Retakes are a whole number from 0 to 100, or −1 for unlimited.',
  'bank.penaltyInvalid':
    'A penalty is a share of the question’s points from 0 to 1: 0, 1, a fraction such as 1/3, or a decimal such as 0.25.',
  'bank.titleRequired': 'Write the quiz’s title.',
  'bank.titleTooLong': 'The title can have at most {{max}} characters.',
  'bank.importFileRequired': 'Choose a file to import (the file field), or send its text.',
  'bank.importFileTooLarge': 'A file to import can be at most {{limit}} MB.',
  'bank.importHasErrors':
    'The file has errors ({{count}}). Fix them as the report says and upload it again. Nothing was saved.',
  'bank.imported': 'Questions imported: {{count}}.',
  'bank.giftTooMany':
    'The filter finds {{count}} questions; one GIFT file can hold at most {{max}}. Narrow the search, to one course or quiz for instance.',
};

/** A question-bank message in the locale with `{{name}}` filled in. */
export function questionBankMessage(
  code: QuestionBankMessageCode,
  locale: 'cs' | 'en' = 'cs',
  values: Record<string, string | number> = {},
): string {
  const template = locale === 'en' ? questionBankEn[code] : questionBankCs[code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
