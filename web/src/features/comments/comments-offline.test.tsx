import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { StubReply } from '../../test/fetch-stub';
import { outboxOf } from '../../lib/sync/outbox';
import { comment, CREATE, discussion, JANA, LIST } from './test/comment-fixtures';
import { renderSection } from './test/render-section';

const QUEUED = 'Uloženo. Odešle se, až budeš online.';

let online = true;

/** The section with the discussion; a created comment joins it when `create` lets the server take it. */
function renderOffline(create: () => StubReply | 'ok' = () => 'ok') {
  let thread = discussion();
  const view = renderSection({
    [LIST]: () => ({ body: thread }),
    [CREATE]: (request) => {
      const reply = create();
      if (reply !== 'ok') return reply;
      const { content } = request.body as { content: string };
      thread = [comment(9, JANA, content, 15), ...thread];
      return { body: thread };
    },
  });
  const outbox = outboxOf(view.services.api.client)!;
  return { ...view, outbox };
}

describe('comments without a connection', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps a comment written offline, says it is saved, and shows it once sent with its action id', async () => {
    const view = renderOffline();
    const input = await screen.findByRole('textbox', { name: 'Napiš komentář' });
    await screen.findByText('Pěkně vysvětlená lekce.');
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    await view.user.type(input, 'Napsáno ve vlaku');
    await view.user.click(screen.getByRole('button', { name: 'Odeslat' }));

    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Napsáno ve vlaku')).not.toBeInTheDocument();
    expect(screen.getByText('Pěkně vysvětlená lekce.')).toBeInTheDocument();
    const [queued, ...rest] = view.services.store.getState().failed;
    expect(rest).toEqual([]);
    expect(queued).toMatchObject({
      endpoint: 'comments.create',
      request: { body: { content: 'Napsáno ve vlaku', parent: 0, author: JANA } },
      critical: false,
    });
    expect(view.calls('POST')).toHaveLength(0);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => view.outbox.replay());
    expect(view.calls('POST')).toHaveLength(1);
    expect(view.calls('POST')[0]?.headers.get('X-Action-Id')).toBe(queued!.id);
    expect(await screen.findByText('Napsáno ve vlaku')).toBeInTheDocument();
    await waitFor(() => expect(view.calls('GET')).toHaveLength(2));
    expect(view.services.store.getState().failed).toEqual([]);
  });

  it('tells when the server later refuses the queued comment', async () => {
    let reply: StubReply | 'ok' = 'network-error';
    const view = renderOffline(() => reply);
    const input = await screen.findByRole('textbox', { name: 'Napiš komentář' });
    await view.user.type(input, 'Ahoj');
    await view.user.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(view.calls('POST')).toHaveLength(1);

    reply = {
      status: 400,
      body: { code: 'rest_comment_content_invalid', message: 'Komentář je prázdný.', data: { status: 400 } },
    };
    await act(() => view.outbox.replay());
    expect(await screen.findByText('Komentář je prázdný.')).toBeInTheDocument();
    expect(screen.getByText('Komentář se nepodařilo odeslat.')).toBeInTheDocument();
    expect(view.calls('POST')).toHaveLength(2);
    expect(view.services.store.getState().failed).toEqual([]);
  });
});
