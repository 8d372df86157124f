import { describe, expect, it } from 'vitest';
import { MAIL_LIMITS } from '@atelier/contract/mail';
import { composeBulkMessage } from './compose';

const opts = {
  productName: 'Atelier',
  publicUrl: 'http://atelier.test',
  unsubscribeMailto: 'unsubscribe@atelier.test',
  unsubscribeSecret: 'secret',
};

const compose = (html: string, email = 'ada@example.test') =>
  composeBulkMessage({ name: 'T', subject: 'S', html }, { email, name: 'Ada' }, opts).html as string;

describe('composeBulkMessage', () => {
  it('puts the footer before the last </body>, or at the end without one', () => {
    const html = compose('<html><body><p>Hi</p></body >\n</BODY>\n</html>');
    expect(html).toMatch(/<p>Hi<\/p><\/body >\n<p [^>]*>.*unsubscribe.*<\/p>\n<\/BODY>\n<\/html>$/s);
    expect(compose('<p>Hi</p>')).toMatch(/^<p>Hi<\/p>\n<p [^>]*>.*unsubscribe.*<\/p>$/s);
  });

  // Issue 25, item 6: finding the last </body> with a look-ahead took ~2 s per recipient on this
  // template, so forty recipients ran far past the test's timeout; one pass takes milliseconds.
  it('places the footer in a template built to make the search quadratic, for a list of recipients', () => {
    const tags = '</body>'.repeat(14_000);
    const template = tags + 'x'.repeat(MAIL_LIMITS.html - tags.length);
    expect(template.length).toBe(MAIL_LIMITS.html);
    for (let i = 0; i < 40; i++) {
      const email = `reader${i}@example.test`;
      const html = compose(template, email);
      const last = html.lastIndexOf('</body>');
      expect(html.indexOf(encodeURIComponent(email)), email).toBeGreaterThan(last - 1000);
      expect(html.indexOf(encodeURIComponent(email)), email).toBeLessThan(last);
      expect(html.slice(last)).toBe(`</body>${'x'.repeat(MAIL_LIMITS.html - tags.length)}`);
      expect(html.split('</body>')).toHaveLength(14_001);
    }
  });
});
