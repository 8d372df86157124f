import { NOTEBOOK_MESSAGES } from '@atelier/contract/notebook';

/** The notebook's messages, shared with the server. */
export { NOTEBOOK_MESSAGES };

/** The note editor's wording; the spec's button labels are exact (spec-1 §2). */
export const NOTEBOOK_TEXT = {
  save: 'Save Note',
  update: 'Update Note',
  /** Save pressed with neither a title nor content: said beside the form, the fields marked. */
  blank: 'Nothing to save yet: write a title or some content, then save the note.',
  saveFailed: 'Could not save the note. Please try again.',
  deleteFailed: 'Could not delete the note. Please try again.',
  loadFailed: 'Could not load your notes. Please try again.',
  loadMoreFailed: 'Could not load more of your notes. Please try again.',
  empty: 'No notes for this chapter yet.',
} as const;
