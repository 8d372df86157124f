/** The contract's schedule strings and kinds, shared with the server and the tests. */
export {
  SCHEDULE_KIND_LABELS,
  SCHEDULE_KINDS,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  SCHEDULE_TIME_ZONE,
} from '@atelier/contract/schedule';

/** Wording of our own where the spec names none. */
export const SCHEDULE_TEXT = {
  title: 'Schedule',
  lead: 'The July–December 2025 semester: sessions, study tours, the exhibition, graduation and the conference. Times are India Standard Time.',
  loading: 'Loading the schedule…',
  loadFailed: 'The schedule could not be loaded. Please try again.',
  tryAgain: 'Try again',
  empty: 'Nothing is scheduled yet.',
  join: 'Join',
  recording: 'Recording',
  zone: 'IST',
  allDay: 'All day',
  addToCalendar: 'Add to calendar',
  subscribeTitle: 'Add the schedule to your calendar',
  subscribeLead:
    'Subscribe to this address in Google Calendar, Apple Calendar or Outlook: your calendar keeps itself up to date when sessions move.',
  subscribePrivate: 'The address is yours alone; do not share it.',
  linkLoading: 'Making your calendar link…',
  linkFailed: 'The calendar link could not be made. Please try again.',
  linkLabel: 'Calendar address',
  copy: 'Copy link',
  copied: 'Calendar link copied',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
  openInApp: 'Open in calendar app',
  resetLink: 'Reset link',
  resetDone: 'Your calendar has a new address: the old one no longer works. Subscribe again with this one.',
  resetFailed: 'The calendar link could not be reset. Please try again.',
  // Admin
  adminTitle: 'Schedule',
  adminLead:
    'Edit the smartLABS semester: members see the changes on their Schedule page and in their calendars.',
  addEntry: 'Add entry',
  newEntry: 'New entry',
  editEntry: 'Edit entry',
  saveEntry: 'Save entry',
  saveFailed: 'The entry could not be saved.',
  deleteTitle: 'Delete entry?',
  confirmDelete: (title: string) =>
    `“${title}” will be removed from the schedule and from members’ calendars.`,
  deleteFailed: 'The entry could not be deleted.',
  gone: 'That entry no longer exists.',
} as const;
