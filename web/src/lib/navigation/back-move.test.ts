import { upRule } from '@studovna/core/domain';
import { describe, expect, it } from 'vitest';
import { backMove } from './back-move';

describe('backMove', () => {
  it.each([
    // the screen, the earlier entries (oldest first), the move
    ['/kurzy/7/lp_quiz/12', ['/', '/kurzy', '/kurzy/7'], { delta: -1 }],
    ['/kurzy/7', ['/', '/kurzy'], { delta: -1 }],
    ['/kurzy/7', ['/'], { delta: -1 }],
    ['/kurzy/7', ['/uzivatel/oblibene'], { delta: -1 }],
    // a course reached again from its quiz result goes to where the course was opened from
    ['/kurzy/7', ['/', '/kurzy', '/kurzy/7', '/kurzy/7/lp_quiz/12'], { delta: -3 }],
    // a lesson after another lesson of the course goes back to the course
    ['/kurzy/7/lp_lesson/5', ['/kurzy/7', '/kurzy/7/lp_lesson/4'], { delta: -2 }],
    // opened on a deep link, or after another course: replaced by the parent
    ['/kurzy/7/lp_quiz/12', [], { replace: '/kurzy/7' }],
    ['/kurzy/7', [], { replace: '/' }],
    ['/kurzy/7', ['/kurzy/7/lp_quiz/12'], { replace: '/' }],
    ['/kurzy/7', ['/kurzy/8'], { replace: '/' }],
    ['/kurzy/7', ['/prihlaseni'], { replace: '/' }],
    ['/kurzy/7/lp_quiz/12', ['/kurzy/8'], { replace: '/kurzy/7' }],
    ['/kurzy/7/lp_quiz/12', ['/kurzy/7', '/kurzy/8/lp_quiz/1'], { replace: '/kurzy/7' }],
    // an entry the app does not know is never stepped over
    ['/kurzy/7', [undefined, '/kurzy'], { delta: -1 }],
    ['/kurzy/7', ['/kurzy', undefined], { replace: '/' }],
    ['/kurzy/7', ['/kurzy', undefined, '/kurzy/7/lp_quiz/1'], { replace: '/' }],
  ])('from %s after %j: %j', (path, earlier, move) => {
    expect(backMove(upRule(path), earlier)).toEqual(move);
  });

  it('goes back to a named parent only when it is the entry before', () => {
    expect(backMove(upRule('/studijni-plany', '/'), ['/'])).toEqual({ delta: -1 });
    expect(backMove(upRule('/studijni-plany', '/'), ['/', '/kurzy'])).toEqual({ replace: '/' });
  });
});
