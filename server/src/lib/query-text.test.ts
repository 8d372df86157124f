import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../../test/helpers';

// Issue 25, item 5: a NUL byte in a search reached PostgreSQL, which refused it: a 500.
describe('query strings with a NUL byte', () => {
  const ctx = useTestApp();

  it('answers 400 naming the field on every route that reads a query, never 500', async () => {
    const admin = await signIn(ctx, 'admin');
    const urls = [
      ['/api/users?q=%00', 'querystring q: contains characters that are not allowed'],
      ['/api/waitlist/all?q=a%00b', 'querystring q: contains characters that are not allowed'],
      ['/api/forum?q=a%00', 'querystring q: contains characters that are not allowed'],
      ['/api/forum?before=%00', 'querystring before: contains characters that are not allowed'],
      ['/api/mail/log?cursor=x%00', 'querystring cursor: contains characters that are not allowed'],
      ['/api/users?q=ok&q=%00', 'querystring q: contains characters that are not allowed'],
      ['/api/waitlist/position?code=%00', 'querystring code: contains characters that are not allowed'],
      [
        '/api/mail/unsubscribe?email=a%00%40b.test&sig=x',
        'querystring email: contains characters that are not allowed',
      ],
    ];
    for (const [url, message] of urls) {
      const res = await admin.inject({ method: 'GET', url: url! });
      expect(res.statusCode, url).toBe(400);
      const [, field, problem] = /^querystring (\w+): (.+)$/.exec(message!)!;
      expect(res.json(), url).toEqual({
        message,
        code: 'common.invalid',
        issues: [{ in: 'querystring', path: field, message: problem }],
      });
    }
  });

  it('still answers searches with ordinary text', async () => {
    const admin = await signIn(ctx, 'admin');
    for (const url of ['/api/users?q=ann%20b', '/api/waitlist/all?q=a%C3%A9b', '/api/forum?q=x']) {
      expect((await admin.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
