/** The viewer's own wording where the spec names none (the spec's messages are in ../messages). */
export const VIEWER_TEXT = {
  lockedTitle: 'Course locked',
  failedTitle: 'Course unavailable',
  notFoundHint: 'The link may be out of date, or the course was removed.',
} as const;
