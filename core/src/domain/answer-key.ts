/**
 * How the app's page carries its first screen's answers (decision 0017): the element that holds them and
 * the key that matches one to the app's call. No contract here: the app's first chunk loads this.
 */

/** The id of the `<script type="application/json">` element that carries the answers in the page. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
};

/**
 * The key that matches an answer carried in the page to the app's call: the address's path and its
 * query decoded and sorted, without the cache-busting `v`. The origin and the parameters' order and
 * encoding do not matter.
 */
export function answerKey(address: string): string {
  const [path = '', search = ''] = address
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
    .split('#')[0]!
    .split('?');
  const pairs = search
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return [decode(name), decode(value)] as const;
    })
    .filter(([name]) => name !== 'v')
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const query = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}
