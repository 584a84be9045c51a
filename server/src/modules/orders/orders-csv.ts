import type { Locale } from '@studovna/core';
import type { StudioOrder } from '@studovna/core/contract/studio';
import { ORDERS_TIME_ZONE, ordersMessage, planLengthLabel } from '@studovna/core/studio';

/**
 * The team's orders as CSV for Excel (decision 0028): UTF-8 with a byte order mark (without it Excel
 * reads Czech as Windows-1250), semicolons (a Czech Excel's list separator: the comma is its decimal
 * sign), CRLF, one header row. Amounts are whole Kč as plain numbers, times `YYYY-MM-DD HH:MM` in Prague.
 * A text cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) starts with an apostrophe.
 */

const BOM = '\uFEFF';
const SEPARATOR = ';';

const HEADERS: Record<Locale, string[]> = {
  cs: [
    'Číslo objednávky',
    'Datum a čas',
    'Stav',
    'Částka (Kč)',
    'Studující',
    'E-mail',
    'Položka',
    'Rodina',
    'Délka plánu',
    'Vráceno',
    'Vrátil/a',
    'Důvod vrácení',
  ],
  en: [
    'Order number',
    'Date and time',
    'Status',
    'Amount (CZK)',
    'Learner',
    'E-mail',
    'Item',
    'Family',
    'Plan length',
    'Refunded',
    'Refunded by',
    'Refund reason',
  ],
};

const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ORDERS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const pragueTime = (iso: string) => timeFormat.format(new Date(iso));

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function ordersCsv(orders: readonly StudioOrder[], locale: Locale): string {
  const rows = orders.map((o) => [
    o.order_number,
    pragueTime(o.date),
    ordersMessage(`orders.status.${o.status}`, locale),
    o.total,
    o.learner.name,
    o.learner.email,
    o.item,
    o.plan ? o.plan.family.toUpperCase() : '',
    o.plan ? planLengthLabel(o.plan.period_unit, o.plan.period_count, locale) : '',
    o.refund ? pragueTime(o.refund.at) : '',
    o.refund?.by ?? '',
    o.refund?.reason ?? '',
  ]);
  return BOM + [HEADERS[locale], ...rows].map((row) => row.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n';
}
