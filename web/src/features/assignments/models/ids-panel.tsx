import { MODEL_ERRORS, MODEL_LIMITS, MODEL_TEXT, type TaskIds } from '@atelier/contract/models';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FileButton, type ChosenFiles } from '../../../components/ui/file-button';
import { formatDate } from '../../../lib/dates';
import { errorText, hasCode } from '../../../lib/error-text';
import { useAttachIds } from '../api/attach-ids';
import { useDownloadIds } from '../api/download-ids';
import { useRemoveIds } from '../api/remove-ids';
import styles from './ids-panel.module.css';

interface IdsPanelProps {
  assignmentId: string;
  taskNumber: number;
  /** The IDS the saved task has. */
  ids: TaskIds | null;
}

/** The IDS attached: its title, what it asks, when, and the file itself. */
function Attached({
  ids,
  onDownload,
  downloading,
}: {
  ids: TaskIds;
  onDownload: () => void;
  downloading: boolean;
}) {
  return (
    <div className={styles.attached}>
      <p className={styles.title}>{ids.title}</p>
      <p className={styles.meta}>
        {ids.specifications} {ids.specifications === 1 ? 'specification' : 'specifications'}, of which{' '}
        {ids.required} required · attached {formatDate(ids.uploadedAt)} ·{' '}
        {ids.requirePass ? 'models must pass to be submitted' : 'models are checked, not held back'}
      </p>
      <Button variant="ghost" size="sm" onClick={onDownload} loading={downloading}>
        Download {ids.name}
      </Button>
    </div>
  );
}

/** A model task's IDS on the edit page (issue 28): attach, replace or remove it, and whether a model must pass it. */
export function IdsPanel({ assignmentId, taskNumber, ids: saved }: IdsPanelProps) {
  const id = useId();
  const task = { assignmentId, taskNumber };
  const attach = useAttachIds();
  const remove = useRemoveIds();
  const download = useDownloadIds();
  // What the last write answered, until the saved assignment is read again.
  const [ids, setIds] = useState(saved);
  const [requirePass, setRequirePass] = useState(saved?.requirePass ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  function pick([file]: ChosenFiles) {
    if (file.size > MODEL_LIMITS.idsBytes) return setProblem(MODEL_TEXT.idsTooLarge);
    setProblem(null);
    attach.mutate(
      { ...task, file, requirePass },
      {
        onSuccess: (answer) => {
          setIds(answer.ids);
          toast.success(answer.message || MODEL_TEXT.idsAttached);
        },
        onError: (error) =>
          setProblem(
            errorText(error, hasCode(error, MODEL_ERRORS.invalidIds.code) ? MODEL_TEXT.notIds : undefined),
          ),
      },
    );
  }

  function removeIt() {
    remove.mutate(task, {
      onSuccess: (answer) => {
        setIds(null);
        setConfirming(false);
        toast.success(answer.message || MODEL_TEXT.idsRemoved);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorText(error));
      },
    });
  }

  return (
    <section className={styles.panel} aria-label={`Task ${taskNumber} IDS`}>
      <h4 className={styles.heading}>IDS: the model’s information requirements</h4>
      {ids ? (
        <Attached
          ids={ids}
          downloading={download.isPending}
          onDownload={() => download.mutate({ ...task, name: ids.name })}
        />
      ) : (
        <p className={styles.meta}>No IDS attached: models are read, not checked.</p>
      )}
      <label className={styles.check}>
        <input type="checkbox" checked={requirePass} onChange={(e) => setRequirePass(e.target.checked)} />A
        model must pass every required specification to be submitted
      </label>
      <p className={styles.meta} id={`${id}-hint`}>
        {ids ? 'Applies when you replace the IDS. ' : ''}An .ids file of up to{' '}
        {MODEL_LIMITS.idsBytes / 1024 / 1024} MB.
      </p>
      <div className={styles.row}>
        <FileButton
          id={id}
          accept=".ids,.xml"
          size="sm"
          onFiles={pick}
          disabled={attach.isPending}
          describedBy={problem ? `${id}-problem` : `${id}-hint`}
          invalid={Boolean(problem)}
        >
          {attach.isPending
            ? 'Attaching…'
            : ids
              ? `Replace task ${taskNumber}’s IDS`
              : `Attach an IDS to task ${taskNumber}`}
        </FileButton>
        {ids && (
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
            Remove the IDS
          </Button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {confirming && ids && (
        <ConfirmDialog
          title="Remove this IDS?"
          confirmLabel="Remove IDS"
          danger
          pending={remove.isPending}
          onConfirm={removeIt}
          onClose={() => setConfirming(false)}
        >
          Models of task {taskNumber} will no longer be checked against “{ids.title}”. Drafts are read again
          without it.
        </ConfirmDialog>
      )}
    </section>
  );
}
