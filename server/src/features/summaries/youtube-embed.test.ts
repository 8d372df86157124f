import { youtubeEmbedUrl } from '@atelier/contract/summaries';
import { describe, expect, it } from 'vitest';

const ID = 'Xy7bD1mQk2s';
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('youtubeEmbedUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://WWW.YouTube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&list=PL1234567890&index=2`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/live/${ID}?si=abcdEFGH`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=Zk3wYq`,
    `  https://youtu.be/${ID}  `,
  ])('turns %s into the privacy-enhanced player', (link) => {
    expect(youtubeEmbedUrl(link)).toBe(EMBED);
  });

  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=30s`, 30],
    [`https://www.youtube.com/watch?v=${ID}&t=95`, 95],
    [`https://youtu.be/${ID}?t=1m30s`, 90],
    [`https://youtu.be/${ID}?si=Zk3wYq&t=1h2m3s`, 3723],
    [`https://www.youtube.com/embed/${ID}?start=42`, 42],
  ])('keeps the start time of %s', (link, seconds) => {
    expect(youtubeEmbedUrl(link)).toBe(`${EMBED}?start=${seconds}`);
  });

  it.each([`https://youtu.be/${ID}?t=0`, `https://youtu.be/${ID}?t=abc`, `https://youtu.be/${ID}?t=`])(
    'ignores a start time that is none or unreadable: %s',
    (link) => {
      expect(youtubeEmbedUrl(link)).toBe(EMBED);
    },
  );

  it.each([
    'https://vimeo.com/123456789',
    'https://recordings.example.org/smartlabs/2025-07-05',
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/youtu.be/${ID}`,
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC1234567890123456789012',
    `https://www.youtube.com/watch/extra?v=${ID}`,
    `https://youtu.be/${ID}/extra`,
    'https://youtu.be/',
    `https://www.youtube.com/watch?v=${ID.slice(0, 10)}%22`,
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
    `data:text/html,youtu.be/${ID}`,
    'not a url',
    '',
  ])('leaves %s as a link (null)', (link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
  });
});
