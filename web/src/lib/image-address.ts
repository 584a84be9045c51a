/**
 * An image address from the server that may go into `<img src>`: http(s) (absolute or relative to
 * the app). Anything else (javascript:, data:, vbscript:, an unreadable address) answers `''`, so
 * the placeholder is shown instead.
 */
export function imageAddress(address: string | null | undefined): string {
  const trimmed = address?.trim() ?? '';
  if (!trimmed) return '';
  try {
    const { protocol } = new URL(trimmed, globalThis.location?.href ?? 'http://localhost/');
    return protocol === 'http:' || protocol === 'https:' ? trimmed : '';
  } catch {
    return '';
  }
}
