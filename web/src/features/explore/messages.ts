/** The explore page's wording; trail labels for the spec's route names (spec-1 §2). */
export const EXPLORE_TRAIL: Record<string, string> = {
  attendence: 'Attendance',
  feedue: 'Fee Due',
  performance: 'Performance',
};

export const EXPLORE_TEXT = {
  feeUnavailable: 'Fee details are not available yet.',
  newsEmpty: 'No news yet.',
  newsFailed: 'News could not be loaded.',
} as const;
