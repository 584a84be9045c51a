import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudioPlan, StudioPlanFamily, StudioPlans } from '@studovna/core/contract/studio';
import { renderApp } from '../../test/render-app';
import { dvorakova, invalid, signIn, spravce, STUDIO, studioBasics } from '../test/studio-fixtures';

const PLANS = `${STUDIO}/plans`;

const plan = (id: number, extra: Partial<StudioPlan> = {}): StudioPlan => ({
  id,
  slug: `osp-${id}`,
  family: 'osp',
  name: 'OSP – 1 měsíc',
  period_unit: 'MONTH',
  period_count: 1,
  price: 399,
  active: true,
  sold: 0,
  running: 0,
  ...extra,
});

const family = (extra: Partial<StudioPlanFamily> = {}): StudioPlanFamily => ({
  family: 'osp',
  name: 'OSP – Obecné studijní předpoklady',
  counted_bullets: [
    'Přes 60 vyřešených úloh z verbální a analytické části OSP',
    'Synchronizace s webovým rozhraním',
  ],
  bullets: [],
  plans: [plan(3), plan(4, { name: 'OSP – 3 měsíce', period_count: 3, price: 990, sold: 12, running: 3 })],
  ...extra,
});

const plans = (extra: Partial<StudioPlanFamily> = {}): StudioPlans => ({ families: [family(extra)] });

const open = (routes = {}, user = spravce) =>
  renderApp('/studio/plany', {
    prepare: signIn(user),
    routes: { ...studioBasics(), [`GET ${PLANS}`]: { body: plans() }, ...routes },
  });

describe('the study plans screen', () => {
  it('shows each plan with what it sold, the counted bullets read-only, and a sold length fixed', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Studijní plány' })).toBeInTheDocument();
    const counted = await screen.findByRole('list', { name: 'Body spočítané z obsahu' });
    expect(
      within(counted)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Přes 60 vyřešených úloh z verbální a analytické části OSP',
      'Synchronizace s webovým rozhraním',
    ]);
    const sold = screen.getByRole('form', { name: 'OSP – 3 měsíce' });
    expect(within(sold).getByText('Koupen 12× · 3 běží')).toBeInTheDocument();
    expect(within(sold).getByRole('textbox', { name: 'Délka' })).toBeDisabled();
    expect(within(sold).getByRole('textbox', { name: 'Délka' })).toHaveAccessibleDescription(
      'Plán už si někdo koupil, délka zůstává.',
    );
    const month = screen.getByRole('form', { name: 'OSP – 1 měsíc' });
    expect(within(month).getByRole('textbox', { name: 'Délka' })).toBeEnabled();
    expect(within(month).getByRole('checkbox', { name: 'V prodeji (v aplikaci i na webu)' })).toBeChecked();
  });

  it('saves a new price of one plan and shows what the server kept', async () => {
    const after = plans({ plans: [plan(3, { price: 449 }), family().plans[1]!] });
    const view = open({ [`POST ${PLANS}/3`]: { body: { message: 'Uloženo.', data: after } } });
    const month = await screen.findByRole('form', { name: 'OSP – 1 měsíc' });
    const price = within(month).getByRole('textbox', { name: 'Cena (Kč)' });
    await view.user.clear(price);
    await view.user.type(price, '449');
    await view.user.click(within(month).getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Uloženo.')).toBeInTheDocument();
    expect(view.stub.requests.find((r) => r.method === 'POST')!.body).toEqual({
      name: 'OSP – 1 měsíc',
      price: 449,
      period_count: 1,
      period_unit: 'MONTH',
      active: true,
    });
    expect(within(month).getByText('Vše je uložené.')).toBeInTheDocument();
  });

  it('checks a price in the browser and shows the server’s refusal of a length', async () => {
    const view = open({
      [`POST ${PLANS}/3`]: invalid({
        period_count: 'Plán této rodiny s touto délkou už existuje. Uprav raději ten.',
      }),
    });
    const month = await screen.findByRole('form', { name: 'OSP – 1 měsíc' });
    const price = within(month).getByRole('textbox', { name: 'Cena (Kč)' });
    await view.user.clear(price);
    await view.user.type(price, '39,50');
    await view.user.click(within(month).getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription(
      expect.stringContaining('Cena je celé číslo korun od 0 do 100000.'),
    );
    expect(view.stub.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await view.user.clear(price);
    await view.user.type(price, '399');
    const length = within(month).getByRole('textbox', { name: 'Délka' });
    await view.user.clear(length);
    await view.user.type(length, '3');
    await view.user.click(within(month).getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(length).toHaveFocus());
    expect(length).toHaveAccessibleDescription(
      expect.stringContaining('Plán této rodiny s touto délkou už existuje. Uprav raději ten.'),
    );
  });

  it('adds a plan to a family and the team’s own bullet after the counted ones', async () => {
    const withSix = plans({
      plans: [...family().plans, plan(9, { name: 'OSP – 6 měsíců', period_count: 6, price: 1690 })],
    });
    const view = open({
      [`POST ${PLANS}`]: { body: { message: 'Vytvořeno.', data: withSix } },
      [`POST ${PLANS}/bullets`]: {
        body: { message: 'Uloženo.', data: plans({ bullets: ['Konzultace s lektorem'] }) },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Přidat plán OSP' }));
    const form = screen.getByRole('form', { name: 'Nový plán' });
    await view.user.type(within(form).getByRole('textbox', { name: 'Název' }), 'OSP – 6 měsíců');
    await view.user.type(within(form).getByRole('textbox', { name: 'Cena (Kč)' }), '1 690');
    await view.user.type(within(form).getByRole('textbox', { name: 'Délka' }), '6');
    await view.user.click(within(form).getByRole('button', { name: 'Přidat plán' }));
    expect(await screen.findByRole('form', { name: 'OSP – 6 měsíců' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nový plán' })).toBeNull();
    expect(view.stub.requests.find((r) => r.method === 'POST')!.body).toEqual({
      family: 'osp',
      name: 'OSP – 6 měsíců',
      price: 1690,
      period_count: 6,
      period_unit: 'MONTH',
      active: true,
    });

    await view.user.click(screen.getByRole('button', { name: 'Přidat vlastní bod' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Vlastní bod 1' }), 'Konzultace s lektorem');
    const bullets = screen.getByRole('form', { name: 'Co plán obsahuje' });
    await view.user.click(within(bullets).getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(within(bullets).getByText('Vše je uložené.')).toBeInTheDocument());
    expect(view.stub.requests.filter((r) => r.method === 'POST').at(-1)!.body).toEqual({
      family: 'osp',
      bullets: ['Konzultace s lektorem'],
    });
  });

  it('is the team’s alone: an instructor has no way to it', async () => {
    const view = renderApp('/studio/plany', {
      prepare: signIn(dvorakova),
      routes: studioBasics('instructor'),
    });
    await waitFor(() => expect(view.path()).toBe('/studio/kurzy'));
    expect(await screen.findByRole('link', { name: 'Otázky' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Studijní plány' })).toBeNull();
  });
});
