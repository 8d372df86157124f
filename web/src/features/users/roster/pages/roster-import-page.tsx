import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FileButton, type ChosenFiles } from '../../../../components/ui/file-button';
import { Loading } from '../../../../components/ui/loading';
import { Page } from '../../../../components/ui/page';
import { errorText } from '../../../../lib/error-text';
import { toastError } from '../../../../lib/error-toast';
import { useRosterImport } from '../api/get-roster-import';
import { useImportRoster } from '../api/import-roster';
import { usePreviewRoster } from '../api/preview-roster';
import { RosterProgress } from '../components/roster-progress';
import { RosterTable } from '../components/roster-table';
import { ROSTER_UI_TEXT } from '../messages';
import styles from '../components/roster.module.css';

const T = ROSTER_UI_TEXT;

/**
 * /dashboard/admin/user-management/import: choose a CSV, read every row's problems, import the
 * valid rows (confirmed when some are bad), then watch the invitations go out.
 */
export function RosterImportPage() {
  const [id, setId] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const preview = usePreviewRoster();
  const importer = useImportRoster();
  const roster = useRosterImport(id);
  const current = id ? roster.data : undefined;

  function choose([file]: ChosenFiles) {
    setId(undefined);
    preview.mutate(file, { onSuccess: (read) => setId(read._id) });
  }

  function start(confirmValidRows: boolean) {
    if (!current) return;
    importer.mutate(
      { id: current._id, confirmValidRows },
      { onSuccess: () => setConfirming(false), onError: (error) => toastError(error, T.importFailed) },
    );
  }

  return (
    <Page title={T.title} description={T.description}>
      <Card>
        <div className={styles.bar}>
          <FileButton id="roster-file" accept=".csv,text/csv" disabled={preview.isPending} onFiles={choose}>
            {current ? T.chooseAnother : T.choose}
          </FileButton>
          <Link to="/dashboard/admin/user-management" className={buttonClass({ variant: 'ghost' })}>
            {T.backToUsers}
          </Link>
        </div>
        {preview.isPending && <Loading label={T.reading} />}
        {preview.isError && (
          <p className={styles.error} role="alert">
            {errorText(preview.error, T.previewFailed)}
          </p>
        )}
        {id && roster.isError && !current && <p role="alert">{T.loadFailed}</p>}
        {current && (
          <>
            <div className={styles.bar}>
              <p className={styles.summary}>
                {current.fileName} · {T.summary(current)}
              </p>
              {current.status === 'previewed' && current.valid > 0 && (
                <Button
                  loading={importer.isPending}
                  onClick={() => (current.invalid > 0 ? setConfirming(true) : start(false))}
                >
                  {T.importButton(current.valid)}
                </Button>
              )}
            </div>
            {current.unknownColumns.length > 0 && (
              <p className={styles.note}>{T.unknownColumns(current.unknownColumns)}</p>
            )}
            {current.status === 'previewed' && current.valid === 0 && (
              <p className={styles.note}>{current.existing > 0 ? T.allExist : T.nothingToImport}</p>
            )}
            {current.status !== 'previewed' && <RosterProgress run={current} />}
            <RosterTable key={current._id} rows={current.rows ?? []} />
          </>
        )}
      </Card>
      {confirming && current && (
        <ConfirmDialog
          title={T.confirmTitle(current.invalid)}
          confirmLabel={T.confirmLabel}
          pending={importer.isPending}
          onConfirm={() => start(true)}
          onClose={() => setConfirming(false)}
        >
          {T.confirmBody(current.valid)}
        </ConfirmDialog>
      )}
    </Page>
  );
}
