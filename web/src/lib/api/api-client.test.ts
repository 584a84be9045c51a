import { describe, expect, it, vi } from 'vitest';
import { assignmentsApi, categoriesApi, tokenApi, usersApi, subscriptionsApi } from '@studovna/core/contract';
import * as routes from '@studovna/core/contract/routes';
import { createFetchStub, type Routes } from '../../test/fetch-stub';
import { jana } from '../../test/fixtures';
import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClientOptions } from './api-client';

const LP = 'http://localhost:3000/wp-json/learnpress/v1';

function setup(routes: Routes, options: Partial<ApiClientOptions> = {}) {
  const stub = createFetchStub(routes);
  const warn = vi.fn();
  const onAuthFailure = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://localhost:3000',
    fetch: stub.fetch,
    getToken: () => 'tok-123',
    getLocale: () => 'cs',
    warn,
    onAuthFailure,
    random: () => 'rnd42',
    ...options,
  });
  return { client, stub, warn, onAuthFailure };
}

const tokenBody = {
  token: 't',
  user_id: 7,
  user_login: 'jana',
  user_email: 'j@x.cz',
  user_display_name: 'Jana',
};

describe('api client', () => {
  it('calls the contract path with params, the bearer token, client-locale and a random v on GET', async () => {
    const { client, stub } = setup({ 'GET /wp-json/learnpress/v1/users/7': { body: jana } });
    const result = await client.call(usersApi.getUser, { params: { id: 7 } });
    expect(result).toMatchObject({ ok: true, status: 200, data: jana });
    const [request] = stub.requests;
    expect(request?.url.href).toBe(`${LP}/users/7?v=rnd42`);
    expect(request?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(request?.headers.get('client-locale')).toBe('cs');
  });

  it('lets an action outlive the page when asked (keepalive), and no other call', async () => {
    const inits: RequestInit[] = [];
    const client = createApiClient({
      baseUrl: 'http://localhost:3000',
      fetch: async (_url, init) => {
        inits.push(init ?? {});
        return Response.json({ status: 'success', message: 'OK', data: {} });
      },
      getToken: () => 'tok-123',
      getLocale: () => 'cs',
      warn: vi.fn(),
      random: () => 'rnd42',
    });
    await client.call(routes.coursesApi.enrollCourse, { body: { id: 5 }, keepalive: true });
    await client.call(routes.coursesApi.enrollCourse, { body: { id: 5 } });
    expect(inits.map((init) => init.keepalive)).toEqual([true, undefined]);
  });

  it('uses a different v on every GET by default', async () => {
    const { client, stub } = setup(
      { 'GET /wp-json/learnpress/v1/users/7': { body: jana } },
      { random: undefined },
    );
    await client.call(usersApi.getUser, { params: { id: 7 } });
    await client.call(usersApi.getUser, { params: { id: 7 } });
    const [first, second] = stub.requests.map((r) => r.url.searchParams.get('v'));
    expect(first).toMatch(/^\w+$/);
    expect(first).not.toBe(second);
  });

  it('sends no token on auth "none" calls, and no v on POST', async () => {
    const { client, stub } = setup({ 'POST /wp-json/learnpress/v1/token': { body: tokenBody } });
    await client.call(tokenApi.login, { body: { username: 'jana', password: 'x' } });
    const [request] = stub.requests;
    expect(request?.headers.get('authorization')).toBeNull();
    expect(request?.url.search).toBe('');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({ username: 'jana', password: 'x' });
  });

  it('sends the token on "optional" calls when one exists, and nothing when there is none', async () => {
    const routes = { 'GET /wp-json/learnpress/v1/users/categories': { body: [] } };
    const withToken = setup(routes);
    await withToken.client.call(categoriesApi.userCategories);
    expect(withToken.stub.requests[0]?.headers.get('authorization')).toBe('Bearer tok-123');
    const guest = setup(routes, { getToken: () => null, getLocale: () => undefined });
    await guest.client.call(categoriesApi.userCategories);
    expect(guest.stub.requests[0]?.headers.get('authorization')).toBeNull();
    expect(guest.stub.requests[0]?.headers.get('client-locale')).toBeNull();
  });

  it("leaves out the server's own language, so a guest's GET needs no CORS preflight", async () => {
    const routes = { 'GET /wp-json/wp/v2/course_category': { body: [] } };
    const czech = setup(routes, { getToken: () => null, serverLocale: 'cs' });
    await czech.client.call(categoriesApi.listCategories);
    expect([...czech.stub.requests[0]!.headers.keys()]).toEqual(['accept']);
    const english = setup(routes, { getToken: () => null, getLocale: () => 'en', serverLocale: 'cs' });
    await english.client.call(categoriesApi.listCategories);
    expect(english.stub.requests[0]?.headers.get('client-locale')).toBe('en');
  });

  it('adds query values beside v', async () => {
    const { client, stub } = setup({ 'GET /wp-json/wp/v2/course_category': { body: [] } });
    await client.call(categoriesApi.listCategories, { query: { per_page: 100 } });
    expect(stub.requests[0]?.url.search).toBe('?per_page=100&v=rnd42');
  });

  it.each([200, 201, 202, 203])(
    'treats %i as success and parses the body with the response schema',
    async (status) => {
      const { client, warn } = setup({
        'GET /wp-json/learnpress/v1/users/7': { status, body: { ...jana, extra: 1 } },
      });
      const result = await client.call(usersApi.getUser, { params: { id: 7 } });
      expect(result).toEqual({ ok: true, status, data: jana, headers: expect.any(Headers) });
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it('returns other statuses with the parsed wpError body and logs endpoint name and status', async () => {
    const error = { code: '[jwt_auth] incorrect_password', message: 'Špatné heslo', data: { status: 403 } };
    const { client, warn } = setup({ 'POST /wp-json/learnpress/v1/token': { status: 403, body: error } });
    const result = await client.call(tokenApi.login, { body: { username: 'a', password: 'b' } });
    expect(result).toEqual({ ok: false, status: 403, error });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('token.create'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('403'));
  });

  it('logs through console.warn by default', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = setup(
      { 'GET /wp-json/learnpress/v1/users/7': { status: 500, body: {} } },
      { warn: undefined },
    );
    await client.call(usersApi.getUser, { params: { id: 7 } });
    expect(spy).toHaveBeenCalledWith(expect.stringMatching(/users\.get.*500/));
    spy.mockRestore();
  });

  it('turns an unparsable error body into {}', async () => {
    const { client } = setup({
      'GET /wp-json/learnpress/v1/users/7': { status: 502, raw: '<html>Bad gateway' },
    });
    expect(await client.call(usersApi.getUser, { params: { id: 7 } })).toEqual({
      ok: false,
      status: 502,
      error: {},
    });
  });

  it('keeps code and message of a body that is not a full wpError', async () => {
    const { client } = setup({
      'POST /wp-json/learnpress/v1/token/register': { status: 400, body: { message: 'Už existuje' } },
    });
    const result = await client.call(tokenApi.register, {
      body: { username: 'a', email: 'a@b.cz', password: 'x', confirm_password: 'x' },
    });
    expect(result).toEqual({ ok: false, status: 400, error: { message: 'Už existuje' } });
  });

  it('reports a success body that breaks the contract as a failure', async () => {
    const { client, warn } = setup({ 'GET /wp-json/learnpress/v1/users/7': { body: { id: 'seven' } } });
    const result = await client.call(usersApi.getUser, { params: { id: 7 } });
    expect(result).toEqual({ ok: false, status: 200, error: { code: 'invalid_response' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('users.get'));
  });

  it('reads the answers of a route the app carries without schemas by the contract’s endpoint', async () => {
    const { client, warn } = setup({
      'GET /wp-json/learnpress/v1/users/7': { body: jana },
      'GET /wp-json/learnpress/v1/users/8': { body: { id: 'eight' } },
    });
    expect(routes.usersApi.getUser).not.toHaveProperty('response');
    const read = await client.call(routes.usersApi.getUser, { params: { id: 7 } });
    expect(read).toMatchObject({ ok: true, status: 200, data: { id: 7, name: jana.name } });
    const broken = await client.call(routes.usersApi.getUser, { params: { id: 8 } });
    expect(broken).toEqual({ ok: false, status: 200, error: { code: 'invalid_response' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('users.get → 200: response does not match'));
  });

  it('gives status 0 on a network failure', async () => {
    const { client } = setup({ 'GET /wp-json/learnpress/v1/users/7': 'network-error' });
    expect(await client.call(usersApi.getUser, { params: { id: 7 } })).toEqual({
      ok: false,
      status: 0,
      error: { code: 'network_error' },
    });
  });

  it('times out after 30000 ms by default, giving status 0', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout');
    const hang = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Timed out', 'TimeoutError')));
      });
    const fast = createApiClient({
      baseUrl: 'http://x',
      fetch: hang,
      getToken: () => null,
      timeoutMs: 20,
      warn: () => {},
    });
    expect(await fast.call(usersApi.getUser, { params: { id: 1 } })).toEqual({
      ok: false,
      status: 0,
      error: { code: 'timeout' },
    });
    const normal = createApiClient({
      baseUrl: 'http://x',
      fetch: async () => new Response('{}', { status: 500 }),
      getToken: () => null,
      warn: () => {},
    });
    await normal.call(usersApi.getUser, { params: { id: 1 } });
    expect(timeoutSpy).toHaveBeenLastCalledWith(30000);
    timeoutSpy.mockRestore();
  });

  it('reports 401 on an authenticated call, but not on a call sent without a token', async () => {
    const routes = { 'GET /wp-json/learnpress/v1/users/7': { status: 401, body: {} } };
    const withToken = setup(routes);
    await withToken.client.call(usersApi.getUser, { params: { id: 7 } });
    expect(withToken.onAuthFailure).toHaveBeenCalledWith({
      kind: 'unauthorized',
      endpoint: 'users.get',
      status: 401,
    });
    const guest = setup(routes, { getToken: () => null });
    await guest.client.call(usersApi.getUser, { params: { id: 7 } });
    expect(guest.onAuthFailure).not.toHaveBeenCalled();
  });

  it('reports 403 except for the token, register and subscription calls', async () => {
    const forbidden = { status: 403, body: { code: 'rest_forbidden', message: 'Ne', data: { status: 403 } } };
    const { client, onAuthFailure } = setup({
      'GET /wp-json/learnpress/v1/users/8': forbidden,
      'POST /wp-json/learnpress/v1/token': forbidden,
      'POST /wp-json/learnpress/v1/token/register': forbidden,
      'POST /wp-json/learnpress/v1/users/subscription': forbidden,
    });
    await client.call(tokenApi.login, { body: { username: 'a', password: 'b' } });
    await client.call(tokenApi.register, {
      body: { username: 'a', email: 'a@b.cz', password: 'x', confirm_password: 'x' },
    });
    await client.call(subscriptionsApi.updateSubscription, {
      body: { id: 7, subscriptions: [{ code: 'osp', command: 'add' }] },
    });
    expect(onAuthFailure).not.toHaveBeenCalled();
    await client.call(usersApi.getUser, { params: { id: 8 } });
    expect(onAuthFailure).toHaveBeenCalledWith({ kind: 'forbidden', endpoint: 'users.get', status: 403 });
  });

  it('sends multipart calls as FormData with their files', async () => {
    const { client, stub } = setup({ 'POST /wp-json/learnpress/v1/users/7': { body: jana } });
    const avatar = new Blob(['png'], { type: 'image/png' });
    await client.call(usersApi.updateUser, {
      params: { id: 7 },
      body: { nickname: 'janička' },
      files: { lp_avatar_file: avatar },
    });
    const form = stub.requests[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('nickname')).toBe('janička');
    expect(form.get('lp_avatar_file')).toBeInstanceOf(Blob);
    expect(stub.requests[0]?.headers.get('content-type')).toBeNull();
  });

  it('repeats a multipart file field for a list of files, keeping their names', async () => {
    const { client, stub } = setup({ 'POST /wp-json/learnpress/v1/users/7': { body: jana } });
    const first = new File(['a'], 'prvni.txt', { type: 'text/plain' });
    const second = new File(['%PDF-'], 'druhy.pdf', { type: 'application/pdf' });
    await client.call(usersApi.updateUser, {
      params: { id: 7 },
      body: { nickname: 'jana' },
      files: { lp_avatar_file: [first, second] },
    });
    const form = stub.requests[0]?.body as FormData;
    expect(form.getAll('lp_avatar_file').map((file) => (file as File).name)).toEqual([
      'prvni.txt',
      'druhy.pdf',
    ]);
  });

  it('downloads a file with the token: its bytes and the name from Content-Disposition', async () => {
    const { client, stub } = setup({
      'GET /wp-json/learnpress/v1/assignments/files/41': {
        raw: 'Pes : štěkat',
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'content-disposition': `attachment; filename="analogie.txt"; filename*=UTF-8''anal%C3%B3gie.txt`,
        },
      },
    });
    const result = await client.download(assignmentsApi.downloadAnswerFile, { params: { id: 41 } });
    expect(stub.requests[0]?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(stub.requests[0]?.url.searchParams.get('v')).toBe('rnd42');
    if (!result.ok) throw new Error('download failed');
    expect(result.fileName).toBe('analógie.txt');
    expect(await result.blob.text()).toBe('Pes : štěkat');
  });

  it('answers a refused download like any call, reporting a 403', async () => {
    const { client, onAuthFailure } = setup({
      'GET /wp-json/learnpress/v1/assignments/files/42': {
        status: 404,
        body: {
          code: 'assignment_file_not_found',
          message: 'Takový soubor neexistuje.',
          data: { status: 404 },
        },
      },
      'GET /wp-json/learnpress/v1/assignments/files/43': { status: 403, body: {} },
    });
    expect(await client.download(assignmentsApi.downloadAnswerFile, { params: { id: 42 } })).toEqual({
      ok: false,
      status: 404,
      error: {
        code: 'assignment_file_not_found',
        message: 'Takový soubor neexistuje.',
        data: { status: 404 },
      },
    });
    await client.download(assignmentsApi.downloadAnswerFile, { params: { id: 43 } });
    expect(onAuthFailure).toHaveBeenCalledWith({
      kind: 'forbidden',
      endpoint: 'assignments.downloadFile',
      status: 403,
    });
  });
});
