import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { loadSecret } from '../db/secrets';
import { signPath } from '../lib/signed-links';

// Issue 25, item 3: the signature check read the raw path while the file server decodes it.
describe('GET /lessons/<page> without a signed link', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const plain = '/lessons/bim-what-is-bim.html';

  it('refuses every encoding of a lesson page as it refuses the plain name', async () => {
    expect((await get(plain)).statusCode).toBe(403);
    const variants = [
      '/lessons/bim-what-is-bim%2Ehtml',
      '/lessons/bim-what-is-bim%2ehtml',
      '/lessons/bim-what-is-bim.htm%6C',
      '/lessons/bim-what-is-bim.htm%6c',
      '/lessons/bim-what-is-bim%2E%68%74%6D%6C',
      '/lessons/bim-what-is-bim%252Ehtml',
      '/lessons/bim-what-is-bim.html%00',
      '/lessons/bim-what-is-bim.HTML',
      '/lessons/bim-what-is-bim.Html',
      '/lessons/bim-what-is-bim.htm',
      '/lessons/%62im-what-is-bim.html',
      '/lessons/./bim-what-is-bim.html',
      '/lessons/covers/../bim-what-is-bim.html',
      '/lessons/covers/%2E%2E/bim-what-is-bim.html',
      '/lessons/covers%2F..%2Fbim-what-is-bim.html',
    ];
    for (const url of variants) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body, url).not.toContain('Building Information');
    }
  });

  it('still opens a page through its signed link, and the stylesheet and covers without one', async () => {
    const secret = await loadSecret(ctx.database.db, 'lesson-links');
    const signed = await get(`${plain}?${signPath(secret, plain, 60_000)}`);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toContain('text/html');
    // A signature for the plain name does not open another page by an encoded name.
    const other = '/lessons/bim-glossary%2Ehtml';
    expect((await get(`${other}?${signPath(secret, plain, 60_000)}`)).statusCode).toBe(403);
    expect((await get('/lessons/lesson.css')).statusCode).toBe(200);
    expect((await get('/lessons/covers/bim-fundamentals.svg')).statusCode).toBe(200);
    expect((await get('/lessons/no-such-style.css')).statusCode).toBe(404);
  });
});
