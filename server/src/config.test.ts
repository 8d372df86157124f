import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.productName).toBe('Atelier');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.argon2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('lists every bad value', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'not a url',
        SMTP_URL: 'http://x',
      });
      expect.fail('should have thrown');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const fields = (err as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(fields.sort()).toEqual(['DATABASE_URL', 'PORT', 'PUBLIC_URL', 'SMTP_URL']);
    }
  });

  it('paces bulk mail at MAIL_RATE_PER_MIN (60 by default) and unsubscribes by mail to the sender', () => {
    expect(loadConfig({}).mailRatePerMinute).toBe(60);
    expect(loadConfig({}).unsubscribeMailto).toBe('no-reply@atelier.local');
    const set = loadConfig({
      MAIL_RATE_PER_MIN: '30',
      MAIL_FROM: 'School <news@school.example>',
    });
    expect(set.mailRatePerMinute).toBe(30);
    expect(set.unsubscribeMailto).toBe('news@school.example');
    expect(loadConfig({ MAIL_UNSUBSCRIBE_MAILTO: 'optout@school.example' }).unsubscribeMailto).toBe(
      'optout@school.example',
    );
    for (const bad of ['0', '-5', '1.5', 'fast', '100000']) {
      expect(() => loadConfig({ MAIL_RATE_PER_MIN: bad }), bad).toThrow(ConfigError);
    }
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes please', 'true', '10.0.0.0/33', '10.0.0/8', '1,', '-1', '1.5', '999']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, nginx' })).toThrow(
      /TRUST_PROXY: must be the number of proxies .* not an address: "nginx"/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*forge/);
  });

  it('bounds slow clients by default, and checks the timeouts against each other', () => {
    expect(loadConfig({}).timeouts).toEqual({
      headersMs: 60_000,
      requestMs: 1_800_000,
      idleMs: 60_000,
      keepAliveMs: 75_000,
    });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '3600000' }).timeouts.requestMs).toBe(3_600_000);
    for (const bad of ['0', '-1', '1.5', 'soon']) {
      expect(() => loadConfig({ REQUEST_TIMEOUT_MS: bad }), bad).toThrow(/REQUEST_TIMEOUT_MS/);
    }
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '90000', REQUEST_TIMEOUT_MS: '60000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: '5000', AI_TIMEOUT_MS: '8000' })).toThrow(
      /IDLE_TIMEOUT_MS: must be longer than AI_TIMEOUT_MS/,
    );
  });

  it('reads LOG_REQUESTS as a switch, off by default', () => {
    expect(loadConfig({}).logRequests).toBe(false);
    expect(loadConfig({ LOG_REQUESTS: '1' }).logRequests).toBe(true);
    expect(loadConfig({ LOG_REQUESTS: 'false' }).logRequests).toBe(false);
    expect(() => loadConfig({ LOG_REQUESTS: 'always' })).toThrow(/LOG_REQUESTS/);
  });

  it('takes a METRICS_TOKEN of 32 or more printable characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'a'.repeat(31) + 'Z';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN.*32/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` })).toThrow(
      /METRICS_TOKEN/,
    );
  });

  it('reads the upload quotas as sizes and a window, with sensible defaults, and refuses nonsense', () => {
    const MB = 1024 * 1024;
    expect(loadConfig({}).uploadQuota).toEqual({
      userBytes: 500 * MB,
      anonymousBytes: 2048 * MB,
      windowMs: 24 * 60 * 60_000,
      totalBytes: 20 * 1024 * MB,
    });
    expect(
      loadConfig({
        UPLOAD_QUOTA_USER_BYTES: '1.5GB',
        UPLOAD_QUOTA_ANONYMOUS_BYTES: '104857600',
        UPLOAD_QUOTA_WINDOW: '30m',
        UPLOAD_QUOTA_TOTAL_BYTES: '2 TB',
      }).uploadQuota,
    ).toEqual({
      userBytes: 1536 * MB,
      anonymousBytes: 100 * MB,
      windowMs: 30 * 60_000,
      totalBytes: 2 * 1024 * 1024 * MB,
    });
    expect(loadConfig({ UPLOAD_QUOTA_USER_BYTES: '' }).uploadQuota.userBytes).toBe(500 * MB);
    for (const bad of ['lots', '-5MB', '5 PB', '1e9', '10MB']) {
      expect(() => loadConfig({ UPLOAD_QUOTA_USER_BYTES: bad }), bad).toThrow(/UPLOAD_QUOTA_USER_BYTES/);
    }
    // Smaller than the largest file one may send: that file could never be sent.
    expect(() => loadConfig({ UPLOAD_QUOTA_USER_BYTES: '10MB' })).toThrow(/at least 100MB/);
    expect(() => loadConfig({ UPLOAD_QUOTA_ANONYMOUS_BYTES: '1MB' })).toThrow(/at least 15MB/);
    for (const bad of ['24', '0h', '31d', 'soon', '10s']) {
      expect(() => loadConfig({ UPLOAD_QUOTA_WINDOW: bad }), bad).toThrow(/UPLOAD_QUOTA_WINDOW/);
    }
    expect(() => loadConfig({ UPLOAD_QUOTA_TOTAL_BYTES: 'x' })).toThrow(/UPLOAD_QUOTA_TOTAL_BYTES/);
    expect(() => loadConfig({ UPLOAD_QUOTA_TOTAL_BYTES: '200MB', UPLOAD_QUOTA_USER_BYTES: '300MB' })).toThrow(
      /UPLOAD_QUOTA_TOTAL_BYTES: must not be less than UPLOAD_QUOTA_USER_BYTES/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it('sends assistant passages to a model only when AI_API_URL and AI_API_KEY are both set', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig({ AI_API_URL: 'https://llm.example/v1', AI_API_KEY: 'sk-1' }).ai).toEqual({
      url: 'https://llm.example/v1',
      key: 'sk-1',
      model: 'gpt-4o-mini',
      timeoutMs: 8000,
    });
    const tuned = loadConfig({
      AI_API_URL: 'http://127.0.0.1:8080/v1/chat/completions',
      AI_API_KEY: 'local',
      AI_MODEL: 'llama3',
      AI_TIMEOUT_MS: '2500',
    }).ai;
    expect(tuned).toMatchObject({ model: 'llama3', timeoutMs: 2500 });
    expect(() => loadConfig({ AI_API_URL: 'https://llm.example/v1' })).toThrow(/AI_API_KEY/);
    expect(() => loadConfig({ AI_API_KEY: 'sk-1' })).toThrow(/AI_API_URL/);
    expect(() => loadConfig({ AI_API_URL: 'ftp://llm.example', AI_API_KEY: 'k' })).toThrow(/AI_API_URL/);
    expect(() =>
      loadConfig({ AI_API_URL: 'https://x.example', AI_API_KEY: 'k', AI_TIMEOUT_MS: 'soon' }),
    ).toThrow(/AI_TIMEOUT_MS/);
  });

  it("reads the schools' OpenID providers and lists every problem of their settings", () => {
    const school = {
      OIDC_SCHOOL_ISSUER: 'https://login.springfield.edu',
      OIDC_SCHOOL_CLIENT_ID: 'atelier',
      OIDC_SCHOOL_CLIENT_SECRET: 's3cret',
      OIDC_SCHOOL_NAME: 'Springfield School',
    };
    expect(loadConfig({}).oidcProviders).toEqual([]);
    expect(loadConfig({ OIDC_PROVIDERS: 'school', ...school }).oidcProviders).toEqual([
      {
        id: 'school',
        name: 'Springfield School',
        issuer: 'https://login.springfield.edu',
        clientId: 'atelier',
        clientSecret: 's3cret',
        trustedEmailDomains: [],
      },
    ]);
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as ConfigError).problems;
      }
      return [];
    };
    expect(
      problems({ OIDC_PROVIDERS: 'school,entra', ...school, OIDC_ENTRA_ISSUER: 'https://e.example' }),
    ).toEqual([
      'OIDC_ENTRA_CLIENT_ID, OIDC_ENTRA_CLIENT_SECRET, OIDC_ENTRA_NAME: must be set for the provider "entra"',
    ]);
    expect(problems({ OIDC_PROVIDERS: 'School!' })[0]).toMatch(
      /^OIDC_PROVIDERS: "School!" must be lower-case/,
    );
    expect(problems({ OIDC_PROVIDERS: 'school,school', ...school })).toEqual([
      'OIDC_PROVIDERS: "school" is named twice',
    ]);
    for (const issuer of ['http://login.springfield.edu', 'not a url', 'ftp://x.example']) {
      expect(problems({ OIDC_PROVIDERS: 'school', ...school, OIDC_SCHOOL_ISSUER: issuer }), issuer).toEqual([
        'OIDC_SCHOOL_ISSUER: must be an https:// URL (http:// only on this machine, for tests)',
      ]);
    }
    const local = loadConfig({
      OIDC_PROVIDERS: 'school',
      ...school,
      OIDC_SCHOOL_ISSUER: 'http://127.0.0.1:4000',
    });
    expect(local.oidcProviders[0]!.issuer).toBe('http://127.0.0.1:4000');
  });

  it('reads the e-mail domains a provider is trusted for, only with a single directory as its issuer', () => {
    const entra = {
      OIDC_PROVIDERS: 'entra',
      OIDC_ENTRA_ISSUER: 'https://login.microsoftonline.com/6f0c1a52-3b0f-4d7e-9a55-1c7a1d0e9b11/v2.0',
      OIDC_ENTRA_CLIENT_ID: 'atelier',
      OIDC_ENTRA_CLIENT_SECRET: 's3cret',
      OIDC_ENTRA_NAME: 'Springfield (Microsoft)',
    };
    const read = (domains: string, issuer = entra.OIDC_ENTRA_ISSUER) => {
      try {
        return loadConfig({ ...entra, OIDC_ENTRA_ISSUER: issuer, OIDC_ENTRA_TRUSTED_EMAIL_DOMAINS: domains })
          .oidcProviders[0]!.trustedEmailDomains;
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(read(' Springfield.edu, staff.springfield.edu ,')).toEqual([
      'springfield.edu',
      'staff.springfield.edu',
    ]);
    expect(read('')).toEqual([]);
    expect(read('springfield.edu, @springfield.edu, *.edu, springfield')).toEqual([
      'OIDC_ENTRA_TRUSTED_EMAIL_DOMAINS: "@springfield.edu", "*.edu", "springfield" is not a domain name',
    ]);
    // A shared endpoint signs in any organisation's directory, whose admins set any e-mail they like.
    for (const tenant of ['common', 'organizations', 'consumers']) {
      expect(read('springfield.edu', `https://login.microsoftonline.com/${tenant}/v2.0`)).toEqual([
        `OIDC_ENTRA_TRUSTED_EMAIL_DOMAINS: needs the issuer of the school's own directory (its tenant id), not ${tenant}`,
      ]);
    }
    expect(read('', 'https://login.microsoftonline.com/common/v2.0')).toEqual([]);
  });
});
