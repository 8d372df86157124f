import type { Pin, ReviewFile, TaskReview } from '@atelier/contract/reviews';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime } from '../../../lib/dates';
import { useErrorToast } from '../../../lib/error-toast';
import { CommentForm } from './comment-form';
import { PinLayer } from './pin-layer';
import { PinList } from './pin-list';
import { useAddPin, useDecide, useDownloadRecord, type ReviewTarget } from './review-api';
import styles from './review.module.css';
import { ChoiceGroup } from './viewer/choice-group';
import { Compare } from './viewer/compare';
import { FileStrip, sheetName } from './viewer/file-strip';
import { FileView } from './viewer/file-view';
import type { Place } from './viewer/zoom';
import type { Tool } from './viewer/zoom-pan';

const STATUS_WORDS = {
  submitted: 'awaiting review',
  accepted: 'accepted',
  changes_requested: 'changes requested',
};
const TOOLS: [Tool, string][] = [
  ['move', 'Move'],
  ['point', 'Pin'],
  ['box', 'Box'],
];

interface WorkspaceProps {
  review: TaskReview;
  /** Admins pin, resolve and decide; the member reads and replies. */
  reviewer: boolean;
  /** The task's code, for the record's file name and the headings. */
  taskCode: string;
}

/**
 * The design review of one task (issue 27): the revision's files with zoom and pan, their pins and
 * threads beside them, earlier revisions read-only and comparable, the decision and the record.
 */
export function ReviewWorkspace({ review, reviewer, taskCode }: WorkspaceProps) {
  const target: ReviewTarget = { submissionId: review.submissionId, taskNumber: review.taskNumber };
  const [revisionNumber, setRevisionNumber] = useState(review.current);
  const revision = review.revisions.find((r) => r.revision === revisionNumber) ?? review.revisions.at(-1);
  const files = revision?.files ?? [];
  const [fileId, setFileId] = useState<string | null>(null);
  const file = files.find((f) => f.id === fileId) ?? files[0];
  const [page, setPage] = useState(1);
  const [tool, setTool] = useState<Tool>('move');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [placing, setPlacing] = useState<(Required<Pick<Place, 'x' | 'y'>> & Place) | null>(null);
  const [comparing, setComparing] = useState(false);
  const current = revision?.revision === review.current;
  const editable = reviewer && current;

  const revisionPins = review.pins.filter((p) => p.revision === revision?.revision);
  // A pin left open on an earlier revision is still the member's to answer and the reviewer's to
  // settle: the latest revision lists it too (its files stay closed to new pins).
  const carried = current
    ? review.pins.filter((p) => p.revision < review.current && p.status === 'open')
    : [];
  const openCount = review.pins.filter((p) => p.status === 'open').length;
  const openPins = new Map<string, number>();
  for (const p of revisionPins)
    if (p.status === 'open') openPins.set(p.fileId, (openPins.get(p.fileId) ?? 0) + 1);
  const sheetOf = (pin: Pin) =>
    review.revisions.flatMap((r) => r.files).find((f) => f.id === pin.fileId)?.position ?? 0;
  const listed = [
    ...[...revisionPins].sort((a, b) => Number(b.fileId === file?.id) - Number(a.fileId === file?.id)),
    ...carried,
  ];
  const shown = revisionPins.filter((p) => p.fileId === file?.id && p.page === page);

  const addPin = useAddPin(target);
  const toastError = useErrorToast('Could not save. Please try again.');
  const select = (next: ReviewFile) => {
    setFileId(next.id);
    setPage(1);
  };
  const choosePin = (pin: Pin) => {
    setSelectedId(pin.id);
    setRevisionNumber(pin.revision);
    setFileId(pin.fileId);
    setPage(pin.page);
  };
  const previous = review.revisions.filter((r) => r.revision < (revision?.revision ?? 0)).at(-1);
  const before = previous?.files.find((f) => f.position === file?.position);

  if (!revision || !file)
    return <p className={styles.empty}>Nothing has been submitted for this task yet.</p>;
  const label = `${sheetName(file, files.length)}${file.kind === 'pdf' ? `, page ${page} of ${file.pages}` : ''}`;

  return (
    <div className={styles.workspace}>
      <div className={styles.bar}>
        <label className={styles.revision}>
          Revision
          <select
            value={revision.revision}
            onChange={(event) => setRevisionNumber(Number(event.target.value))}
          >
            {review.revisions.map((r) => (
              <option key={r.revision} value={r.revision}>
                {r.revision} · {formatDateTime(r.submittedAt)} · {STATUS_WORDS[r.status]}
              </option>
            ))}
          </select>
        </label>
        {!current && <p className={styles.readOnly}>An earlier revision: read-only.</p>}
        {before && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setComparing((c) => !c)}
            aria-pressed={comparing}
          >
            {comparing ? 'Back to the review' : `Compare with revision ${previous!.revision}`}
          </Button>
        )}
        <RecordButton submissionId={review.submissionId} name={`review-${taskCode}`} />
      </div>
      {revision.feedback && (
        <p className={styles.feedback}>
          <strong>Review:</strong> {revision.feedback}
        </p>
      )}
      <FileStrip files={files} currentId={file.id} onSelect={select} openPins={openPins} />
      {comparing && before ? (
        <Compare
          before={{ file: before, page, label: `Revision ${previous!.revision}` }}
          after={{ file, page, label: `Revision ${revision.revision}` }}
        />
      ) : (
        <div className={styles.split}>
          <section className={styles.stage} aria-label="File">
            <div className={styles.stageBar}>
              {editable && <ChoiceGroup legend="Tool" options={TOOLS} value={tool} onChange={setTool} />}
              {file.kind === 'pdf' && (
                <div className={styles.pager}>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    Previous page
                  </Button>
                  <span>
                    Page {page} of {file.pages}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page >= file.pages}
                    onClick={() => setPage(page + 1)}
                  >
                    Next page
                  </Button>
                </div>
              )}
            </div>
            <FileView
              key={`${file.id}#${page}`}
              file={file}
              page={page}
              label={label}
              tool={editable ? tool : 'move'}
              onPoint={(place) => setPlacing(place)}
              onBox={(place) => setPlacing(place)}
              overlay={
                <PinLayer pins={shown} sheet={file.position} selectedId={selectedId} onSelect={choosePin} />
              }
            />
          </section>
          <aside className={styles.side} aria-label="Pins and comments">
            <h2 className={styles.sideTitle}>
              Pins <span>({openCount} open)</span>
            </h2>
            <PinList
              target={target}
              pins={listed}
              sheetOf={sheetOf}
              selectedId={selectedId}
              onSelect={choosePin}
              canResolve={reviewer}
              readOnly={!current}
              latest={review.current}
            />
            {reviewer && current && <Decision review={review} openPins={openCount} />}
          </aside>
        </div>
      )}
      {placing && (
        <Modal title={`A new pin on sheet ${file.position}`} onClose={() => setPlacing(null)}>
          <CommentForm
            label="What should the member look at?"
            submit="Add the pin"
            autoFocus
            pending={addPin.isPending}
            onCancel={() => setPlacing(null)}
            onSend={(comment) =>
              addPin
                .mutateAsync({ fileId: file.id, page, ...placing, comment })
                .then(() => setPlacing(null))
                .catch((error: unknown) => {
                  toastError(error);
                  throw error;
                })
            }
          />
        </Modal>
      )}
    </div>
  );
}

function RecordButton({ submissionId, name }: { submissionId: string; name: string }) {
  const download = useDownloadRecord(submissionId, `${name}.pdf`);
  const toastError = useErrorToast('Could not make the review PDF. Please try again.');
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={download.isPending}
      onClick={() => download.mutate(undefined, { onError: toastError })}
    >
      Download the review (PDF)
    </Button>
  );
}

/** The decision on the current revision: request changes (with the open pins), or accept (closing open pins with a note). */
function Decision({ review, openPins }: { review: TaskReview; openPins: number }) {
  const decide = useDecide({
    submissionId: review.submissionId,
    taskNumber: review.taskNumber,
    assignmentId: review.assignmentId,
  });
  const toastError = useErrorToast('Could not save the review. Please try again.');
  const [asking, setAsking] = useState<'changes' | 'close' | null>(null);
  const send = (body: Parameters<typeof decide.mutateAsync>[0], done: string) =>
    decide
      .mutateAsync(body)
      .then(() => {
        setAsking(null);
        toast.success(done);
      })
      .catch((error: unknown) => {
        toastError(error);
        throw error;
      });
  return (
    <div className={styles.decision}>
      <h2 className={styles.sideTitle}>Decision</h2>
      {asking === 'changes' ? (
        <CommentForm
          label={
            openPins === 0
              ? 'What should change?'
              : openPins === 1
                ? 'Summary (the open pin is sent with it)'
                : `Summary (the ${openPins} open pins are sent with it)`
          }
          submit="Request changes"
          autoFocus
          pending={decide.isPending}
          onCancel={() => setAsking(null)}
          onSend={(comment) => send({ status: 'changes_requested', comment }, 'Changes requested')}
        />
      ) : asking === 'close' ? (
        <CommentForm
          label={
            openPins === 1 ? 'Close the open pin with a note' : `Close the ${openPins} open pins with a note`
          }
          submit="Accept and close them"
          autoFocus
          pending={decide.isPending}
          onCancel={() => setAsking(null)}
          onSend={(note) => send({ status: 'accepted', closeOpenPins: note }, 'Task accepted')}
        />
      ) : (
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={() => setAsking('changes')}>
            Request changes
          </Button>
          <Button
            loading={decide.isPending}
            onClick={() =>
              openPins > 0
                ? setAsking('close')
                : void send({ status: 'accepted' }, 'Task accepted').catch(() => undefined)
            }
          >
            Accept
          </Button>
        </div>
      )}
    </div>
  );
}
