import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { DAY_MS } from '@studovna/core/domain';
import { AppProviders } from '../../app/app-providers';
import { createAppServices } from '../../app/app-services';
import { createQueryClient } from '../../lib/query/query-client';
import { createFetchStub, makeToken } from '../../test/fetch-stub';
import { jana, LP, SITE } from '../../test/fixtures';
import { usePremiumMissRefresh } from './use-premium-miss-refresh';

const CAPABILITIES = `${LP}/users/user_capabilities`;

function setup({ loggedIn = true, fetchedAgo }: { loggedIn?: boolean; fetchedAgo: number | null }) {
  const stub = createFetchStub({
    [`GET ${CAPABILITIES}`]: {
      body: { caps: { osp: true }, roles: { premium_osp: { name: 'OSP Premium' } } },
    },
  });
  const services = createAppServices(SITE, {
    fetch: stub.fetch,
    queryClient: createQueryClient({ retry: false }),
  });
  if (loggedIn) {
    services.store.getState().setToken(makeToken(86400));
    services.store.getState().setUser(jana);
  }
  if (fetchedAgo !== null) services.store.getState().setCapabilities({}, {}, Date.now() - fetchedAgo);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders services={services}>{children}</AppProviders>
  );
  const calls = () => stub.requests.filter((r) => r.url.pathname === CAPABILITIES).length;
  return { services, wrapper, calls };
}

/** Lets pending effects and answers settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('capabilities after a failed premium check (SPEC §6)', () => {
  it('fetches them again once when the last fetch is older than a day', async () => {
    const { services, wrapper, calls } = setup({ fetchedAgo: DAY_MS + 60_000 });
    const { rerender } = renderHook(({ missing }) => usePremiumMissRefresh(missing), {
      wrapper,
      initialProps: { missing: true },
    });
    await waitFor(() => expect(services.store.getState().user.caps).toEqual({ osp: true }));
    expect(services.store.getState().user.capabilitiesTStamp).toBeGreaterThan(Date.now() - 5000);
    rerender({ missing: true });
    renderHook(() => usePremiumMissRefresh(true), { wrapper });
    await settle();
    expect(calls()).toBe(1);
  });

  it('fetches them when they were never fetched', async () => {
    const { wrapper, calls } = setup({ fetchedAgo: null });
    renderHook(() => usePremiumMissRefresh(true), { wrapper });
    await waitFor(() => expect(calls()).toBe(1));
  });

  it('leaves fresh capabilities alone', async () => {
    const { wrapper, calls } = setup({ fetchedAgo: DAY_MS - 60_000 });
    renderHook(() => usePremiumMissRefresh(true), { wrapper });
    await settle();
    expect(calls()).toBe(0);
  });

  it('does nothing when the check passed', async () => {
    const { wrapper, calls } = setup({ fetchedAgo: 2 * DAY_MS });
    renderHook(() => usePremiumMissRefresh(false), { wrapper });
    await settle();
    expect(calls()).toBe(0);
  });

  it('does nothing for a guest', async () => {
    const { wrapper, calls } = setup({ loggedIn: false, fetchedAgo: null });
    renderHook(() => usePremiumMissRefresh(true), { wrapper });
    await settle();
    expect(calls()).toBe(0);
  });
});
