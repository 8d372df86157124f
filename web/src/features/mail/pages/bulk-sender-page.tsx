import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { FileTextIcon, SendIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useSession } from '../../../lib/session/session-context';
import { useMailSettings } from '../api/get-mail-settings';
import { useTemplates } from '../api/get-templates';
import { RecipientList } from '../components/recipient-list';
import { SendProgress } from '../components/send-progress';
import { TemplatePicker } from '../components/template-picker';
import { TemplatePreview } from '../components/template-preview';
import { useBulkSend } from '../hooks/use-bulk-send';
import { MAIL_MESSAGES, MAIL_TEXT, MAIL_UI_TEXT } from '../messages';
import { readRecipients } from '../recipients-csv';
import styles from './bulk-sender-page.module.css';

/** /dashboard/admin/sent-invites: the bulk e-mail sender (spec-2 §2, §4, §8). */
export function BulkSenderPage() {
  const templates = useTemplates();
  const settings = useMailSettings();
  const { endLocally } = useSession();
  const bulk = useBulkSend({ onSignedOut: endLocally });
  const [chosen, setChosen] = useState<string>();
  const [file, setFile] = useState<{ name?: string; error?: string }>({});
  const fileId = useId();

  const list = templates.data ?? [];
  // spec-2 §2: the first template is selected once the list is loaded.
  const template = list.find((t) => t.name === chosen) ?? list[0];
  const waiting = bulk.statuses.find((status) => status.state === 'waiting');

  function choose(name: string) {
    if (name === template?.name) return;
    setChosen(name);
    bulk.resetStatuses();
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const picked = input.files?.[0];
    // Emptied, so that choosing the same file again (after fixing it) reads it again.
    input.value = '';
    if (!picked) return;
    const reading = await readRecipients(picked);
    if ('error' in reading) {
      setFile({ error: reading.error });
      bulk.load([]);
    } else {
      setFile({ name: picked.name });
      bulk.load(reading.recipients);
    }
  }

  return (
    <Page
      className={styles.page}
      title="Send Invites"
      description="Send a template to every address in a CSV file, one e-mail at a time."
    >
      {settings.data?.transport === 'outbox' && <p className={styles.note}>{MAIL_UI_TEXT.outbox}</p>}
      <div className={styles.layout}>
        <TitledCard headingId="templates-heading" className={styles.templates} title="Template">
          {templates.isPending && <Loading label="Loading the templates…" />}
          {templates.isError && <p role="alert">{MAIL_UI_TEXT.templatesLoadFailed}</p>}
          {templates.data?.length === 0 && (
            <p className={styles.muted}>
              <Link to="../email-template">{MAIL_TEXT.noTemplate}</Link>
            </p>
          )}
          {list.length > 0 && (
            <TemplatePicker
              templates={list}
              selected={template?.name}
              disabled={bulk.sending}
              onSelect={choose}
            />
          )}
        </TitledCard>

        <TitledCard
          headingId="preview-heading"
          className={styles.preview}
          title="Preview"
          description={template ? `Subject: ${template.subject}` : undefined}
        >
          {template ? (
            <TemplatePreview html={template.html} title={`Preview of ${template.name}`} />
          ) : (
            !templates.isPending && <p className={styles.muted}>{MAIL_UI_TEXT.previewNone}</p>
          )}
        </TitledCard>

        <TitledCard
          headingId="recipients-heading"
          className={styles.recipients}
          title="Recipients"
          description={MAIL_UI_TEXT.csvHint}
        >
          <div className={styles.upload}>
            <input
              id={fileId}
              type="file"
              accept=".csv"
              className={`visually-hidden ${styles.fileInput}`}
              disabled={bulk.sending}
              aria-describedby={file.error ? `${fileId}-error` : undefined}
              onChange={(event) => void pick(event)}
            />
            {/* The label is the button: the input's own "No file chosen" would contradict the name beside it. */}
            <label
              htmlFor={fileId}
              className={`${buttonClass({ variant: 'secondary' })} ${styles.uploadButton}`}
            >
              <FileTextIcon size={18} /> {MAIL_UI_TEXT.uploadCsv}
            </label>
            {file.name && <span className={styles.fileName}>{file.name}</span>}
          </div>
          {file.error && (
            <p id={`${fileId}-error`} className={styles.error} role="alert">
              {file.error}
            </p>
          )}
          {bulk.recipients.length > 0 ? (
            <>
              <p className={styles.counter}>
                {MAIL_UI_TEXT.processed}{' '}
                <strong>
                  {bulk.processed} / {bulk.recipients.length}
                </strong>
              </p>
              <RecipientList recipients={bulk.recipients} statuses={bulk.statuses} />
            </>
          ) : (
            !file.error && <p className={styles.muted}>{MAIL_UI_TEXT.noRecipients}</p>
          )}
          {bulk.run && (
            <SendProgress
              run={bulk.run}
              ratePerMinute={settings.data?.ratePerMinute}
              waiting={waiting?.state === 'waiting' ? waiting.seconds : undefined}
            />
          )}
          <div className={styles.actions}>
            <Button
              loading={bulk.sending}
              disabled={!template || !bulk.canSend}
              onClick={() => template && void bulk.send(template.name)}
            >
              {!bulk.sending && <SendIcon size={18} />}
              {bulk.sending ? MAIL_MESSAGES.sending : MAIL_MESSAGES.sendEmails}
            </Button>
          </div>
        </TitledCard>
      </div>
    </Page>
  );
}
