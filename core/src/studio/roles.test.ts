import { describe, expect, it } from 'vitest';
import { mayEditCatalogue, mayEditCourse, studioRoleOf } from './roles';

describe('studio roles', () => {
  it.each([
    [['administrator'], 'administrator'],
    [['lp_teacher'], 'instructor'],
    [['lp_teacher', 'administrator'], 'administrator'],
    [['subscriber', 'premium_osp'], null],
    [[], null],
  ] as const)('%j → %s', (roles, role) => {
    expect(studioRoleOf(roles)).toBe(role);
  });

  it('lets the team edit every course and an instructor only their own', () => {
    expect(mayEditCourse('administrator', 1, { authorId: 7 })).toBe(true);
    expect(mayEditCourse('instructor', 7, { authorId: 7 })).toBe(true);
    expect(mayEditCourse('instructor', 8, { authorId: 7 })).toBe(false);
    expect(mayEditCatalogue('administrator')).toBe(true);
    expect(mayEditCatalogue('instructor')).toBe(false);
  });
});
