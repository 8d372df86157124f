/**
 * The relying party's side of OpenID Connect, through `openid-client`: discovery (lazily, on the
 * first sign-in through a provider, kept for the process), the authorization URL with PKCE (S256),
 * state and nonce, and the code exchange, in which the library checks the state, the PKCE verifier,
 * and the ID token's signature (the provider's published keys), issuer, audience, expiry and nonce.
 */
import { OIDC_ERRORS } from '@atelier/contract/oidc';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../../config';
import { fail } from '../../../lib/errors';

/** How long discovery and the code exchange may take, in seconds. */
const PROVIDER_TIMEOUT_S = 8;

/** What a sign-in keeps between the start and the callback (in its authChallenges row). */
export interface RoundTrip {
  nonce: string;
  codeVerifier: string;
}

/** The claims the callback uses, read from the verified ID token. */
export interface ProvenIdentity {
  subject: string;
  email: string;
  /** Who vouches for the e-mail: the provider (`email_verified: true`), the configuration, or nobody. */
  emailVouchedBy: 'provider' | 'trusted-domain' | null;
  name: string;
}

/**
 * Whether the e-mail is the person's: the provider said `email_verified: true`, or it said nothing
 * of it and the address is at a domain the configuration trusts this provider for
 * (OIDC_<ID>_TRUSTED_EMAIL_DOMAINS: Entra ID sends no `email_verified`). An explicit `false` stands.
 */
export function vouchFor(
  email: string,
  emailVerified: unknown,
  provider: Pick<OidcProviderConfig, 'trustedEmailDomains'>,
): ProvenIdentity['emailVouchedBy'] {
  if (!email) return null;
  if (emailVerified === true) return 'provider';
  if (emailVerified !== undefined) return null;
  const domain = domainOf(email);
  return domain !== undefined && provider.trustedEmailDomains.includes(domain) ? 'trusted-domain' : null;
}

/** The domain of an e-mail address (after its last @), or undefined when it has none. */
export function domainOf(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  return at < 0 ? undefined : email.slice(at + 1);
}

/** A provider whose answer could not be verified (`tokenInvalid`) or who refused (`providerRefused`). */
export class ProviderAnswerError extends Error {
  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options);
  }
}

/** The network failed, or the provider answered with a server error: not the user's doing. */
function isUnreachable(err: unknown): boolean {
  const name = err instanceof Error ? err.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return true;
  if (err instanceof TypeError && /fetch failed/i.test(err.message)) return true;
  const status = (err as { status?: unknown }).status;
  return typeof status === 'number' && status >= 500;
}

export function oidcClient(redirectUri: (id: string) => string, log: FastifyBaseLogger) {
  const discovered = new Map<string, Promise<client.Configuration>>();

  async function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
    const issuer = new URL(provider.issuer);
    const config = await client.discovery(
      issuer,
      provider.clientId,
      { client_secret: provider.clientSecret, redirect_uris: [redirectUri(provider.id)] },
      client.ClientSecretBasic(provider.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_S,
        // The library checks an ID token's issuer, audience, expiry and nonce, but its signature only
        // with non-repudiation checks on (OIDC Core 3.1.3.7 lets TLS stand in): we want both.
        // Configuration refuses http:// issuers other than this machine's (a test's provider).
        execute: [
          client.enableNonRepudiationChecks,
          ...(issuer.protocol === 'http:' ? [client.allowInsecureRequests] : []),
        ],
      },
    );
    config.timeout = PROVIDER_TIMEOUT_S;
    return config;
  }

  /** The provider's discovered configuration; a failure is not kept, so the next sign-in tries again. */
  async function configOf(provider: OidcProviderConfig): Promise<client.Configuration> {
    let pending = discovered.get(provider.id);
    if (!pending) {
      pending = discover(provider);
      discovered.set(provider.id, pending);
    }
    try {
      return await pending;
    } catch (err) {
      discovered.delete(provider.id);
      log.warn({ err, provider: provider.id }, 'OpenID provider discovery failed');
      throw fail(OIDC_ERRORS.unreachable);
    }
  }

  return {
    configOf,

    /** A new round trip's nonce and PKCE verifier. */
    newRoundTrip: (): RoundTrip => ({
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    }),

    /** The provider's authorization URL for this round trip. */
    async authorizationUrl(
      config: client.Configuration,
      provider: OidcProviderConfig,
      state: string,
      trip: RoundTrip,
    ): Promise<URL> {
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(provider.id),
        scope: 'openid email profile',
        state,
        nonce: trip.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(trip.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    /** Exchanges the callback's code and answers the ID token's verified claims. */
    async redeem(
      provider: OidcProviderConfig,
      callbackUrl: URL,
      state: string,
      trip: RoundTrip,
    ): Promise<ProvenIdentity> {
      const config = await configOf(provider);
      let claims: client.IDToken | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: trip.codeVerifier,
          expectedState: state,
          expectedNonce: trip.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (err) {
        if (err instanceof client.AuthorizationResponseError) {
          throw new ProviderAnswerError(`provider-error: ${err.error}`, { cause: err });
        }
        if (isUnreachable(err)) {
          log.warn({ err, provider: provider.id }, 'OpenID provider unreachable at the code exchange');
          throw fail(OIDC_ERRORS.unreachable);
        }
        throw new ProviderAnswerError(`token: ${(err as { code?: string }).code ?? (err as Error).message}`, {
          cause: err,
        });
      }
      if (!claims?.sub) throw new ProviderAnswerError('token: no subject');
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      return {
        subject: claims.sub,
        email,
        emailVouchedBy: vouchFor(email, claims.email_verified, provider),
        name: typeof claims.name === 'string' ? claims.name.trim() : '',
      };
    },
  };
}

export type OidcClient = ReturnType<typeof oidcClient>;
