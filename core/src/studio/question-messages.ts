/**
 * What the studio tells an author about a question draft (`question.…`) and about a question-bank file
 * being imported (`import.…`). Czech is the source; `{{name}}` is filled from the problem's `values`.
 * These live apart from `src/messages` so that a learner's first screen never carries them.
 */
export const questionMessages = {
  cs: {
    'question.typeInvalid':
      'Neznámý typ otázky „{{type}}“. Vyber pravda/nepravda, výběr jedné odpovědi, výběr více odpovědí, seřazení, nebo doplňování.',
    'question.titleRequired': 'Doplň nadpis otázky, nesmí být prázdný.',
    'question.titleTooLong':
      'Nadpis otázky může mít nejvýše {{max}} znaků, má jich {{length}}. Delší text dej do obsahu otázky.',
    'question.contentTooLong': 'Obsah otázky může mít nejvýše {{max}} znaků, má jich {{length}}.',
    'question.hintTooLong': 'Nápověda může mít nejvýše {{max}} znaků, má jich {{length}}.',
    'question.explanationRequired':
      'Doplň vysvětlení, proč je správná odpověď správná. Studující ho uvidí po vyhodnocení.',
    'question.explanationTooLong': 'Vysvětlení může mít nejvýše {{max}} znaků, má jich {{length}}.',
    'question.markInvalid':
      'Počet bodů musí být kladné číslo nejvýše {{max}}, nanejvýš se dvěma desetinnými místy.',
    'question.difficultyInvalid': 'Obtížnost může být 1 (lehká), 2 (střední), nebo 3 (těžká).',
    'question.tooManyTags': 'Otázka může mít nejvýše {{max}} témat, má jich {{count}}.',
    'question.tagEmpty': 'Téma nesmí být prázdné. Napiš jeho název, nebo ho odeber.',
    'question.tagTooLong': 'Téma „{{tag}}“ je moc dlouhé, může mít nejvýše {{max}} znaků.',
    'question.tagDuplicate': 'Téma „{{tag}}“ je u otázky dvakrát.',
    'question.answerRequired': 'Vyber, jestli je tvrzení pravdivé, nebo nepravdivé.',
    'question.tooFewOptions': 'Otázka potřebuje aspoň {{min}} možnosti, má jich {{count}}.',
    'question.tooManyOptions': 'Otázka může mít nejvýše {{max}} možností (písmena A–P), má jich {{count}}.',
    'question.optionEmpty': 'Možnost {{letter}} je prázdná. Napiš její text, nebo ji odeber.',
    'question.optionTooLong': 'Možnost {{letter}} může mít nejvýše {{max}} znaků, má jich {{length}}.',
    'question.optionDuplicate':
      'Možnost {{letter}} má stejný text jako možnost {{same}}. Každá možnost musí být jiná.',
    'question.singleNeedsOneCorrect':
      'U výběru jedné odpovědi označ jako správnou právě jednu možnost (teď jich je označených {{count}}).',
    'question.multiNeedsCorrect': 'U výběru více odpovědí označ jako správnou aspoň jednu možnost.',
    'question.sortingTooFew': 'K seřazení potřebuješ aspoň {{min}} položky, teď je jich {{count}}.',
    'question.sortingTooMany': 'Seřazovat jde nejvýše {{max}} položek, teď je jich {{count}}.',
    'question.sortingItemEmpty': 'Položka {{position}} je prázdná. Napiš její text, nebo ji odeber.',
    'question.sortingItemTooLong': 'Položka {{position}} může mít nejvýše {{max}} znaků, má jich {{length}}.',
    'question.sortingDuplicate':
      'Položka {{position}} má stejný text jako položka {{same}}. Se stejnými položkami by nešlo poznat správné pořadí.',
    'question.textRequired': 'Napiš text, do kterého budou studující doplňovat.',
    'question.textTooLong': 'Text k doplnění může mít nejvýše {{max}} znaků, má jich {{length}}.',
    'question.blanksMissing': 'V textu není žádné místo k doplnění. Vlož do něj aspoň jedno.',
    'question.placeholderWithoutBlank': 'V textu je místo „{{id}}“, ale chybí k němu správná odpověď.',
    'question.placeholderRepeated':
      'Místo „{{id}}“ je v textu vícekrát. Každé místo k doplnění může být v textu jen jednou.',
    'question.placeholderInvalid':
      'Značka „{{placeholder}}“ není platné místo k doplnění: název místa může obsahovat jen písmena bez diakritiky, číslice, _ a -.',
    'question.blankWithoutPlaceholder':
      'Místo „{{id}}“ má správnou odpověď, ale v textu chybí. Vlož ho do textu, nebo odpověď odeber.',
    'question.blankIdInvalid':
      'Název místa „{{id}}“ může obsahovat jen písmena bez diakritiky, číslice, _ a - a nesmí být prázdný.',
    'question.blankIdDuplicate': 'Místo „{{id}}“ je mezi odpověďmi dvakrát.',
    'question.blankAnswerRequired': 'Doplň správnou odpověď pro místo „{{id}}“.',
    'question.blankComparisonInvalid':
      'U místa „{{id}}“ vyber, jak se odpověď porovnává: přesně, jedna z více možností, nebo číslo v rozmezí.',
    'question.rangeNotNumbers': 'Rozmezí u místa „{{id}}“ musí tvořit dvě čísla, od a do.',
    'question.rangeReversed': 'U místa „{{id}}“ je začátek rozmezí ({{min}}) větší než jeho konec ({{max}}).',

    'import.noQuestions': 'V souboru jsme nenašli žádnou otázku.',
    'import.encodingSuspect':
      'Soubor asi není uložený v kódování UTF-8, česká písmena v něm nejdou přečíst. Ulož ho znovu jako UTF-8 a nahraj ho ještě jednou.',
    'import.unsupportedType': 'Typ otázky „{{type}}“ Studovna nepodporuje, otázku proto nepřevezmeme.',
    'import.noAnswers': 'Otázka nemá žádné odpovědi, proto ji nepřevezmeme.',
    'import.numberInvalid':
      'Číselná odpověď „{{value}}“ není číslo. Desetinná místa odděl tečkou, ne čárkou.',
    'import.severalRanges':
      'Číselná otázka má víc správných odpovědí. Studovna uzná jen jedno rozmezí, převezmeme první: {{min}} až {{max}}.',
    'import.partialCreditDropped':
      'Odpovědi s částečným hodnocením (třeba 50 %) Studovna nezná, počítáme je jako špatné.',
    'import.wildcardAnswer':
      'Odpověď „{{answer}}“ obsahuje hvězdičku. Zástupné znaky Studovna nepodporuje, vypiš všechny odpovědi, které chceš uznat.',
    'import.severalRightAnswers':
      'Otázka má víc odpovědí označených jako správné. V Moodlu stačí zvolit kteroukoli z nich, ve Studovně z ní bude výběr více odpovědí, kde je třeba označit všechny.',
    'import.feedbackDropped':
      'Zpětnou vazbu k jednotlivým odpovědím nepřevezmeme, do vysvětlení jde jen obecná zpětná vazba.',
    'import.formatKept': 'Text ve formátu {{format}} převezmeme tak, jak je. Zkontroluj ho v náhledu.',
    'import.explanationMissing':
      'Otázka nemá vysvětlení. Naimportujeme ji i tak; studenti vysvětlení uvidí, až ho doplníš v editoru otázky (ten ho při uložení chce). V bance ji najdeš filtrem „Bez vysvětlení“.',
    'import.explanationsMissing':
      'Otázky bez vysvětlení: {{count}} (řádky {{lines}}). Naimportujeme je i tak; studenti vysvětlení uvidí, až ho doplníš v editoru otázky (ten ho při uložení chce). V bance je najdeš filtrem „Bez vysvětlení“.',
    'import.giftNoAnswers':
      'Blok nemá odpovědi ve složených závorkách, takže to není otázka (v Moodlu by to byl jen popisný text). Doplň odpovědi, nebo blok smaž.',
    'import.giftUnclosedBrace': 'Odpovědi tu začínají závorkou {, ale chybí k ní zavírací }.',
    'import.giftUnopenedBrace':
      'Zavírací závorka } nemá k sobě otevírací. Pokud ji chceš mít v textu, napiš před ni zpětné lomítko: \\}.',
    'import.giftSeveralAnswerBlocks':
      'Otázka má víc bloků odpovědí ve složených závorkách, GIFT dovoluje jen jeden. Jsou-li závorky součástí textu, napiš je jako \\{ a \\}.',
    'import.giftTexBraces':
      'Ve vzorci mezi $ jsou složené závorky. V GIFT je musíš psát jako \\{ a \\}, jinak se berou jako začátek odpovědí.',
    'import.noRightAnswer':
      'Otázka nemá žádnou odpověď hodnocenou jako správná (100 %), proto ji nepřevezmeme.',
    'import.unreadable': 'Tuto část souboru se nepodařilo přečíst.',
    'import.giftTexNewline':
      'Ve vzorci mezi $ je příkaz začínající \\n (třeba \\neq), který GIFT čte jako nový řádek. Napiš před něj dvě zpětná lomítka: \\\\neq.',
    'import.giftCannotWriteSorting': 'GIFT nemá otázky na seřazení, tuto otázku do souboru nezapíšeme.',
    'import.giftCannotWriteBlanks':
      'GIFT umí jen jedno místo k doplnění, a to na prvním řádku textu, a jeho odpověď nesmí obsahovat „->“. Tuto otázku do souboru nezapíšeme.',
    'import.aikenNotStarted':
      'Řádek vypadá jako možnost nebo správná odpověď, ale žádná otázka před ním nezačala.',
    'import.aikenMissingAnswer':
      'Otázce chybí řádek „ANSWER: …“ se správnou odpovědí, proto ji nepřevezmeme.',
    'import.aikenAnswerInvalid': 'Za „ANSWER:“ napiš písmeno správné možnosti, třeba „ANSWER: B“.',
    'import.aikenAnswerNotAnOption': 'Správná odpověď {{letter}} není mezi možnostmi otázky.',
    'import.aikenDuplicateLetter': 'Možnost {{letter}} je u otázky dvakrát.',
    'import.xmlNotMoodle': 'Soubor není ve formátu Moodle XML: chybí v něm značka <quiz>.',
    'import.xmlSyntax': 'Tady soubor není platné XML (poškozená značka, atribut nebo entita).',
    'import.xmlUnclosedTag': 'Značka <{{tag}}> tu začíná, ale nikde nekončí.',
    'import.xmlMismatchedTag': 'Tady má končit značka <{{expected}}>, ale soubor uzavírá </{{found}}>.',
  },
  en: {
    'question.typeInvalid':
      'Unknown question type "{{type}}". Choose true or false, single choice, multiple choice, sorting or fill in the blanks.',
    'question.titleRequired': 'Write the question’s title; it cannot be empty.',
    'question.titleTooLong':
      'The title can have at most {{max}} characters; it has {{length}}. Move longer text to the question’s content.',
    'question.contentTooLong': 'The content can have at most {{max}} characters; it has {{length}}.',
    'question.hintTooLong': 'The hint can have at most {{max}} characters; it has {{length}}.',
    'question.explanationRequired':
      'Write an explanation of why the right answer is right. Learners see it once the question is evaluated.',
    'question.explanationTooLong': 'The explanation can have at most {{max}} characters; it has {{length}}.',
    'question.markInvalid': 'Points must be a positive number of at most {{max}}, with at most two decimals.',
    'question.difficultyInvalid': 'Difficulty can be 1 (easy), 2 (medium) or 3 (hard).',
    'question.tooManyTags': 'A question can have at most {{max}} topics; this one has {{count}}.',
    'question.tagEmpty': 'A topic cannot be empty. Name it or remove it.',
    'question.tagTooLong': 'The topic "{{tag}}" is too long; it can have at most {{max}} characters.',
    'question.tagDuplicate': 'The topic "{{tag}}" is listed twice.',
    'question.answerRequired': 'Choose whether the statement is true or false.',
    'question.tooFewOptions': 'The question needs at least {{min}} options; it has {{count}}.',
    'question.tooManyOptions':
      'A question can have at most {{max}} options (letters A–P); this one has {{count}}.',
    'question.optionEmpty': 'Option {{letter}} is empty. Write its text or remove it.',
    'question.optionTooLong': 'Option {{letter}} can have at most {{max}} characters; it has {{length}}.',
    'question.optionDuplicate':
      'Option {{letter}} has the same text as option {{same}}. Every option must be different.',
    'question.singleNeedsOneCorrect':
      'A single-choice question needs exactly one option marked right ({{count}} are marked now).',
    'question.multiNeedsCorrect': 'A multiple-choice question needs at least one option marked right.',
    'question.sortingTooFew': 'Sorting needs at least {{min}} items; there are {{count}}.',
    'question.sortingTooMany': 'At most {{max}} items can be sorted; there are {{count}}.',
    'question.sortingItemEmpty': 'Item {{position}} is empty. Write its text or remove it.',
    'question.sortingItemTooLong':
      'Item {{position}} can have at most {{max}} characters; it has {{length}}.',
    'question.sortingDuplicate':
      'Item {{position}} has the same text as item {{same}}. With equal items the right order cannot be told.',
    'question.textRequired': 'Write the text learners fill in.',
    'question.textTooLong': 'The text to fill in can have at most {{max}} characters; it has {{length}}.',
    'question.blanksMissing': 'The text has no blank to fill in. Add at least one.',
    'question.placeholderWithoutBlank': 'The text has the blank "{{id}}" but no right answer for it.',
    'question.placeholderRepeated':
      'The blank "{{id}}" appears more than once; each blank can appear only once.',
    'question.placeholderInvalid':
      'The mark "{{placeholder}}" is not a valid blank: a blank’s name can hold only letters without accents, digits, _ and -.',
    'question.blankWithoutPlaceholder':
      'The blank "{{id}}" has a right answer but is missing from the text. Add it to the text or remove the answer.',
    'question.blankIdInvalid':
      'The blank name "{{id}}" can hold only letters without accents, digits, _ and -, and cannot be empty.',
    'question.blankIdDuplicate': 'The blank "{{id}}" is listed twice among the answers.',
    'question.blankAnswerRequired': 'Write the right answer for the blank "{{id}}".',
    'question.blankComparisonInvalid':
      'Choose how the blank "{{id}}" is compared: exactly, one of several answers, or a number in a range.',
    'question.rangeNotNumbers': 'The range of the blank "{{id}}" must be two numbers, from and to.',
    'question.rangeReversed': 'The range of the blank "{{id}}" starts ({{min}}) above its end ({{max}}).',

    'import.noQuestions': 'No question was found in the file.',
    'import.encodingSuspect':
      'The file does not seem to be saved as UTF-8: its Czech letters cannot be read. Save it again as UTF-8 and upload it once more.',
    'import.unsupportedType':
      'Studovna does not support questions of the type "{{type}}"; this one is skipped.',
    'import.noAnswers': 'The question has no answers, so it is skipped.',
    'import.numberInvalid':
      'The numeric answer "{{value}}" is not a number. Separate decimals with a point, not a comma.',
    'import.severalRanges':
      'The numeric question has several right answers. Studovna accepts one range; the first is taken: {{min}} to {{max}}.',
    'import.partialCreditDropped':
      'Studovna has no partial credit (such as 50 %); those answers count as wrong.',
    'import.wildcardAnswer':
      'The answer "{{answer}}" holds an asterisk. Studovna has no wildcards; list every answer you want to accept.',
    'import.severalRightAnswers':
      'Several answers are marked right. In Moodle choosing any of them is enough; in Studovna it becomes a multiple-choice question where all must be chosen.',
    'import.feedbackDropped':
      'Feedback on single answers is not carried over; only the general feedback becomes the explanation.',
    'import.formatKept': 'Text in the {{format}} format is taken as it is. Check it in the preview.',
    'import.explanationMissing':
      'The question has no explanation. It is imported all the same; learners see an explanation once you add it in the question editor (which asks for it on saving). Find it in the bank with the filter "No explanation".',
    'import.explanationsMissing':
      'Questions without an explanation: {{count}} (lines {{lines}}). They are imported all the same; learners see an explanation once you add it in the question editor (which asks for it on saving). Find them in the bank with the filter "No explanation".',
    'import.giftNoAnswers':
      'The block has no answers in curly braces, so it is not a question (Moodle would take it as a description). Add answers or delete the block.',
    'import.giftUnclosedBrace': 'Answers start here with {, but the closing } is missing.',
    'import.giftUnopenedBrace':
      'This closing } has no opening brace. To keep it in the text, write a backslash before it: \\}.',
    'import.giftSeveralAnswerBlocks':
      'The question has several answer blocks in curly braces; GIFT allows one. If the braces belong to the text, write them as \\{ and \\}.',
    'import.giftTexBraces':
      'The formula between $ signs holds curly braces. In GIFT write them as \\{ and \\}, or they start the answers.',
    'import.noRightAnswer': 'No answer of the question is graded right (100 %), so it is skipped.',
    'import.unreadable': 'This part of the file could not be read.',
    'import.giftTexNewline':
      'The formula between $ signs has a command starting with \\n (such as \\neq), which GIFT reads as a line break. Write two backslashes before it: \\\\neq.',
    'import.giftCannotWriteSorting': 'GIFT has no sorting questions; this question is left out of the file.',
    'import.giftCannotWriteBlanks':
      'GIFT has one blank only, on the first line of the text, and its answer cannot hold "->"; this question is left out of the file.',
    'import.aikenNotStarted':
      'This line looks like an option or an answer, but no question started before it.',
    'import.aikenMissingAnswer': 'The question lacks its "ANSWER: …" line, so it is skipped.',
    'import.aikenAnswerInvalid': 'After "ANSWER:" write the letter of the right option, such as "ANSWER: B".',
    'import.aikenAnswerNotAnOption': 'The right answer {{letter}} is not one of the question’s options.',
    'import.aikenDuplicateLetter': 'Option {{letter}} appears twice in the question.',
    'import.xmlNotMoodle': 'The file is not Moodle XML: it has no <quiz> element.',
    'import.xmlSyntax': 'The file is not valid XML here (a broken tag, attribute or entity).',
    'import.xmlUnclosedTag': 'The element <{{tag}}> starts here but never ends.',
    'import.xmlMismatchedTag':
      'The element <{{expected}}> should end here, but the file closes </{{found}}>.',
  },
} as const;

export type QuestionMessageCode = keyof (typeof questionMessages)['cs'];
export type QuestionMessageLocale = keyof typeof questionMessages;
