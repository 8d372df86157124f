/**
 * A real OpenID provider on 127.0.0.1 (`oidc-provider`) for the API tests and the e2e story: one
 * confidential client, accounts whose claims the test sets, its development login form (any
 * account name, any password) and consent given in advance. `tamper` rewrites the ID token of the
 * next code exchanges — claims changed, re-signed with the provider's own key or with another —
 * to prove the app refuses a wrong nonce, issuer, audience, an expired token or a forged signature.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as jose from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface Tamper {
  claims: (claims: jose.JWTPayload) => jose.JWTPayload;
  /** Sign with a key the provider does not publish (a forged signature). */
  foreignKey?: boolean;
}

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** By login name (the `sub`): what the provider says of each account. */
  accounts: Map<string, TestAccount>;
  tamper: Tamper | undefined;
  /** The app's environment for this provider under `id` (OIDC_PROVIDERS and OIDC_<ID>_…). */
  env(id: string, name: string): Record<string, string>;
  /** Signs in at the provider's form as `login` from its authorization URL; answers the app's callback URL. */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

const KID = 'local-test-key';
type SigningKey = Awaited<ReturnType<typeof jose.generateKeyPair>>['privateKey'];

async function signingKey() {
  const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true });
  return { privateKey, jwk: { ...(await jose.exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' } };
}

/** Starts the provider; `redirectUris` are the app's callback URLs it accepts. */
export async function startLocalProvider(redirectUris: string[]): Promise<LocalProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const [own, foreign] = await Promise.all([signingKey(), signingKey()]);
  const accounts = new Map<string, TestAccount>();
  const clientId = 'atelier';
  const clientSecret = 'a-local-test-secret-of-thirty-two-chars';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [own.jwk] },
    cookies: { keys: ['local-test-cookie-key'] },
    ttl: { Interaction: 600, Grant: 3600, Session: 3600, AccessToken: 600, IdToken: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims in the ID token itself, as Google and Keycloak send them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, sub: string) =>
      accounts.has(sub) ? { accountId: sub, claims: () => ({ sub, ...accounts.get(sub) }) } : undefined,
    // Consent given in advance (a school's own client): the login form is the only page.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session?.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  const fixture: LocalProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    tamper: undefined,
    env: (id, name) => {
      const key = `OIDC_${id.toUpperCase()}_`;
      return {
        OIDC_PROVIDERS: id,
        [`${key}ISSUER`]: issuer,
        [`${key}CLIENT_ID`]: clientId,
        [`${key}CLIENT_SECRET`]: clientSecret,
        [`${key}NAME`]: name,
      };
    },
    signIn: (authorizationUrl, login) => driveLoginForm(authorizationUrl, login),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  server.on('request', (req, res) => {
    const tamper = fixture.tamper;
    if (tamper && req.method === 'POST' && req.url?.startsWith('/token')) {
      rewriteIdToken(res, tamper, tamper.foreignKey ? foreign.privateKey : own.privateKey);
    }
    handle(req, res);
  });
  return fixture;
}

/** Replaces the token answer's `id_token` with the tampered claims, re-signed. */
function rewriteIdToken(res: http.ServerResponse, tamper: Tamper, key: SigningKey) {
  const end = res.end.bind(res) as (body: string) => http.ServerResponse;
  res.end = ((chunk: unknown) => {
    const answer = JSON.parse(String(chunk)) as { id_token?: string };
    if (!answer.id_token) return end(String(chunk));
    const claims = tamper.claims(jose.decodeJwt(answer.id_token));
    void new jose.SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .sign(key)
      .then((idToken) => {
        const body = JSON.stringify({ ...answer, id_token: idToken });
        res.setHeader('content-length', Buffer.byteLength(body));
        end(body);
      });
    return res;
  }) as typeof res.end;
}

/** Follows the provider's redirects with a cookie jar, posting its login form once. */
async function driveLoginForm(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: URL, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: cookie() },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let url = new URL(authorizationUrl);
  let posted = false;
  for (let hop = 0; hop < 10; hop += 1) {
    const res = await go(url);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (!url.href.startsWith(new URL(authorizationUrl).origin)) return url;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || posted)
      throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    posted = true;
    const form = await go(new URL(action, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    url = new URL(form.headers.get('location') ?? '', url);
  }
  throw new Error('the provider never sent the browser back');
}

/** An issuer no one answers at (a port just closed): discovery fails. */
export async function unreachableIssuer(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
