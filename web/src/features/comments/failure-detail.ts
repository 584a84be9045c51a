import type { TFunction } from '../../i18n/i18n';
import { failureMessage } from '../../lib/api/action-result';

/**
 * The second line under a failed comment action's title (SPEC §8): the network message when the server
 * was not reached, the server's own words when it sent some (e.g. too many comments at once), else none.
 */
export function failureDetail(error: unknown, t: TFunction, domain: string): string | null {
  return failureMessage(error, { network: t('errors.network', { domain }), fallback: '' }) || null;
}
