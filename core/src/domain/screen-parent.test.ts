import { describe, expect, it } from 'vitest';
import { inCourseHierarchy, isCourseOrigin, upRule } from './screen-parent';

describe('upRule', () => {
  it.each([
    ['/kurzy/7/lp_quiz/12', '/kurzy/7'],
    ['/kurzy/7/lp_quiz/12/3', '/kurzy/7'],
    ['/kurzy/7/lp_lesson/4/', '/kurzy/7'],
    ['/kurzy/7/lp_assignment/5', '/kurzy/7'],
    ['/kurzy/7/lp_course_preview', '/kurzy/7'],
    ['/kurzy/7', '/'],
    ['/kurzy/7/', '/'],
    ['/studijni-plany', '/'],
  ])('falls back from %s to %s', (path, fallback) => {
    expect(upRule(path).fallback).toBe(fallback);
  });

  it.each([
    // path, candidate, accepted, passed over
    ['/kurzy/7/lp_quiz/12', '/kurzy/7', true, false],
    ['/kurzy/7/lp_quiz/12', '/kurzy/7/lp_quiz/12', false, true],
    ['/kurzy/7/lp_quiz/12', '/kurzy/7/lp_lesson/3', false, true],
    ['/kurzy/7/lp_quiz/12', '/kurzy/8', false, false],
    ['/kurzy/7/lp_quiz/12', '/kurzy', false, false],
    ['/kurzy/7', '/kurzy', true, false],
    ['/kurzy/7', '/', true, false],
    ['/kurzy/7', '/uzivatel/kurzy', true, false],
    ['/kurzy/7', '/uzivatel/oblibene', true, false],
    ['/kurzy/7', '/hledat', true, false],
    ['/kurzy/7', '/kurzy/7/lp_quiz/12', false, true],
    ['/kurzy/7', '/kurzy/7/', false, true],
    ['/kurzy/7', '/kurzy/8', false, false],
    ['/kurzy/7', '/prihlaseni', false, false],
    ['/nastenka/osp/procvicovani', '/nastenka/osp', false, false],
  ])('from %s, %s is accepted: %s, passed over: %s', (path, candidate, accepted, passed) => {
    const rule = upRule(path);
    expect(rule.accepts(candidate)).toBe(accepted);
    expect(rule.passes(candidate)).toBe(passed);
  });

  it('takes the parent a screen outside the course hierarchy names', () => {
    const rule = upRule('/procvicovani/osp', '/nastenka/osp');
    expect(rule.fallback).toBe('/nastenka/osp');
    expect(rule.accepts('/nastenka/osp')).toBe(true);
    expect(rule.accepts('/')).toBe(false);
  });
});

describe('isCourseOrigin', () => {
  it.each([
    ['/', true],
    ['/kurzy', true],
    ['/kurzy/', true],
    ['/start', true],
    ['/nastenka', true],
    ['/nastenka/osp', true],
    ['/lektori/3', true],
    ['/kurzy/3', false],
    ['/kurzy/3/lp_quiz/1', false],
    ['/404', false],
    ['/registrace', false],
  ])('%s: %s', (path, origin) => {
    expect(isCourseOrigin(path)).toBe(origin);
  });
});

describe('inCourseHierarchy', () => {
  it.each([
    ['/kurzy/3', true],
    ['/kurzy/3/', true],
    ['/kurzy/3/lp_quiz/1/2', true],
    ['/kurzy', false],
    ['/', false],
    ['/prihlaseni', false],
  ])('%s: %s', (path, inside) => {
    expect(inCourseHierarchy(path)).toBe(inside);
  });
});
