import { describe, expect, it } from 'vitest';
import { relativeDue } from './next-due';

const now = new Date(2026, 2, 10, 9, 30);
const at = (day: number, hour = 9, minute = 30, month = 2, year = 2026) =>
  new Date(year, month, day, hour, minute);

describe('relativeDue', () => {
  it.each([
    [at(10, 9, 30), 'za 1 minutu'],
    [at(10, 9, 20), 'za 1 minutu'],
    [at(10, 9, 31), 'za 1 minutu'],
    [at(10, 9, 40), 'za 10 minut'],
    [at(10, 12, 30), 'za 3 hodiny'],
    [at(10, 23, 59), 'za 14 hodin'],
    [at(11, 0, 5), 'zítra'],
    [at(11, 20), 'zítra'],
    [at(12, 8), 'pozítří'],
    [at(14), 'za 4 dny'],
    [at(15), 'za 5 dní'],
    [at(20, 9, 30, 3), 'za 41 dní'],
    [at(10, 9, 30, 5), 'za 3 měsíce'],
    [at(10, 9, 30, 2, 2028), 'za 2 roky'],
  ])('%s → %s in Czech', (due, words) => {
    expect(relativeDue(due, now, 'cs')).toBe(words);
  });

  it('speaks English too', () => {
    expect(relativeDue(at(11), now, 'en')).toBe('tomorrow');
    expect(relativeDue(at(14), now, 'en')).toBe('in 4 days');
  });
});
