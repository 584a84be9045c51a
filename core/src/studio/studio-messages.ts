/**
 * The studio's messages (decision 0023): what the server answers an author and what the studio's
 * screens show beside a field. Kept apart from core's shared messages, which ship in the learner's first
 * screen. Czech is the source.
 */
export const studioCs = {
  'studio.forbidden': 'Do studia mají přístup jen autoři kurzů a tým Studovny.',
  'studio.notYours': 'Tento kurz patří jinému autorovi. Můžeš si ho jen prohlédnout.',
  'studio.catalogueOnly': 'Kategorie a studijní plány mění jen tým Studovny.',
  'studio.invalid': 'Některá pole nejsou vyplněná správně. Oprav je prosím a ulož znovu.',
  'studio.notFound': 'Tohle ve studiu nenajdeme. Možná to mezitím někdo smazal.',
  'studio.required': 'Tohle pole je potřeba vyplnit.',
  'studio.tooLong': 'Text může mít nejvýše {{max}} znaků.',
  'studio.slugInvalid': 'Adresa může obsahovat jen malá písmena bez diakritiky, číslice a pomlčky.',
  'studio.slugTaken': 'Tuto adresu už používá jiný kurz nebo kategorie. Zvol jinou.',
  'studio.premiumInvalid': 'Kategorie může vyžadovat jen studijní plán, který se prodává: osp, zsv nebo tsp.',
  'studio.categoryRequired': 'Vyber aspoň jednu kategorii.',
  'studio.categoryUnknown': 'Tato kategorie neexistuje.',
  'studio.priceInvalid': 'Cena je celé číslo korun od 0 do {{max}}.',
  'studio.saleNotLower': 'Cena ve slevě musí být nižší než běžná cena.',
  'studio.percentInvalid': 'Zadej celé procento od 0 do 100.',
  'studio.retakesInvalid': 'Počet opakování je celé číslo od 0 do 100, nebo −1 pro neomezeně.',
  'studio.scheduleRequired': 'Zadej datum a čas zveřejnění.',
  'studio.scheduleInPast': 'Naplánovat lze jen do budoucna. Pro zveřejnění hned zvol „Zveřejněný".',
  'studio.authorUnknown': 'Autorem kurzu může být jen lektor nebo člen týmu.',
  'studio.categoryInUse': 'Kategorie má kurzy ({{count}}). Nejdřív je přesuň do jiné kategorie.',
  'studio.orderMismatch': 'Pořadí neodpovídá obsahu. Načti stránku znovu a zkus to ještě jednou.',
  'studio.saved': 'Uloženo.',
  'studio.created': 'Vytvořeno.',
  'studio.deleted': 'Smazáno.',
  'studio.firstSection': 'Úvod',
  'studio.curriculumMismatch':
    'Osnova neodpovídá kurzu: každá lekce, kvíz a úkol v ní musí být právě jednou. Načti stránku znovu.',
  'studio.sectionUnknown': 'Tato sekce do kurzu nepatří.',
  'studio.imageRequired': 'Vyber obrázek (pole file).',
  'studio.notImage': 'Obálka musí být obrázek ve formátu JPG, PNG, WebP nebo GIF.',
  'studio.imageTooLarge': 'Obrázek může mít nejvýše {{limit}} MB.',
  'studio.videoInvalid':
    'Vlož adresu videa z YouTube nebo Vimea (třeba https://youtu.be/… nebo https://vimeo.com/…), nebo pole nech prázdné.',
  'studio.minutesInvalid': 'Délka je celý počet minut od 0 do {{max}}.',
  'studio.notLesson': 'Tato položka není lekce.',
  'studio.filesAmountInvalid': 'Počet souborů k odevzdání je celé číslo od 0 do 2.',
  'studio.assignmentTimeInvalid': 'Čas na vypracování je celé číslo od 0 do {{max}} (0 znamená bez omezení).',
  'studio.assignmentGradeInvalid':
    'Body potřebné ke splnění jsou číslo od 0 do {{max}}, nejvýše se dvěma desetinnými místy.',
} as const;

export type StudioMessageCode = keyof typeof studioCs;

export const studioEn: Record<StudioMessageCode, string> = {
  'studio.forbidden': 'Only course authors and the Studovna team can open the studio.',
  'studio.notYours': 'This course belongs to another author. You can only look at it.',
  'studio.catalogueOnly': 'Only the Studovna team changes categories and study plans.',
  'studio.invalid': 'Some fields are not filled in correctly. Please fix them and save again.',
  'studio.notFound': 'We cannot find this in the studio. Someone may have deleted it.',
  'studio.required': 'This field is required.',
  'studio.tooLong': 'The text can have at most {{max}} characters.',
  'studio.slugInvalid': 'The address may contain only lower-case letters without accents, digits and dashes.',
  'studio.slugTaken': 'Another course or category uses this address. Choose another one.',
  'studio.premiumInvalid': 'A category can only require a study plan that is on sale: osp, zsv or tsp.',
  'studio.categoryRequired': 'Choose at least one category.',
  'studio.categoryUnknown': 'This category does not exist.',
  'studio.priceInvalid': 'The price is a whole number of crowns from 0 to {{max}}.',
  'studio.saleNotLower': 'The sale price must be lower than the regular price.',
  'studio.percentInvalid': 'Enter a whole percentage from 0 to 100.',
  'studio.retakesInvalid': 'Retakes are a whole number from 0 to 100, or −1 for unlimited.',
  'studio.scheduleRequired': 'Enter the date and time of publishing.',
  'studio.scheduleInPast': 'Only a future time can be scheduled. To publish now, choose “Published”.',
  'studio.authorUnknown': 'A course author can only be an instructor or a team member.',
  'studio.categoryInUse': 'The category has courses ({{count}}). Move them to another category first.',
  'studio.orderMismatch': 'The order does not match the content. Reload the page and try again.',
  'studio.saved': 'Saved.',
  'studio.created': 'Created.',
  'studio.deleted': 'Deleted.',
  'studio.firstSection': 'Introduction',
  'studio.curriculumMismatch':
    'The curriculum does not match the course: every lesson, quiz and assignment must be in it exactly once. Reload the page.',
  'studio.sectionUnknown': 'This section does not belong to the course.',
  'studio.imageRequired': 'Choose a picture (the file field).',
  'studio.notImage': 'A cover must be a JPG, PNG, WebP or GIF picture.',
  'studio.imageTooLarge': 'The picture can be at most {{limit}} MB.',
  'studio.videoInvalid':
    'Paste the address of a YouTube or Vimeo video (such as https://youtu.be/… or https://vimeo.com/…), or leave the field empty.',
  'studio.minutesInvalid': 'The length is a whole number of minutes from 0 to {{max}}.',
  'studio.notLesson': 'This item is not a lesson.',
  'studio.filesAmountInvalid': 'The number of files to hand in is a whole number from 0 to 2.',
  'studio.assignmentTimeInvalid': 'The time to work is a whole number from 0 to {{max}} (0 means no limit).',
  'studio.assignmentGradeInvalid':
    'The points needed to pass are a number from 0 to {{max}}, with at most two decimals.',
};

/** A studio message in the locale with `{{name}}` filled in. */
export function studioMessage(
  code: StudioMessageCode,
  locale: 'cs' | 'en' = 'cs',
  values: Record<string, string | number> = {},
): string {
  const template = locale === 'en' ? studioEn[code] : studioCs[code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
