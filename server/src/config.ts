import { isIP } from 'node:net';
import path from 'node:path';
import { EVENT_LIMITS } from '@atelier/contract/events';
import { DOMAIN_PATTERN } from '@atelier/contract/factors';
import { FORUM_LIMITS } from '@atelier/contract/forum';
import { MAIL_LIMITS } from '@atelier/contract/mail';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = optionalString.pipe(z.url().optional());

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`), as Fastify's trustProxy reads them. */
function isAddressOrBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'must be the number of proxies in front of the server (1 behind one nginx) or a comma-separated ' +
  'list of their addresses or CIDR blocks (e.g. 127.0.0.1,10.0.0.0/8)';

/**
 * TRUST_PROXY: unset or 0 trusts no proxy; a number trusts that many hops; a list trusts those
 * proxies. The client is the right-most address of X-Forwarded-For that is not trusted. `true`
 * (trust every hop, so the client's own left-most entry) is refused: it lets anyone forge an address.
 * Answers the setting or, when it is not valid, why.
 */
function readTrustProxy(value: string | undefined): false | number | string[] | string {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : `${TRUST_PROXY_HELP}; ${value} hops is more than any deployment has`;
  }
  if (value === 'true') {
    return `${TRUST_PROXY_HELP}; "true" would trust every hop, so a client could forge its address`;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_NAMES.includes(entry) && !isAddressOrBlock(entry));
  return bad.length === 0
    ? entries
    : `${TRUST_PROXY_HELP}; not an address: ${bad.map((b) => JSON.stringify(b)).join(', ')}`;
}

const SIZE_UNITS: Record<string, number> = {
  '': 1,
  B: 1,
  KB: 1024,
  MB: 1024 ** 2,
  GB: 1024 ** 3,
  TB: 1024 ** 4,
};
const SIZE_HELP = 'must be a size such as 500MB, 20GB or a number of bytes';

/** A size in bytes from `524288000`, `500MB`, `20 GB`, `1.5GB` (units of 1024); a zod issue when it is not one. */
const size = (fallback: string, least: number, leastText: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v === undefined || v.trim() === '' ? fallback : v.trim();
      const match = /^(\d+(?:\.\d+)?)\s*([KMGT]?B)?$/i.exec(text);
      const bytes = match ? Math.floor(Number(match[1]) * SIZE_UNITS[(match[2] ?? '').toUpperCase()]!) : NaN;
      if (!Number.isSafeInteger(bytes)) {
        ctx.addIssue({ code: 'custom', message: SIZE_HELP });
        return z.NEVER;
      }
      if (bytes < least) {
        ctx.addIssue({ code: 'custom', message: `must be at least ${leastText}` });
        return z.NEVER;
      }
      return bytes;
    });

const DURATION_UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration in ms from `30m`, `24h`, `7d`; between a minute and 30 days. */
const duration = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v === undefined || v.trim() === '' ? fallback : v.trim();
      const match = /^(\d+)\s*([mhd])$/i.exec(text);
      const ms = match ? Number(match[1]) * DURATION_UNITS[match[2]!.toLowerCase()]! : NaN;
      if (!(ms >= 60_000 && ms <= 30 * 86_400_000)) {
        ctx.addIssue({ code: 'custom', message: 'must be a duration such as 30m, 24h or 7d (1m to 30d)' });
        return z.NEVER;
      }
      return ms;
    });

const MB = 1024 * 1024;
/** The largest single file anyone may send (a forum video): a smaller per-user quota would refuse it always. */
const LARGEST_UPLOAD = Math.max(...Object.values(FORUM_LIMITS.bytes));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  PRODUCT_NAME: z.string().min(1).default('Atelier'),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Atelier <no-reply@atelier.local>'),
  MAIL_RATE_PER_MIN: z.coerce
    .number()
    .int('must be a whole number')
    .min(1)
    .max(6000)
    .default(MAIL_LIMITS.defaultRatePerMinute),
  MAIL_UNSUBSCRIBE_MAILTO: optionalString.pipe(z.email().optional()),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  S3_REGION: z.string().min(1).default('us-east-1'),
  FILE_LINK_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  ),
  AI_API_URL: optionalUrl.refine(
    (v) => v === undefined || /^https?:\/\//i.test(v),
    'must be an http(s) URL (an OpenAI-compatible API, e.g. https://api.openai.com/v1)',
  ),
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int('must be a whole number').min(100).max(120_000).default(8000),
  INTERNATIONAL_SITE_URL: optionalUrl,
  YOUTUBE_OAUTH_URL: optionalUrl,
  DEFAULT_REF_CODE: z.string().max(64).default('ATELIER2025'),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  WEB_DIST: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optionalString.transform((v, ctx) => {
    const read = readTrustProxy(v);
    if (typeof read === 'string') {
      ctx.addIssue({ code: 'custom', message: read });
      return z.NEVER;
    }
    return read;
  }),
  HEADERS_TIMEOUT_MS: z.coerce.number().int('must be a whole number').min(500).max(600_000).default(60_000),
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int('must be a whole number')
    .min(500)
    .max(24 * 60 * 60_000)
    .default(30 * 60_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int('must be a whole number').min(500).max(3_600_000).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce
    .number()
    .int('must be a whole number')
    .min(500)
    .max(600_000)
    .default(75_000),
  LOG_REQUESTS: optionalString
    .pipe(z.enum(['0', '1', 'true', 'false'], { message: 'must be 1 or 0' }).optional())
    .transform((v) => v === '1' || v === 'true'),
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  UPLOAD_QUOTA_USER_BYTES: size(
    '500MB',
    LARGEST_UPLOAD,
    `${LARGEST_UPLOAD / MB}MB, the largest single upload`,
  ),
  UPLOAD_QUOTA_ANONYMOUS_BYTES: size(
    '2GB',
    EVENT_LIMITS.pdfBytes,
    `${EVENT_LIMITS.pdfBytes / MB}MB, the largest event PDF`,
  ),
  UPLOAD_QUOTA_WINDOW: duration('24h'),
  MODEL_READ_TIMEOUT_S: z.coerce.number().positive('must be more than 0').max(3600).default(120),
  MODEL_READ_MEMORY_MB: z.coerce.number().int('must be a whole number').min(64).max(65_536).default(3072),
  JOBS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /** How long audit log entries are kept (issue 29): at least a month, a year by default. */
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int('must be a whole number')
    .min(30, 'must be at least 30')
    .max(36_500, 'must be at most 36500')
    .default(365),
  /**
   * The roles that must have a second factor until an admin chooses in the sign-in settings:
   * comma-separated roles, or `none` (issue 29: admins by default).
   */
  SIGN_IN_MFA_ROLES: z
    .string()
    .default('admin')
    .transform((v) =>
      v.trim() === 'none'
        ? []
        : v
            .split(',')
            .map((r) => r.trim())
            .filter(Boolean),
    )
    .pipe(
      z.array(
        z.enum(['student', 'smartLABS', 'admin'], { message: 'must be student, smartLABS, admin or none' }),
      ),
    ),
  UPLOAD_QUOTA_TOTAL_BYTES: size(
    '20GB',
    LARGEST_UPLOAD,
    `${LARGEST_UPLOAD / MB}MB, the largest single upload`,
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  productName: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Bulk messages leave at most this many a minute, evenly spaced, across every process. */
  mailRatePerMinute: number;
  /** The mailto address of List-Unsubscribe; the From address when unset. */
  unsubscribeMailto: string;
  internationalSiteUrl: string;
  youtubeOauthUrl: string | undefined;
  defaultRefCode: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Uploads go to this S3-compatible bucket when set, else to `DATA_DIR/uploads`. */
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string } | undefined;
  /**
   * An OpenAI-compatible chat-completions API the course assistant sends its passages to; when
   * unset the assistant answers with the passages alone and nothing leaves the machine.
   */
  ai: { url: string; key: string; model: string; timeoutMs: number } | undefined;
  /** Signs file links; when unset a secret is made once and kept in the database. */
  fileLinkSecret: string | undefined;
  /** Folder of the built web app; undefined serves the API alone. */
  webDist: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Behind reverse proxies: how many (a hop count) or which (addresses, CIDR blocks) are trusted;
   * the client's address is the right-most X-Forwarded-For entry not trusted (rate limits key on it).
   */
  trustProxy: false | number | string[];
  /**
   * How long a client may take (docs/deploy.md#timeouts): `headersMs` to send the request's
   * headers, `requestMs` to send the whole request (a 100 MB upload included), `idleMs` with the
   * connection silent either way (between reads of a body, or a stalled answer), `keepAliveMs` idle
   * between requests.
   */
  timeouts: { headersMs: number; requestMs: number; idleMs: number; keepAliveMs: number };
  /** One log line per answered request (method, route, status, time); off by default. */
  logRequests: boolean;
  /** A bearer token that may read GET /api/metrics besides admins (a Prometheus scraper's). */
  metricsToken: string | undefined;
  /**
   * What uploads may fill (docs/decisions/022): each member `userBytes` per rolling `windowMs`,
   * every anonymous visitor together (event PDFs) `anonymousBytes` per window, and all stored files
   * together `totalBytes`.
   */
  uploadQuota: { userBytes: number; anonymousBytes: number; windowMs: number; totalBytes: number };
  /** How long reading one IFC model may take and how much memory its worker thread may use (issue 28). */
  modelRead: { timeoutMs: number; memoryMb: number };
  /**
   * Whether this process runs queued jobs besides answering requests (`JOBS=off`: deployments of
   * several machines run `npm run worker` processes for them instead).
   */
  runJobs: boolean;
  /** The roles that must have a second factor while the sign-in settings were never saved (SIGN_IN_MFA_ROLES). */
  mfaDefaultRoles: readonly string[];
  /** Days an audit log entry is kept before the maintenance sweep removes it (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  /** The schools' OpenID Connect providers (OIDC_PROVIDERS and OIDC_<ID>_…), in the order named. */
  oidcProviders: readonly OidcProviderConfig[];
  /** Password hashing cost; tests may lower memory but never below the OWASP floor. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
}

/** One OpenID Connect provider a school signs in with (issue 29). */
export interface OidcProviderConfig {
  /** Its id in URLs and in the sign-in settings (`school`): OIDC_PROVIDERS names it. */
  id: string;
  /** What the login card's button says: "Sign in with {name}". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * E-mail domains whose addresses this provider vouches for though its tokens carry no
   * `email_verified` (Microsoft Entra ID's do not): OIDC_<ID>_TRUSTED_EMAIL_DOMAINS, lower case.
   * An explicit `email_verified: false` is still refused.
   */
  trustedEmailDomains: readonly string[];
}

const OIDC_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;
/** Entra ID's shared endpoints: any organisation's directory signs in there, and its admins set the e-mail. */
const SHARED_TENANTS = /^\/(common|organizations|consumers)(\/|$)/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * OIDC_PROVIDERS=school,entra and per id OIDC_SCHOOL_ISSUER, OIDC_SCHOOL_CLIENT_ID,
 * OIDC_SCHOOL_CLIENT_SECRET, OIDC_SCHOOL_NAME and, optional, OIDC_SCHOOL_TRUSTED_EMAIL_DOMAINS
 * (dashes in an id become underscores). Answers the providers and every problem found, so one
 * start lists them all.
 */
export function readOidcProviders(env: NodeJS.ProcessEnv): {
  providers: OidcProviderConfig[];
  problems: string[];
} {
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const problems: string[] = [];
  const providers: OidcProviderConfig[] = [];
  for (const id of ids) {
    if (!OIDC_ID.test(id)) {
      problems.push(`OIDC_PROVIDERS: "${id}" must be lower-case letters, digits and dashes (at most 32)`);
      continue;
    }
    if (providers.some((p) => p.id === id)) {
      problems.push(`OIDC_PROVIDERS: "${id}" is named twice`);
      continue;
    }
    const key = `OIDC_${id.toUpperCase().replaceAll('-', '_')}_`;
    const value = (name: string) => env[key + name]?.trim() ?? '';
    const missing = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'NAME'].filter((name) => !value(name));
    if (missing.length > 0) {
      problems.push(`${missing.map((name) => key + name).join(', ')}: must be set for the provider "${id}"`);
      continue;
    }
    const issuer = URL.canParse(value('ISSUER')) ? new URL(value('ISSUER')) : undefined;
    const secure =
      issuer?.protocol === 'https:' || (issuer?.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname));
    if (!issuer || !secure) {
      problems.push(`${key}ISSUER: must be an https:// URL (http:// only on this machine, for tests)`);
      continue;
    }
    const trustedEmailDomains = value('TRUSTED_EMAIL_DOMAINS')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean);
    const notDomains = trustedEmailDomains.filter((domain) => !DOMAIN_PATTERN.test(domain));
    if (notDomains.length > 0) {
      problems.push(`${key}TRUSTED_EMAIL_DOMAINS: "${notDomains.join('", "')}" is not a domain name`);
      continue;
    }
    if (trustedEmailDomains.length > 0 && SHARED_TENANTS.test(issuer.pathname)) {
      problems.push(
        `${key}TRUSTED_EMAIL_DOMAINS: needs the issuer of the school's own directory (its tenant id), not ${issuer.pathname.split('/')[1]}`,
      );
      continue;
    }
    providers.push({
      id,
      name: value('NAME'),
      issuer: value('ISSUER'),
      clientId: value('CLIENT_ID'),
      clientSecret: value('CLIENT_SECRET'),
      trustedEmailDomains,
    });
  }
  return { providers, problems };
}

/** The address in `Name <address>` (or the whole value when it has no angle brackets). */
function addressOf(from: string): string {
  return (/<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { webDist?: string } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const port = e.PORT;
  const s3Values = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3Values.some(Boolean) && !s3Values.every(Boolean)) {
    throw new ConfigError([
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY: set all four to store uploads in S3, or none',
    ]);
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(['HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS']);
  }
  if (e.IDLE_TIMEOUT_MS <= e.AI_TIMEOUT_MS) {
    // The assistant's request is silent while it waits for the model.
    throw new ConfigError(['IDLE_TIMEOUT_MS: must be longer than AI_TIMEOUT_MS']);
  }
  if (Boolean(e.AI_API_URL) !== Boolean(e.AI_API_KEY)) {
    throw new ConfigError([
      'AI_API_URL and AI_API_KEY: set both to let the course assistant write answers, or neither',
    ]);
  }
  const oidc = readOidcProviders(env);
  if (oidc.problems.length > 0) throw new ConfigError(oidc.problems);
  if (e.UPLOAD_QUOTA_TOTAL_BYTES < e.UPLOAD_QUOTA_USER_BYTES) {
    throw new ConfigError(['UPLOAD_QUOTA_TOTAL_BYTES: must not be less than UPLOAD_QUOTA_USER_BYTES']);
  }
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    productName: e.PRODUCT_NAME,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRatePerMinute: e.MAIL_RATE_PER_MIN,
    unsubscribeMailto: e.MAIL_UNSUBSCRIBE_MAILTO ?? addressOf(e.MAIL_FROM),
    internationalSiteUrl: e.INTERNATIONAL_SITE_URL ?? 'https://www.example.org/international',
    youtubeOauthUrl: e.YOUTUBE_OAUTH_URL,
    defaultRefCode: e.DEFAULT_REF_CODE,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
            region: e.S3_REGION,
          }
        : undefined,
    ai:
      e.AI_API_URL && e.AI_API_KEY
        ? { url: e.AI_API_URL, key: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
        : undefined,
    fileLinkSecret: e.FILE_LINK_SECRET,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaults.webDist,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    logRequests: e.LOG_REQUESTS,
    metricsToken: e.METRICS_TOKEN,
    uploadQuota: {
      userBytes: e.UPLOAD_QUOTA_USER_BYTES,
      anonymousBytes: e.UPLOAD_QUOTA_ANONYMOUS_BYTES,
      windowMs: e.UPLOAD_QUOTA_WINDOW,
      totalBytes: e.UPLOAD_QUOTA_TOTAL_BYTES,
    },
    modelRead: { timeoutMs: Math.round(e.MODEL_READ_TIMEOUT_S * 1000), memoryMb: e.MODEL_READ_MEMORY_MB },
    runJobs: e.JOBS === 'on',
    mfaDefaultRoles: e.SIGN_IN_MFA_ROLES,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    oidcProviders: oidc.providers,
    argon2: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
  };
}

/** The configuration, or its problems on stderr and exit 1: for the processes' entry points. */
export function loadConfigOrExit(...args: Parameters<typeof loadConfig>): Config {
  try {
    return loadConfig(...args);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
