import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helpers';

// Issue 9: defects found by probing the running server. Each test is named after its defect.
describe("defect 8: a malformed URL got the framework's own 400, without security headers, echoing the path", () => {
  const ctx = useTestApp();

  it('answers a malformed URL through our error shape, with the security headers and no echo', async () => {
    for (const url of ['/lessons/%c0%ae%c0%ae/x', '/api/courses/%E0%A4%A', '/%zz']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.body, url).not.toContain('%c0');
      expect(res.body, url).not.toContain('%E0');
      expect(res.json(), url).toEqual({ message: 'The address is not valid' });
    }
  });

  it('answers an unknown lesson file with a 404 carrying the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/lessons/no-such-lesson.html' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
