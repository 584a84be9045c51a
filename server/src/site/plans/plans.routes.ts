import fastifyCookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { message } from '@studovna/core';
import { isStorableText } from '@studovna/core/contract';
import { isPlanFamily } from '@studovna/core/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { login } from '../../modules/auth/auth.service';
import { exchangeHandoffCode, HANDOFF_PARAM } from '../../modules/web-session/web-session.service';
import { checkoutRoutes } from './checkout.routes';
import { emptyLogin, type LoginFormState } from './pages/login-form';
import { plansPage } from './pages/plans-page';
import type { Notice } from './pages/notice';
import { loadPlansPage } from './plans-page-model';
import { formField, isSameOriginPost, seeOther, sendFormExpired, sendPage } from './site-replies';
import { clearSessionCookie, readSiteSession, setSessionCookie } from './site-session';

/** The page's own address, without the hand-off code or a notice. */
export const PLANS_ADDRESS = '/studijni-plany/';

/** Notices the plans page shows after a redirect, named by a fixed query value (never text from the address). */
const REDIRECT_NOTICES: Record<string, Notice> = {
  zrusena: { kind: 'info', text: message('subscription.notCompleted', 'cs') },
};

const handoffRefused = (signedIn: boolean): Notice => ({
  kind: 'error',
  text:
    'Odkaz pro přihlášení z aplikace už byl použitý nebo vypršel.' +
    (signedIn ? '' : ' Přihlas se prosím svým jménem a heslem.'),
});

const signInToBuy: Notice = { kind: 'info', text: 'Pro nákup studijního plánu se nejdřív přihlas.' };

/**
 * The website's study plans ({site}/studijni-plany/): the plans page, signing in there (a single-use
 * code from the app, or the login form), signing out, and the checkout with the payment provider.
 * Forms (urlencoded) and cookies are parsed only inside this scope; forms are accepted only from the
 * site itself.
 */
export function sitePlansRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    await scope.register(formbody);
    await scope.register(fastifyCookie);
    scope.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST' && !isSameOriginPost(request))
        return sendFormExpired(request, reply, ctx);
    });

    scope.get(PLANS_ADDRESS, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const code = query[HANDOFF_PARAM];
      const session = await readSiteSession(request, ctx);
      let notice: Notice | null = null;
      if (typeof code === 'string') {
        const token = await exchangeHandoffCode(ctx, code);
        if (token) {
          setSessionCookie(request, reply, ctx, token);
          return seeOther(reply, PLANS_ADDRESS);
        }
        notice = handoffRefused(session !== null);
      }
      if (typeof query.objednavka === 'string') notice ??= REDIRECT_NOTICES[query.objednavka] ?? null;
      // a guest who chose a plan: the login form says why, and leads back to the plan's family
      const choseFamily = typeof query.prihlasit === 'string' ? query.prihlasit : null;
      const login: LoginFormState = {
        ...emptyLogin,
        returnTo: choseFamily && isPlanFamily(choseFamily) ? choseFamily : null,
        notice: choseFamily !== null ? signInToBuy : null,
      };
      const model = await loadPlansPage(ctx, session, { notice, login });
      return sendPage(request, reply, ctx, (site) => plansPage(site, model));
    });

    scope.post('/studijni-plany/prihlaseni', async (request, reply) => {
      const username = formField(request, 'username');
      const zpet = formField(request, 'zpet');
      const returnTo = isPlanFamily(zpet) ? zpet : null;
      try {
        const password = formField(request, 'password');
        // the API's contract refuses such text before any lookup (its `text`); so does this form
        if (!isStorableText(username) || !isStorableText(password))
          throw new ApiError(400, 'rest_invalid_param', 'request.invalidCharacter');
        const { token } = await login(ctx, { username, password }, request.ip);
        setSessionCookie(request, reply, ctx, token);
        return seeOther(reply, returnTo ? `${PLANS_ADDRESS}#${returnTo}` : PLANS_ADDRESS);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const model = await loadPlansPage(ctx, null, {
          login: { ...emptyLogin, username, error: error.render('cs').message, returnTo },
        });
        return sendPage(request, reply, ctx, (site) => plansPage(site, model), error.status);
      }
    });

    scope.post('/studijni-plany/odhlaseni', async (request, reply) => {
      clearSessionCookie(request, reply, ctx);
      return seeOther(reply, PLANS_ADDRESS);
    });

    checkoutRoutes(scope, ctx);
  });
}
