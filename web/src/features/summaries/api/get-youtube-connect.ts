import type { YoutubeConnect } from '@atelier/contract/summaries';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/smartlabs/session-summary/youtube-connect (admins): where Connect YouTube Account
 * leaves for, with the admin's id; null when the server has no YOUTUBE_OAUTH_URL. Asked at the
 * click, not cached: the browser leaves the app with the answer.
 */
export function getYoutubeConnect(): Promise<YoutubeConnect> {
  return apiFetch<YoutubeConnect>('/smartlabs/session-summary/youtube-connect');
}

export function useYoutubeConnect() {
  return useMutation({ mutationFn: getYoutubeConnect });
}
