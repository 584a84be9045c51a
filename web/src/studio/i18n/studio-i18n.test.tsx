import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { invalid, signIn, spravce, STUDIO, studioBasics, studioCourse } from '../test/studio-fixtures';
import cs from './cs.json';
import en from './en.json';

describe('the studio’s own messages', () => {
  it('have English for every Czech key but the Czech-only plural forms', () => {
    const missing = Object.keys(cs).filter((key) => !/_(few|many)$/.test(key) && !(key in en));
    expect(missing).toEqual([]);
  });

  it('follow the app’s language, with core’s field messages in it too', async () => {
    const view = renderApp('/studio/kurzy/5', {
      prepare: (services) => {
        signIn(spravce)(services);
        services.store.getState().setLocale('en');
      },
      routes: {
        ...studioBasics(),
        [`GET ${STUDIO}/courses/5`]: { body: studioCourse() },
        [`POST ${STUDIO}/courses/5`]: invalid({ slug: 'Another course or category uses this address.' }),
      },
    });
    const nav = await screen.findByRole('navigation', { name: 'Studio' });
    expect(await within(nav).findByRole('link', { name: 'Courses' })).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await view.user.clear(title);
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
  });
});
