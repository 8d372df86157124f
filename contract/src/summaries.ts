import { z } from 'zod';
import { httpUrl, messageSchema, requiredText } from './common';
import { calendarDate } from './dates';
import { del, get, post, put } from './endpoints';
import { defineErrors } from './errors';

export const SUMMARY_LIMITS = {
  sessionTitle: 200,
  tag: 60,
  heading: 200,
  description: 20000,
  sections: 50,
} as const;

/** The spec's exact summary strings (spec-2 §8), and ours beside them. */
export const SUMMARY_MESSAGES = {
  added: 'Added!',
  updated: 'Updated!',
  notLoggedIn: 'User not logged in',
  notFound: 'Session summary not found',
  deleted: 'Summary deleted',
} as const;

export const SUMMARY_ERRORS = defineErrors('summaries', {
  notFound: { status: 404, message: SUMMARY_MESSAGES.notFound },
});

/** Where a YouTube recording is played from: the privacy-enhanced player, which sets no cookie until played. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
/** Paths whose second segment is the video: /live/ID, /shorts/ID, /embed/ID, /v/ID. */
const ID_PATHS = new Set(['live', 'shorts', 'embed', 'v']);

/** A `t` or `start` of a watch link ('90', '90s', '1m30s', '1h2m3s') in seconds; undefined otherwise. */
function startSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(value);
  if (!match || value === '') return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return total > 0 ? total : undefined;
}

/**
 * The embeddable player address of a YouTube recording link: watch (`youtube.com/watch?v=ID`, also
 * `m.` and `music.`), `youtu.be/ID`, `/live/ID`, `/shorts/ID` and `/embed/ID` all become
 * `https://www.youtube-nocookie.com/embed/ID` (with `?start=` when the link starts later). Null for
 * any other link, which is shown as a plain link.
 */
export function youtubeEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : undefined;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length === 2 && ID_PATHS.has(parts[0]!)) id = parts[1];
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${id}${start ? `?start=${start}` : ''}`;
}

export const summarySectionSchema = z.object({
  heading: requiredText(SUMMARY_LIMITS.heading, 'Heading'),
  description: requiredText(SUMMARY_LIMITS.description, 'Description'),
});

/**
 * POST /api/smartlabs/session-summary and PUT /api/smartlabs/session-summary/:id (admins): spec-2 §5
 * requires the title, date, tag, recording link and each section's heading and description; the
 * cover image is optional. `userId`, which the original client sends, must be the caller's own.
 */
export const summaryBodySchema = z.object({
  sessionTitle: requiredText(SUMMARY_LIMITS.sessionTitle, 'Session title'),
  sessionDate: calendarDate,
  coverImage: z
    .union([z.literal(''), httpUrl])
    .optional()
    .default(''),
  recordingLink: httpUrl,
  tag: requiredText(SUMMARY_LIMITS.tag, 'Tag'),
  summaryText: z
    .array(summarySectionSchema, { message: 'summaryText must be a list' })
    .min(1, 'A summary needs at least one section')
    .max(SUMMARY_LIMITS.sections, `A summary has at most ${SUMMARY_LIMITS.sections} sections`),
  userId: z.string().max(100).optional(),
});
export type SummaryBody = z.input<typeof summaryBodySchema>;
export type SummaryFields = z.output<typeof summaryBodySchema>;

export const summarySchema = z.object({
  _id: z.string(),
  sessionTitle: z.string(),
  sessionDate: z.string(),
  coverImage: z.string(),
  recordingLink: z.string(),
  /** The player address when the recording is on YouTube; null for a link shown as a link. */
  embedUrl: z.string().nullable(),
  tag: z.string(),
  summaryText: z.array(z.object({ heading: z.string(), description: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Summary = z.infer<typeof summarySchema>;

/** GET /api/smartlabs/session-summary: newest session first. */
export const summaryListSchema = z.array(summarySchema);

export const summarySavedSchema = z.object({ message: z.string(), summary: summarySchema });
export type SummarySaved = z.infer<typeof summarySavedSchema>;

/**
 * Any id in the 8-4-4-4-12 hex form (what a link or a bookmark may hold, whatever its version bits)
 * is looked up, so an unknown one is a 404; only what is not an id at all is a 400, in the words
 * every feature uses for a malformed id.
 */
export const summaryIdParamsSchema = z.object({ id: z.guid('must be a valid id') });

/**
 * GET /api/smartlabs/session-summary/youtube-connect (admins): where Connect YouTube Account leaves
 * for, `YOUTUBE_OAUTH_URL?userId=<the admin's id>`; null when the server has no YOUTUBE_OAUTH_URL.
 */
export const youtubeConnectSchema = z.object({ url: z.string().nullable() });
export type YoutubeConnect = z.infer<typeof youtubeConnectSchema>;

const summaryId = { params: summaryIdParamsSchema };

/** Under /api/smartlabs/session-summary (spec-2 §7 Session summaries). */
export const SUMMARY_API = {
  /** No response schema: the cached answer is parsed with summaryListSchema when built. */
  list: get('/api/smartlabs/session-summary', {}),
  youtubeConnect: get('/api/smartlabs/session-summary/youtube-connect', {
    response: { 200: youtubeConnectSchema },
  }),
  get: get('/api/smartlabs/session-summary/:id', { ...summaryId, response: { 200: summarySchema } }),
  add: post('/api/smartlabs/session-summary', {
    body: summaryBodySchema,
    response: { 201: summarySavedSchema },
  }),
  update: put('/api/smartlabs/session-summary/:id', {
    ...summaryId,
    body: summaryBodySchema,
    response: { 200: summarySavedSchema },
  }),
  remove: del('/api/smartlabs/session-summary/:id', { ...summaryId, response: { 200: messageSchema } }),
};
