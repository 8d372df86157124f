/** The server's wording of rosters, shared with the server and the tests. */
export { ROSTER_TEXT } from '@atelier/contract/rosters';

/** Wording of our own where the server sends none. */
export const ROSTER_UI_TEXT = {
  title: 'Import roster',
  description:
    'Upload a CSV with the columns name, email and role (institution, country, phone and gender are optional). You see every row before anything is created.',
  choose: 'Choose CSV file',
  chooseAnother: 'Choose another file',
  reading: 'Reading the file…',
  previewFailed: 'Could not read the file. Please try again.',
  importFailed: 'Could not import the roster. Please try again.',
  loadFailed: 'Could not load this import. Please try again.',
  summary: (p: { total: number; valid: number; invalid: number; existing: number }) =>
    `${p.total} row${p.total === 1 ? '' : 's'}: ${p.valid} ready, ${p.invalid} with problems, ${p.existing} already ha${p.existing === 1 ? 's an account' : 've accounts'}`,
  unknownColumns: (names: readonly string[]) =>
    `Ignored column${names.length === 1 ? '' : 's'}: ${names.join(', ')}`,
  importButton: (n: number) => `Import ${n} valid row${n === 1 ? '' : 's'}`,
  nothingToImport: 'No row can be imported: fix the file and choose it again.',
  allExist: 'Every valid row already has an account: there is nothing to import.',
  confirmTitle: (bad: number) => `Import without the ${bad} row${bad === 1 ? '' : 's'} with problems?`,
  confirmBody: (valid: number) =>
    `Only the ${valid} valid row${valid === 1 ? '' : 's'} become accounts; the rows with problems are left out. Fix them in the file and import it again later: accounts made now are skipped then.`,
  confirmLabel: 'Import valid rows',
  filterLabel: 'Show',
  filters: { all: 'All rows', problems: 'With problems', existing: 'Will be skipped' },
  noRows: 'No rows match this filter.',
  ok: 'Ready',
  created: 'Created',
  inviteFailed: 'Created, invitation not sent',
  creating: (done: number, total: number) => `Creating accounts… ${done} of ${total}`,
  inviting: (done: number, total: number) => `Sending invitations… ${done} of ${total}`,
  invited: (done: number, total: number) => `Invitations: ${done} of ${total} done`,
  working: 'Importing…',
  done: 'Import finished',
  result: (created: number, skipped: number) =>
    `${created} account${created === 1 ? '' : 's'} created, ${skipped} skipped (already there).`,
  invites: (invited: number, failed: number) =>
    failed === 0
      ? `${invited} invitation${invited === 1 ? '' : 's'} sent.`
      : `${invited} invitation${invited === 1 ? '' : 's'} sent, ${failed} could not be sent: use "Resend invite" on User Management.`,
  skippedHeading: 'Skipped: an account already has the e-mail',
  backToUsers: 'Back to User Management',
} as const;

export type RosterFilter = keyof typeof ROSTER_UI_TEXT.filters;
