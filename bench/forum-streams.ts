// Issue 14's live feed: 1,000 members each hold the forum's event stream open; the server's
// memory is read before and after, and one post must reach every stream.
import { api } from '../e2e/support/api';
import type { RunningServer } from '../e2e/support/server';
import type { Db } from '../server/src/db/client';
import { signedInUsers } from './users';

export const FORUM_STREAMS = 1000;

export const prepareForumMembers = (db: Db) => signedInUsers(db, 'smartLABS', FORUM_STREAMS, 'forum-member');

export interface StreamsResult {
  open: number;
  rssGrowth: number;
  /** Streams that got the `changed` event of one post, and how long the last one took. */
  notified: number;
  notifyMs: number;
}

export async function measureStreams(
  server: RunningServer,
  members: { token: string }[],
  rssOf: () => number,
): Promise<StreamsResult> {
  const before = rssOf();
  const controllers: AbortController[] = [];
  const notified: Promise<number>[] = [];
  let posted = 0;
  try {
    const opened: Promise<void>[] = [];
    for (const member of members) {
      const controller = new AbortController();
      controllers.push(controller);
      let markOpen!: () => void;
      opened.push(new Promise<void>((resolve) => (markOpen = resolve)));
      notified.push(
        (async () => {
          const res = await fetch(`${server.url}/api/forum/events`, {
            headers: { authorization: `Bearer ${member.token}` },
            signal: controller.signal,
          });
          if (res.status !== 200 || !res.body) throw new Error(`a stream answered ${res.status}`);
          const reader = res.body.getReader();
          const decoder = new TextDecoder();
          let text = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) throw new Error('a stream closed');
            text += decoder.decode(value, { stream: true });
            if (text.includes(': open')) markOpen();
            if (text.includes('event: changed')) return performance.now() - posted;
          }
        })(),
      );
    }
    await Promise.all(opened);
    // Let the server settle (and collect) with every stream open before reading its memory.
    await new Promise((r) => setTimeout(r, 2000));
    const rssGrowth = rssOf() - before;
    posted = performance.now();
    const res = await api(server, 'POST', '/api/forum', {
      token: members[0]!.token,
      body: { question: 'Is everyone seeing this live?', category: 'general' },
    });
    if (res.status !== 201) throw new Error(`the post answered ${res.status}`);
    const times = await Promise.all(notified.map((p) => Promise.race([p, timeout(10_000)])));
    const reached = times.filter((t): t is number => typeof t === 'number');
    return {
      open: members.length,
      rssGrowth,
      notified: reached.length,
      notifyMs: reached.length ? Math.max(...reached) : NaN,
    };
  } finally {
    for (const c of controllers) c.abort();
  }
}

const timeout = (ms: number) => new Promise<undefined>((r) => setTimeout(() => r(undefined), ms).unref());
