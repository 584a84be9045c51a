import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { createAppServices } from '../../app/app-services';
import { SubjectsScreen } from '../../features/home/subjects-screen';
import { createFetchStub } from '../../test/fetch-stub';
import { category, SITE } from '../../test/fixtures';
import { TestRouterProvider, createTestRouter } from '../../test/test-router';
import { createAppStore } from '../store';
import { keepQueries, restoreKeptQueries } from './kept-queries';
import { createStorePersister } from './store-persister';

const MONTH = 30 * 86_400_000;

async function keep(buster: string, data: unknown, store = createAppStore(SITE.domain)) {
  const client = new QueryClient();
  client.setQueryData(['categories', 'list'], data);
  await persistQueryClientSave({ queryClient: client, persister: createStorePersister(store, 0), buster });
  await new Promise((resolve) => setTimeout(resolve, 5));
  return store;
}

describe('the kept query cache at start', () => {
  it('is restored at once, under the same version', async () => {
    const store = await keep('1.0.0', ['kept']);
    const client = new QueryClient();
    restoreKeptQueries(client, { persister: createStorePersister(store), maxAge: MONTH, buster: '1.0.0' });
    expect(client.getQueryData(['categories', 'list'])).toEqual(['kept']);
  });

  it('is dropped, not restored, when another version wrote it', async () => {
    const store = await keep('1.0.0', ['kept']);
    const client = new QueryClient();
    restoreKeptQueries(client, { persister: createStorePersister(store), maxAge: MONTH, buster: '2.0.0' });
    expect(client.getQueryData(['categories', 'list'])).toBeUndefined();
    expect(store.getState().cached).toBeNull();
  });

  it('is dropped when older than its longest life', async () => {
    const store = await keep('', ['kept']);
    const client = new QueryClient();
    restoreKeptQueries(client, { persister: createStorePersister(store), maxAge: -1, buster: '' });
    expect(client.getQueryData(['categories', 'list'])).toBeUndefined();
  });

  it('shows in the very first render of the app: no loading state, no request for it', async () => {
    const stub = createFetchStub({});
    const services = createAppServices(SITE, { fetch: stub.fetch });
    await keep(
      services.config.clearCacheOnUpdate ? services.config.version : '',
      [category(1, 'osp', 'Obecné studijní předpoklady', 4)],
      services.store,
    );
    const router = createTestRouter([{ path: '/', element: <SubjectsScreen /> }], { initialEntries: ['/'] });
    render(
      <AppProviders services={services}>
        <TestRouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByText('Obecné studijní předpoklady')).toBeInTheDocument();
    expect(stub.requests.filter((r) => r.url.pathname.includes('course_category'))).toHaveLength(0);
  });

  it('keeps what changed last when the page goes away before the throttled write', async () => {
    localStorage.clear();
    const store = createAppStore(SITE.domain);
    const client = new QueryClient();
    const stop = keepQueries(client, {
      persister: createStorePersister(store, 60_000),
      maxAge: MONTH,
      buster: '',
    });
    client.setQueryData(['board', 'due', 7, 'all'], 2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(JSON.stringify(store.getState())).not.toContain('"due"');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.stringify(store.getState())).toContain('"due"');
    stop();
  });

  it('keeps nothing of the studio, an author’s working copy', async () => {
    localStorage.clear();
    const store = createAppStore(SITE.domain);
    const client = new QueryClient();
    const stop = keepQueries(client, {
      persister: createStorePersister(store, 0),
      maxAge: MONTH,
      buster: '',
    });
    client.setQueryData(['studio', 'courses', 'list', {}], { courses: ['Koncept kurzu'] });
    client.setQueryData(['board', 'due', 7, 'all'], 2);
    window.dispatchEvent(new Event('pagehide'));
    const kept = JSON.stringify(store.getState());
    expect(kept).toContain('"due"');
    expect(kept).not.toContain('Koncept kurzu');
    stop();
  });
});
