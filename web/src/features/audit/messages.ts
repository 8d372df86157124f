/** The server's wording of the audit log, shared with the server and the tests. */
export { AUDIT_ACTION_LABELS, AUDIT_TEXT } from '@atelier/contract/audit-values';

/** Wording of our own where the server sends none. */
export const AUDIT_UI_TEXT = {
  loadFailed: 'Could not load the audit log. Please try again.',
  loadMoreFailed: 'Could not load more entries. Please try again.',
  exportFailed: 'Could not export the audit log. Please try again.',
  empty: 'Nothing has been recorded yet.',
  noMatches: 'No entries match these filters.',
  datesOutOfOrder: '"To" must not be before "From".',
} as const;
