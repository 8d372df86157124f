/** The spec's exact summary messages (spec-2 §8), shared with the server and the tests. */
export { SUMMARY_LIMITS, SUMMARY_MESSAGES } from '@atelier/contract/summaries';

/** Wording of our own where the spec names none. */
export const SUMMARY_TEXT = {
  listTitle: 'Sessions',
  listLead: 'Summaries of the smartLABS sessions, with their recordings.',
  loading: 'Loading the sessions…',
  loadFailed: 'The sessions could not be loaded. Please try again.',
  tryAgain: 'Try again',
  empty: 'No session summaries yet.',
  view: 'View Session',
  back: 'All sessions',
  detailLoading: 'Loading the session…',
  detailLoadFailed: 'The session could not be loaded. Please try again.',
  notFound: 'This session summary does not exist (any more).',
  recording: 'Recording',
  openRecording: 'Open the recording',
  /** Beside the embedded player: school networks often block YouTube's frame. */
  playerBlocked: 'Player not loading? Some networks block embedded videos:',
  openRecordingLink: 'open the recording in a new tab',
  playerTitle: (title: string) => `Recording of ${title}`,
  // Admin
  addTitle: 'Add Summary',
  addLead: 'Write up a session for the cohort: its recording, and what was covered, section by section.',
  editTitle: 'Edit Summary',
  editLead: 'Changes show on the session’s page as soon as they are saved.',
  save: 'Add Summary',
  update: 'Save changes',
  saveFailed: 'The summary could not be saved.',
  connectYoutube: 'Connect YouTube Account',
  youtubeNotConfigured: 'Connecting YouTube is not set up on this server (YOUTUBE_OAUTH_URL).',
  youtubeFailed: 'The YouTube connection could not be started. Please try again.',
  written: 'Written summaries',
  writtenEmpty: 'No summaries yet: the first one you add appears here.',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete summary?',
  confirmDelete: (title: string) => `“${title}” and its sections will be removed for the whole cohort.`,
  deleteFailed: 'The summary could not be deleted.',
  gone: 'That summary no longer exists.',
} as const;
