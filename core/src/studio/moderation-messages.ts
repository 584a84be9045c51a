/**
 * What the studio's moderation answers (decision 0029), Czech first. Kept apart from the other studio
 * catalogues so each screen carries only its own words.
 */
export const moderationCs = {
  'moderation.notFound': 'Tento příspěvek ve studiu nenajdeme. Možná ho autor mezitím smazal.',
  'moderation.notYours':
    'Příspěvek patří ke kurzu jiného autora. Moderuje ho jen autor kurzu nebo tým Studovny.',
  'moderation.invalid': 'Moderování není vyplněné správně. Oprav ho prosím a pošli znovu.',
  'moderation.reasonRequired': 'Napiš důvod – autor ho uvidí u svého příspěvku.',
  'moderation.reasonTooLong': 'Důvod může mít nejvýše {{max}} znaků.',
  'moderation.replyRequired': 'Napiš odpověď.',
  'moderation.replyTooLong': 'Odpověď může mít nejvýše {{max}} znaků.',
  'moderation.stateChanged':
    'Příspěvek je teď {{state}} – někdo ho mezitím změnil. Nic jsme neprovedli, načti seznam znovu.',
  'moderation.stateChangedBy':
    'Příspěvek je teď {{state}} – mezitím ho moderoval/a {{who}}. Nic jsme neprovedli, načti seznam znovu.',
  'moderation.notReported': 'Tento komentář nikdo nenahlásil, není co ponechat.',
  'moderation.replyToHidden': 'Na skrytý nebo smazaný komentář odpovědět nejde. Nejdřív ho zobraz znovu.',
  'moderation.state.visible': 'zobrazený',
  'moderation.state.hidden': 'skrytý',
  'moderation.state.deleted': 'smazaný',
  'moderation.hidden': 'Příspěvek je skrytý. Autor u něj vidí důvod.',
  'moderation.deleted': 'Příspěvek je smazaný. Autor u něj vidí důvod.',
  'moderation.restored': 'Příspěvek je znovu vidět.',
  'moderation.kept': 'Komentář zůstává, nahlášení jsou uzavřená.',
  'moderation.replied': 'Odpověď je ve vlákně. Studující ji uvidí s tvou visačkou.',
} as const;

export type ModerationMessageCode = keyof typeof moderationCs;

export const moderationEn: Record<ModerationMessageCode, string> = {
  'moderation.notFound': 'We cannot find this post in the studio. Its author may have deleted it.',
  'moderation.notYours':
    'This post belongs to another author’s course. Only the course’s author or the Studovna team moderates it.',
  'moderation.invalid': 'The moderation is not filled in correctly. Please fix it and send it again.',
  'moderation.reasonRequired': 'Write the reason – the author will see it with their post.',
  'moderation.reasonTooLong': 'The reason can have at most {{max}} characters.',
  'moderation.replyRequired': 'Write the answer.',
  'moderation.replyTooLong': 'The answer can have at most {{max}} characters.',
  'moderation.stateChanged':
    'The post is {{state}} now – somebody changed it in the meantime. Nothing was done; load the list again.',
  'moderation.stateChangedBy':
    'The post is {{state}} now – {{who}} moderated it in the meantime. Nothing was done; load the list again.',
  'moderation.notReported': 'Nobody reported this comment; there is nothing to keep.',
  'moderation.replyToHidden': 'A hidden or deleted comment cannot be answered. Show it again first.',
  'moderation.state.visible': 'shown',
  'moderation.state.hidden': 'hidden',
  'moderation.state.deleted': 'deleted',
  'moderation.hidden': 'The post is hidden. Its author sees the reason.',
  'moderation.deleted': 'The post is deleted. Its author sees the reason.',
  'moderation.restored': 'The post is shown again.',
  'moderation.kept': 'The comment stays; its reports are closed.',
  'moderation.replied': 'The answer is in the thread. Learners see it with your badge.',
};

/** A moderation message in the locale with `{{name}}` filled in. */
export function moderationMessage(
  code: ModerationMessageCode,
  locale: 'cs' | 'en' = 'cs',
  values: Record<string, string | number> = {},
): string {
  const template = locale === 'en' ? moderationEn[code] : moderationCs[code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
