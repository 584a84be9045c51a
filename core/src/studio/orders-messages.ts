/**
 * What the studio's orders and revenue screen answers (decision 0028), Czech first. Kept apart from the
 * other studio catalogues so each screen carries only its own words.
 */
export const ordersCs = {
  'orders.invalid': 'Filtr nebo vrácení peněz nejsou vyplněné správně. Oprav je prosím a zkus to znovu.',
  'orders.teamOnly': 'Objednávky a tržby vidí jen tým Studovny.',
  'orders.notFound': 'Tuto objednávku nenajdeme.',
  'orders.dateInvalid': 'Zadej datum ve tvaru RRRR-MM-DD, třeba 2026-03-01.',
  'orders.rangeReversed': 'Začátek období musí být nejpozději v den jeho konce.',
  'orders.rangeTooLong': 'Období může mít nejvýše {{max}} dní.',
  'orders.daysTooMany': 'Po dnech lze ukázat nejvýše {{max}} dní. Zkrať období, nebo zvol týdny či měsíce.',
  'orders.reasonRequired': 'Napiš, proč peníze vracíme. Důvod se uloží do záznamu změn.',
  'orders.reasonTooLong': 'Důvod může mít nejvýše {{max}} znaků.',
  'orders.alreadyRefunded': 'Objednávka {{number}} už je vrácená ({{when}}). Podruhé peníze vrátit nejde.',
  'orders.notPaid': 'Objednávka {{number}} není zaplacená (stav: {{status}}), takže není co vracet.',
  'orders.notRefundable':
    'Objednávku {{number}} nezaplatil/a studující přes platební bránu na webu, proto ji odtud vrátit nejde.',
  'orders.refunded':
    'Peníze za objednávku {{number}} ({{amount}}) jsou vrácené. Studijní plán skončil a studující k němu ztratil/a přístup.',
  'orders.refundedNoPlan':
    'Peníze za objednávku {{number}} ({{amount}}) jsou vrácené. Plán, který zaplatila, už předtím skončil.',
  'orders.status.pending': 'čeká na platbu',
  'orders.status.processing': 'zpracovává se',
  'orders.status.completed': 'zaplacená',
  'orders.status.cancelled': 'zrušená',
  'orders.status.refunded': 'vrácená',
  'orders.status.failed': 'nezdařená',
} as const;

export type OrdersMessageCode = keyof typeof ordersCs;

export const ordersEn: Record<OrdersMessageCode, string> = {
  'orders.invalid': 'The filter or the refund is not filled in correctly. Please fix it and try again.',
  'orders.teamOnly': 'Only the Studovna team sees orders and revenue.',
  'orders.notFound': 'We cannot find this order.',
  'orders.dateInvalid': 'Enter a date as YYYY-MM-DD, such as 2026-03-01.',
  'orders.rangeReversed': 'The period must start on or before its last day.',
  'orders.rangeTooLong': 'The period can be at most {{max}} days long.',
  'orders.daysTooMany':
    'Days can be shown for at most {{max}} days. Shorten the period or choose weeks or months.',
  'orders.reasonRequired': 'Write why the money is refunded. The reason goes into the log of changes.',
  'orders.reasonTooLong': 'The reason can have at most {{max}} characters.',
  'orders.alreadyRefunded': 'Order {{number}} was already refunded ({{when}}). It cannot be refunded twice.',
  'orders.notPaid': 'Order {{number}} is not paid (status: {{status}}), so there is nothing to refund.',
  'orders.notRefundable':
    'Order {{number}} was not paid through the website’s payment provider, so it cannot be refunded here.',
  'orders.refunded':
    'Order {{number}} ({{amount}}) is refunded. The study plan has ended and the learner has lost access to it.',
  'orders.refundedNoPlan':
    'Order {{number}} ({{amount}}) is refunded. The plan it paid for had already ended.',
  'orders.status.pending': 'pending',
  'orders.status.processing': 'processing',
  'orders.status.completed': 'paid',
  'orders.status.cancelled': 'cancelled',
  'orders.status.refunded': 'refunded',
  'orders.status.failed': 'failed',
};

/** An orders message in the locale with `{{name}}` filled in. */
export function ordersMessage(
  code: OrdersMessageCode,
  locale: 'cs' | 'en' = 'cs',
  values: Record<string, string | number> = {},
): string {
  const template = locale === 'en' ? ordersEn[code] : ordersCs[code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
