import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, TOKEN_LIFETIME_SECONDS, verifyToken } from './tokens';

const secret = new TextEncoder().encode('a-secret-long-enough-for-hs256-signatures');
const other = new TextEncoder().encode('another-secret-long-enough-for-hs256-sigs');

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyToken', () => {
  it('answers the claims of a valid token every time it is sent', async () => {
    const token = await signToken(secret, { userId: 7, version: 2 });
    expect(await verifyToken(secret, token)).toEqual({ userId: 7, version: 2 });
    expect(await verifyToken(secret, token)).toEqual({ userId: 7, version: 2 });
  });

  it('refuses a token once it expires, though it was accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const issued = new Date(Date.now() - (TOKEN_LIFETIME_SECONDS - 5) * 1000);
    const token = await signToken(secret, { userId: 8, version: 0 }, issued);
    expect(await verifyToken(secret, token)).toEqual({ userId: 8, version: 0 });
    vi.setSystemTime(Date.now() + 6000);
    expect(await verifyToken(secret, token)).toBeNull();
  });

  it('refuses a token not yet valid, then accepts it from its start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signToken(secret, { userId: 9, version: 0 }, new Date(Date.now() + 60_000));
    expect(await verifyToken(secret, token)).toBeNull();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyToken(secret, token)).toEqual({ userId: 9, version: 0 });
  });

  it('refuses a forged signature and another secret, also after the genuine token was accepted', async () => {
    const token = await signToken(secret, { userId: 10, version: 0 });
    expect(await verifyToken(secret, token)).not.toBeNull();
    // the signature's first character changed (its last one carries two bits nobody reads)
    const at = token.lastIndexOf('.') + 1;
    const forged = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(await verifyToken(secret, forged)).toBeNull();
    expect(await verifyToken(other, token)).toBeNull();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ data: { user: { id: 1, ver: 0 } } })).toString('base64url');
    expect(await verifyToken(secret, `${header}.${payload}.${signature}`)).toBeNull();
  });

  it('refuses malformed tokens', async () => {
    expect(await verifyToken(secret, 'not-a-token')).toBeNull();
    expect(await verifyToken(secret, '')).toBeNull();
  });
});
