import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { makeToken, type StubRequest } from '../../../test/fetch-stub';
import { jana, LP } from '../../../test/fixtures';
import type { AppServices } from '../../../app/app-services';
import { subscriptionOf } from '../plans-fixtures';

const SUBSCRIPTIONS = `GET ${LP}/users/subscriptions`;
const COMMAND = `POST ${LP}/users/subscription`;
const CAPABILITIES = `GET ${LP}/users/user_capabilities`;

const logIn = ({ store }: AppServices) => {
  store.getState().setToken(makeToken(86400));
  store.getState().setUser(jana);
  store.getState().setCapabilities({}, { subscriber: { name: 'Student' } }, Date.now());
};

const commands = (requests: StubRequest[]) =>
  requests
    .filter((r) => r.method === 'POST' && r.url.pathname === `${LP}/users/subscription`)
    .map((r) => r.body);
const capabilityCalls = (requests: StubRequest[]) =>
  requests.filter((r) => r.url.pathname === `${LP}/users/user_capabilities`).length;

const premiumOsp = {
  caps: { osp: true },
  roles: { subscriber: { name: 'Student' }, premium_osp: { name: 'OSP Premium' } },
};

describe('study plan records (SPEC §3, §4, §8)', () => {
  it('records a plan granted by the team today without announcing it as bought', async () => {
    const view = renderApp('/uzivatel/ucet', {
      prepare: logIn,
      routes: {
        [SUBSCRIPTIONS]: {
          body: [subscriptionOf(43, 'osp', 'active', { from: 0, to: 365, source: 'admin' })],
        },
        [COMMAND]: { body: { caps: { osp: true }, data: { status: 200 } } },
        [CAPABILITIES]: { body: premiumOsp },
      },
    });
    await waitFor(() => expect(commands(view.stub.requests)).toHaveLength(1));
    await waitFor(() => expect(capabilityCalls(view.stub.requests)).toBeGreaterThan(0));
    expect(screen.queryByText('Studijní plán je aktivní. Příjemné studium!')).not.toBeInTheDocument();
  });

  it('records a plan bought long ago (first seen on this device) without announcing it as new', async () => {
    const view = renderApp('/uzivatel/ucet', {
      prepare: logIn,
      routes: {
        [SUBSCRIPTIONS]: { body: [subscriptionOf(42, 'osp', 'active', { from: -30, to: 60 })] },
        [COMMAND]: { body: { caps: { osp: true }, data: { status: 200 } } },
        [CAPABILITIES]: { body: premiumOsp },
      },
    });
    await waitFor(() =>
      expect(commands(view.stub.requests)).toEqual([
        { id: 7, subscriptions: [{ code: 'osp', command: 'add' }] },
      ]),
    );
    await waitFor(() => expect(capabilityCalls(view.stub.requests)).toBeGreaterThan(0));
    expect(screen.queryByText('Studijní plán je aktivní. Příjemné studium!')).not.toBeInTheDocument();
  });

  it('records a newly active plan, sends add, stores the caps and says the plan is active', async () => {
    const view = renderApp('/uzivatel/ucet', {
      prepare: logIn,
      routes: {
        [SUBSCRIPTIONS]: { body: [subscriptionOf(41, 'osp', 'active', { from: 0, to: 30 })] },
        [COMMAND]: { body: { caps: { osp: true }, data: { status: 200 } } },
        [CAPABILITIES]: { body: premiumOsp },
      },
    });
    expect(await screen.findByText('Studijní plán je aktivní. Příjemné studium!')).toBeInTheDocument();
    expect(commands(view.stub.requests)).toEqual([
      { id: 7, subscriptions: [{ code: 'osp', command: 'add' }] },
    ]);
    const { subscription, user } = view.services.store.getState();
    expect(subscription.records).toEqual([
      expect.objectContaining({
        userId: 7,
        purchase: 'cz.studovna.osp',
        receipt: '41',
        receivedPremiums: ['osp'],
      }),
    ]);
    expect(user.caps).toEqual({ osp: true });
    expect(await screen.findByText('OSP Premium')).toBeInTheDocument();
  });

  it('does not send a recorded plan again', async () => {
    const view = renderApp('/uzivatel/ucet', {
      prepare: (services) => {
        logIn(services);
        services.store.getState().recordPurchase({
          userId: 7,
          purchase: 'cz.studovna.osp',
          receipt: '41',
          timeStamp: 1,
          receivedPremiums: ['osp'],
        });
      },
      routes: {
        [SUBSCRIPTIONS]: { body: [subscriptionOf(41, 'osp', 'active', { from: -3, to: 30 })] },
        [CAPABILITIES]: { body: premiumOsp },
      },
    });
    await waitFor(() => expect(capabilityCalls(view.stub.requests)).toBe(1));
    expect(commands(view.stub.requests)).toEqual([]);
    expect(screen.queryByText('Studijní plán je aktivní. Příjemné studium!')).not.toBeInTheDocument();
  });

  it('keeps no record when the server refuses the add, so the next check sends it again', async () => {
    const view = renderApp('/uzivatel/ucet', {
      prepare: logIn,
      routes: {
        [SUBSCRIPTIONS]: { body: [subscriptionOf(41, 'osp', 'active', { from: 0, to: 30 })] },
        [COMMAND]: { status: 500, body: { code: 'internal', message: 'Chyba', data: { status: 500 } } },
      },
    });
    await waitFor(() => expect(commands(view.stub.requests)).toHaveLength(1));
    await waitFor(() => expect(capabilityCalls(view.stub.requests)).toBe(1));
    expect(view.services.store.getState().subscription.records).toEqual([]);
    expect(screen.queryByText('Studijní plán je aktivní. Příjemné studium!')).not.toBeInTheDocument();
  });

  it('removes a plan that ran out, refreshes the capabilities and says so with the way to the plans', async () => {
    const view = renderApp('/uzivatel/ucet', {
      prepare: (services) => {
        logIn(services);
        services.store.getState().setCapabilities(premiumOsp.caps, premiumOsp.roles, Date.now());
        services.store.getState().recordPurchase({
          userId: 7,
          purchase: 'cz.studovna.osp',
          receipt: '41',
          timeStamp: 1,
          receivedPremiums: ['osp'],
        });
      },
      routes: {
        [SUBSCRIPTIONS]: { body: [subscriptionOf(41, 'osp', 'expired', { from: -30, to: 0 })] },
        [COMMAND]: { body: { caps: {}, data: { status: 200 } } },
        [CAPABILITIES]: { body: { caps: {}, roles: { subscriber: { name: 'Student' } } } },
      },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Tvůj studijní plán vypršel!' });
    expect(commands(view.stub.requests)).toEqual([
      { id: 7, subscriptions: [{ code: 'osp', command: 'remove' }] },
    ]);
    expect(capabilityCalls(view.stub.requests)).toBe(1);
    expect(view.services.store.getState().subscription.records).toEqual([]);
    expect(view.services.store.getState().user.caps).toEqual({});
    expect(screen.getByText('Zatím nemáš aktivní studijní plán.')).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: 'Vybrat nový plán' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/studijni-plany'));
  });

  it('checks again when the app is shown again, e.g. back from the website', async () => {
    let bought = false;
    const view = renderApp('/uzivatel/ucet', {
      prepare: logIn,
      routes: {
        [SUBSCRIPTIONS]: () => ({
          body: bought ? [subscriptionOf(42, 'zsv', 'active', { from: 0, to: 7 })] : [],
        }),
        [COMMAND]: { body: { caps: { zsv: true }, data: { status: 200 } } },
        [CAPABILITIES]: () => ({
          body: bought
            ? { caps: { zsv: true }, roles: { premium_zsv: { name: 'ZSV Premium' } } }
            : { caps: {}, roles: {} },
        }),
      },
    });
    await waitFor(() => expect(capabilityCalls(view.stub.requests)).toBe(1));
    expect(commands(view.stub.requests)).toEqual([]);

    bought = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('Studijní plán je aktivní. Příjemné studium!')).toBeInTheDocument();
    expect(commands(view.stub.requests)).toEqual([
      { id: 7, subscriptions: [{ code: 'zsv', command: 'add' }] },
    ]);
    expect(await screen.findByText('ZSV Premium')).toBeInTheDocument();
  });

  it('asks nothing for a guest', async () => {
    const view = renderApp('/uzivatel/ucet');
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(view.stub.requests).toEqual([]);
  });
});
