import { describe, expect, it } from 'vitest';
import { callAddress, firstScreenAt } from './first-screen';

const addresses = (pathname: string, search = '') =>
  firstScreenAt(pathname, search)?.calls.map(callAddress) ?? null;

describe('firstScreenAt', () => {
  it.each([
    ['/', '', ['/wp-json/wp/v2/course_category?per_page=100']],
    [
      '/kurzy',
      '',
      [
        '/wp-json/wp/v2/course_category?per_page=100',
        '/wp-json/learnpress/v1/courses?per_page=10&page=1&orderby=date&order=asc',
      ],
    ],
    ['/kurzy/', '', ['/wp-json/wp/v2/course_category?per_page=100', expect.stringContaining('/courses?')]],
    ['/kurzy', '?predmet=osp', ['/wp-json/wp/v2/course_category?per_page=100']],
    [
      '/kurzy/12',
      '',
      ['/wp-json/learnpress/v1/courses/12', '/wp-json/learnpress/v1/review/course/12?per_page=100'],
    ],
    ['/kurzy/12/lp_quiz/40', '', ['/wp-json/learnpress/v1/quiz/40']],
  ])('%s%s answers %j', (pathname, search, expected) => {
    expect(addresses(pathname, search)).toEqual(expected);
  });

  it.each(['/kurzy/abc', '/kurzy/12/lp_lesson/3', '/profil', '/kurzy/12/lp_quiz/40/3', '/index.html'])(
    '%s carries nothing',
    (pathname) => {
      expect(firstScreenAt(pathname)).toBeNull();
    },
  );

  it.each([
    ['/', 'home'],
    ['/kurzy', 'courses'],
    ['/kurzy', 'courses', '?predmet=osp'],
    ['/kurzy/12', 'course'],
    ['/kurzy/12/lp_quiz/40', 'quiz'],
  ])('%s is the screen %s', (pathname, name, search = '') => {
    expect(firstScreenAt(pathname, search)?.name).toBe(name);
  });

  it('names the image each screen shows first', () => {
    const image = 'http://localhost:3000/wp-content/uploads/a.svg';
    expect(firstScreenAt('/')?.leadImage([[{ meta: { image } }, { meta: { image: 'b' } }]])).toBe(image);
    expect(firstScreenAt('/kurzy')?.leadImage([[], [{ image }, { image: 'b' }]])).toBe(image);
    expect(firstScreenAt('/kurzy/1')?.leadImage([{ image }])).toBe(image);
    expect(firstScreenAt('/kurzy/1/lp_quiz/2')?.leadImage([{ image }])).toBeNull();
    // no image, or an answer of another shape
    expect(firstScreenAt('/')?.leadImage([[{ meta: { image: '' } }]])).toBeNull();
    expect(firstScreenAt('/kurzy')?.leadImage([[], { code: 'x' }])).toBeNull();
    expect(firstScreenAt('/kurzy/1')?.leadImage([null])).toBeNull();
  });
});
