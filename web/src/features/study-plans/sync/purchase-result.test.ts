import { describe, expect, it } from 'vitest';
import { purchaseResultCode, type PurchaseOutcome, type PurchaseResultCode } from './purchase-result';

const granted = { status: 200, caps: { osp: true }, dataStatus: 200 };

describe('purchase record result codes (SPEC §8)', () => {
  const cases: [string, PurchaseOutcome, PurchaseResultCode][] = [
    ['caps in a 200 answer', { loggedIn: true, productId: 'cz.studovna.osp', response: granted }, 'SUCCESS'],
    [
      'the iOS product id',
      { loggedIn: true, productId: 'cz.studovna.zsv.premium', response: { ...granted, caps: { zsv: true } } },
      'SUCCESS',
    ],
    [
      'no session',
      { loggedIn: false, productId: 'cz.studovna.osp', response: granted },
      'USER_NOT_LOGGED_IN',
    ],
    [
      'no session and an unknown product',
      { loggedIn: false, productId: 'cz.studovna.vip' },
      'USER_NOT_LOGGED_IN',
    ],
    [
      'a product of no family',
      { loggedIn: true, productId: 'cz.studovna.vip', response: granted },
      'UNKNOWN_SUBSCRIPTION',
    ],
    ['a product id without a family part', { loggedIn: true, productId: 'osp' }, 'UNKNOWN_SUBSCRIPTION'],
    [
      'a 500 answer',
      { loggedIn: true, productId: 'cz.studovna.tsp', response: { status: 500, caps: null } },
      'SERVER_FAILURE_ADD_REQUEST',
    ],
    [
      'a 201 answer with caps',
      { loggedIn: true, productId: 'cz.studovna.tsp', response: { status: 201, caps: { tsp: true } } },
      'SERVER_FAILURE_ADD_REQUEST',
    ],
    [
      'an answer without caps',
      { loggedIn: true, productId: 'cz.studovna.tsp', response: { status: 200, caps: null } },
      'SERVER_FAILURE_ADD_REQUEST',
    ],
    [
      'data.status other than 200',
      { loggedIn: true, productId: 'cz.studovna.osp', response: { ...granted, dataStatus: 400 } },
      'SERVER_FAILURE_ADD_REQUEST',
    ],
    [
      'the server not reached',
      { loggedIn: true, productId: 'cz.studovna.osp', response: { status: 0, caps: null } },
      'SERVER_FAILURE_ADD_REQUEST',
    ],
    ['nothing sent', { loggedIn: true, productId: 'cz.studovna.osp' }, 'SERVER_FAILURE_ADD_REQUEST'],
  ];

  it.each(cases)('%s', (_name, outcome, code) => {
    expect(purchaseResultCode(outcome)).toBe(code);
  });
});
