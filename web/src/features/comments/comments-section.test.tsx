import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { comment, COMMENTS, CREATE, discussion, JANA, LIST, POST, PETR } from './test/comment-fixtures';
import { renderSection } from './test/render-section';

const TOO_LONG = 'Komentář může mít nejvýše 2000 znaků.';

/** The comment (its article) whose text contains `text`. */
const commentWith = (text: string) => screen.getByText(text, { exact: false }).closest('article')!;
const statusRegion = () =>
  screen.getAllByRole('status').find((node) => node.getAttribute('aria-live') === 'polite')!;

describe('comments section (SPEC §2, §4, §5)', () => {
  it('shows the threads newest first with nested replies, authors, Czech dates and sanitised content', async () => {
    const { calls } = renderSection({ [LIST]: { body: discussion() } });
    const section = screen.getByRole('region', { name: 'Komentáře' });
    const list = await within(section).findByRole('list', { name: 'Diskuse' });
    const threads = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(threads).toHaveLength(2);
    expect(threads[0]).toHaveTextContent('Jak poznám analogii?');
    expect(threads[1]).toHaveTextContent('Pěkně vysvětlená lekce.');

    const replies = within(threads[0]!).getByRole('list', {
      name: 'Odpovědi na komentář (autor: Petr Svoboda)',
    });
    expect(within(replies).getByText('Hledej vztah mezi slovy.')).toBeInTheDocument();
    const deeper = within(replies).getByRole('list', { name: 'Odpovědi na komentář (autor: Jana Nováková)' });
    expect(within(deeper).getByText('Díky, už to chápu.')).toBeInTheDocument();

    const question = commentWith('Jak poznám');
    expect(question).toHaveAccessibleName('Petr Svoboda');
    expect(within(question).getByText('P')).toHaveAttribute('aria-hidden', 'true');
    expect(within(question).getByText(/1\. března 2026/)).toHaveAttribute('datetime', '2026-03-01T12:05:00Z');
    expect(within(question).getByText('analogii', { selector: 'strong' })).toBeInTheDocument();
    expect(section.querySelector('script')).toBeNull();
    expect(commentWith('Hledej vztah')).toHaveAccessibleName('Jana Nováková (ty)');

    const request = calls('GET')[0]!.url;
    expect(request.searchParams.get('post')).toBe(String(POST));
    expect(request.searchParams.get('per_page')).toBe('100');
  });

  it('collapses and expands a top-level comment’s replies with a toggle that tells how many there are', async () => {
    const { user } = renderSection({ [LIST]: { body: discussion() } });
    const toggle = await screen.findByRole('button', { name: '2 odpovědi' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Hledej vztah mezi slovy.')).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Hledej vztah mezi slovy.')).not.toBeVisible();
    expect(screen.getByText('Díky, už to chápu.')).not.toBeVisible();
    expect(screen.getByText('Pěkně vysvětlená lekce.')).toBeVisible();

    await user.click(toggle);
    expect(screen.getByText('Hledej vztah mezi slovy.')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /odpověd/ })).toHaveLength(1);
  });

  it('ignores a comment that is empty after trimming', async () => {
    const { user, calls } = renderSection({ [LIST]: { body: discussion() }, [CREATE]: { body: [] } });
    const input = await screen.findByRole('textbox', { name: 'Napiš komentář' });
    await user.type(input, '   \n  ');
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(calls('POST')).toHaveLength(0);
    expect(screen.getByText('Pěkně vysvětlená lekce.')).toBeInTheDocument();
  });

  it('posts a comment and shows the thread the server answers in place of the list', async () => {
    const answered = [comment(9, JANA, 'Moje nová otázka', 15), ...discussion()];
    const { user, calls } = renderSection({ [LIST]: { body: discussion() }, [CREATE]: { body: answered } });
    const input = await screen.findByRole('textbox', { name: 'Napiš komentář' });
    await screen.findByText('Pěkně vysvětlená lekce.');
    await user.type(input, '  Moje nová otázka  ');
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));

    expect(await screen.findByText('Moje nová otázka')).toBeInTheDocument();
    expect(calls('POST')[0]?.body).toMatchObject({
      post: POST,
      parent: 0,
      content: 'Moje nová otázka',
      author: JANA,
      author_name: 'Jana Nováková',
      author_email: 'jana@example.cz',
    });
    expect(calls('GET')).toHaveLength(1);
    expect(input).toHaveValue('');
    expect(statusRegion()).toHaveTextContent('Komentář přidán');
  });

  it('sends with Ctrl+Enter', async () => {
    const { user, calls } = renderSection({
      [LIST]: { body: [] },
      [CREATE]: { body: [comment(9, JANA, 'Rychlá poznámka', 15)] },
    });
    expect(await screen.findByText('Zatím tu nikdo nic nenapsal. Buď první!')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Napiš komentář' }), 'Rychlá poznámka');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Rychlá poznámka')).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(1);
  });

  it('opens one reply input at a time, focused, and shows the reply it posts', async () => {
    const answered = discussion();
    answered[1]!.children = [comment(10, JANA, 'Doplním: hlavně ta část o synonymech.', 16, [], 1)];
    const { user, calls } = renderSection({ [LIST]: { body: discussion() }, [CREATE]: { body: answered } });
    await screen.findByText('Pěkně vysvětlená lekce.');

    const replyToPetr = within(commentWith('Jak poznám')).getByRole('button', { name: 'Odpovědět' });
    await user.click(replyToPetr);
    expect(replyToPetr).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Odpověď pro Petr Svoboda' })).toHaveFocus();

    const replyToJana = within(commentWith('Pěkně vysvětlená')).getByRole('button', { name: 'Odpovědět' });
    await user.click(replyToJana);
    expect(screen.queryByRole('textbox', { name: 'Odpověď pro Petr Svoboda' })).toBeNull();
    expect(replyToPetr).toHaveAttribute('aria-expanded', 'false');
    const input = screen.getByRole('textbox', { name: 'Odpověď pro Jana Nováková' });
    expect(input).toHaveFocus();

    await user.type(input, 'Doplním: hlavně ta část o synonymech.');
    await user.click(screen.getByRole('button', { name: 'Odeslat odpověď' }));
    const reply = await screen.findByText('Doplním: hlavně ta část o synonymech.');
    expect(calls('POST')[0]?.body).toMatchObject({ post: POST, parent: 1, content: reply.textContent });
    expect(screen.queryByRole('textbox', { name: 'Odpověď pro Jana Nováková' })).toBeNull();
    await waitFor(() => expect(reply.closest('article')).toHaveFocus());
    expect(screen.getByRole('button', { name: '1 odpověď' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes a reply input with Escape and returns focus to its button', async () => {
    const { user } = renderSection({ [LIST]: { body: discussion() } });
    await screen.findByText('Pěkně vysvětlená lekce.');
    const button = within(commentWith('Pěkně vysvětlená')).getByRole('button', { name: 'Odpovědět' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Odpověď pro Jana Nováková' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('offers delete only on the learner’s own comments without replies, and deletes after confirmation', async () => {
    const answered = discussion().slice(0, 1);
    const { user, calls } = renderSection({
      [LIST]: { body: discussion() },
      [`DELETE ${COMMENTS}/1`]: { body: answered },
    });
    await screen.findByText('Pěkně vysvětlená lekce.');
    expect(screen.getAllByRole('button', { name: 'Smazat' })).toHaveLength(1);
    expect(within(commentWith('Hledej vztah')).queryByRole('button', { name: 'Smazat' })).toBeNull();
    expect(within(commentWith('Jak poznám')).queryByRole('button', { name: 'Smazat' })).toBeNull();

    const remove = within(commentWith('Pěkně vysvětlená')).getByRole('button', { name: 'Smazat' });
    await user.click(remove);
    const confirm = screen.getByRole('alertdialog', { name: 'Smazat komentář?' });
    expect(confirm).toHaveTextContent('Smazaný komentář nejde obnovit.');
    await user.click(within(confirm).getByRole('button', { name: 'Zrušit' }));
    expect(calls('DELETE')).toHaveLength(0);

    await user.click(remove);
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Smazat komentář?' })).getByRole('button', {
        name: 'Smazat',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Pěkně vysvětlená lekce.')).toBeNull());
    expect(calls('DELETE')).toHaveLength(1);
    expect(statusRegion()).toHaveTextContent('Komentář smazán');
    expect(screen.getByRole('heading', { name: 'Komentáře' })).toHaveFocus();
  });

  it('says why a delete failed and shows the thread as it is now', async () => {
    let listed = 0;
    const now = discussion();
    now[1]!.children = [comment(11, PETR, 'Souhlasím.', 17, [], 1)];
    const { user } = renderSection({
      [LIST]: () => ({ body: listed++ === 0 ? discussion() : now }),
      [`DELETE ${COMMENTS}/1`]: {
        status: 409,
        body: {
          code: 'comment_has_replies',
          message: 'Komentář, na který už někdo odpověděl, nejde smazat.',
          data: { status: 409 },
        },
      },
    });
    await screen.findByText('Pěkně vysvětlená lekce.');
    await user.click(within(commentWith('Pěkně vysvětlená')).getByRole('button', { name: 'Smazat' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Smazat komentář?' })).getByRole('button', {
        name: 'Smazat',
      }),
    );
    const alert = await screen.findByRole('alertdialog', { name: 'Komentář se nepodařilo smazat.' });
    expect(alert).toHaveTextContent('Komentář, na který už někdo odpověděl, nejde smazat.');
    expect(await screen.findByText('Souhlasím.')).toBeInTheDocument();
    expect(within(commentWith('Pěkně vysvětlená')).queryByRole('button', { name: 'Smazat' })).toBeNull();
  });

  it('keeps the text and shows the server’s message when posting fails', async () => {
    const { user } = renderSection({
      [LIST]: { body: [] },
      [CREATE]: {
        status: 400,
        body: { code: 'rest_comment_content_invalid', message: TOO_LONG, data: { status: 400 } },
      },
    });
    const input = await screen.findByRole('textbox', { name: 'Napiš komentář' });
    await user.type(input, 'Ahoj');
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Komentář se nepodařilo odeslat.');
    expect(alert).toHaveTextContent(TOO_LONG);
    expect(input).toHaveValue('Ahoj');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the domain when the comments cannot be loaded, and retries', async () => {
    let fail = true;
    const { user } = renderSection({
      [LIST]: () => (fail ? 'network-error' : { body: discussion() }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Komentáře se nepodařilo načíst z localhost.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Pěkně vysvětlená lekce.')).toBeInTheDocument();
  });

  it('loads the next 100 when the headers say there are more pages', async () => {
    const { user, calls } = renderSection({
      [LIST]: (request) =>
        request.url.searchParams.get('page') === '2'
          ? {
              body: [comment(2, PETR, 'Nejstarší komentář', 8)],
              headers: { 'X-WP-TotalPages': '2', 'X-WP-Total': '101' },
            }
          : { body: discussion(), headers: { 'X-WP-TotalPages': '2', 'X-WP-Total': '101' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Načíst další' }));
    expect(await screen.findByText('Nejstarší komentář')).toBeInTheDocument();
    expect(calls('GET').map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Načíst další' })).toBeNull();
  });

  it('shows a guest no list and asks nothing of the server', async () => {
    const { user, stub, router } = renderSection({ [LIST]: { body: discussion() } }, { guest: true });
    expect(screen.getByRole('region', { name: 'Komentáře' })).toHaveTextContent(
      'Komentáře si přečteš a napíšeš po přihlášení.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('Pěkně vysvětlená lekce.')).toBeNull();
    expect(stub.requests).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Přihlásit se' }));
    expect(router.state.location.pathname).toBe('/prihlaseni');
    expect(router.state.location.state).toEqual({ screen: '/lekce' });
  });
});
