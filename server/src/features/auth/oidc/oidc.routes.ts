import { AUTH_MESSAGES } from '@atelier/contract/auth';
import { OIDC_API, OIDC_CONTINUE_PATH, OIDC_ERRORS } from '@atelier/contract/oidc';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../../lib/errors';
import type { RateLimit } from '../../../lib/rate-limit';
import { serve } from '../../../lib/serve';
import * as actions from './oidc.actions';
import { oidcClient } from './oidc.client';

const limit = (max: number, per: string): RateLimit => ({
  max,
  per,
  by: 'address',
  message: AUTH_MESSAGES.tooMany,
});

/** The round trip's state, kept by the browser that began it: a callback from another browser is refused. */
const stateCookie = (provider: string) => `atelier_oidc_${provider}`;
const COOKIE_PATH = '/api/auth/oidc';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Sign-in through a school's OpenID provider (issue 29): /api/auth/oidc/*. */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = app.config.oidcProviders;
  const redirectUri = (id: string) => `${app.config.publicUrl}/api/auth/oidc/${id}/callback`;
  const oidc = oidcClient(redirectUri, app.log);
  const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const providerOf = (id: string) => {
    const provider = providers.find((p) => p.id === id);
    if (!provider) throw fail(OIDC_ERRORS.unknownProvider);
    return provider;
  };

  serve(app, OIDC_API.providers, { access: 'public' }, async () => ({
    providers: providers.map(({ id, name }) => ({ id, name })),
  }));

  serve(
    app,
    OIDC_API.start,
    { access: 'public', limits: [limit(30, '1 minute')] },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const { state, url } = await actions.startSignIn(app, oidc, provider, request.query.remember);
      reply.header(
        'set-cookie',
        `${stateCookie(provider.id)}=${state}; Path=${COOKIE_PATH}; Max-Age=600; HttpOnly; SameSite=Lax${secure}`,
      );
      return reply.redirect(url.href, 302);
    },
  );

  serve(
    app,
    OIDC_API.callback,
    { access: 'public', limits: [limit(30, '1 minute')] },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const url = new URL(redirectUri(provider.id));
      url.search = request.url.split('?')[1] ?? '';
      const outcome = await actions.completeCallback(app, oidc, request, {
        provider,
        url,
        state: request.query.state,
        browserState: readCookie(request, stateCookie(provider.id)),
      });
      reply.header(
        'set-cookie',
        `${stateCookie(provider.id)}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
      );
      // The ticket rides in the fragment: browsers never send it, so no log or Referer holds it.
      const to =
        'ticket' in outcome
          ? `${OIDC_CONTINUE_PATH}#ticket=${outcome.ticket}${outcome.remember ? '&remember=1' : ''}`
          : `/login?sso=${encodeURIComponent(outcome.refused.code)}`;
      return reply.header('referrer-policy', 'no-referrer').redirect(to, 302);
    },
  );

  serve(app, OIDC_API.finish, { access: 'public', limits: [limit(30, '1 minute')] }, async (request) =>
    actions.finishWithTicket(app, request, request.body.ticket),
  );
};
