/** The spec's exact mail messages and the contract's own wording (spec-2 §2, §4, §5, §8). */
export { MAIL_LIMITS, MAIL_MESSAGES, MAIL_TEXT, TEMPLATE_PLACEHOLDERS } from '@atelier/contract/mail';

/** Wording of our own where the spec names none. */
export const MAIL_UI_TEXT = {
  templatesLoadFailed: 'Could not load the templates. Please try again.',
  noTemplates: 'No templates yet. Upload the first one with the form above.',
  placeholders: (list: readonly string[]) =>
    `${list.join(' and ')} are replaced with each recipient's name and address when the e-mail is sent.`,
  previewNone: 'No template to preview.',
  previewEmpty: 'The preview shows here as you write the HTML.',
  uploadCsv: 'Upload CSV',
  csvHint: 'A .csv file with a header row holding an Email column (and, if you like, a Name column).',
  noRecipients: 'Upload a CSV file to see its recipients here.',
  outbox:
    'No SMTP relay is configured: the server writes each e-mail to its outbox folder instead of sending it.',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  processed: 'Processed',
  timeLeft: (wait: string, rate: number) => `About ${wait} left at ${rate} e-mails a minute`,
  notSentYet: 'not sent yet',
  inProgress: 'sending',
  waiting: 'waiting for the mail queue',
  sent: 'sent',
  failed: (reason: string) => `failed: ${reason}`,
  skipped: (reason: string) => `not sent: ${reason}`,
  logLoadFailed: 'Could not load the mail log. Please try again.',
  logLoadMoreFailed: 'Could not load more of the mail log. Please try again.',
  logEmpty: 'No e-mails have been sent yet.',
  logEmptyFiltered: 'No e-mails with this status.',
} as const;
