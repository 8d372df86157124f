import type { Pin, ReviewFile, TaskReview } from '@atelier/contract/reviews';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModelReport } from '../models/model-report';
import { Decision } from './decision';
import { DrawingStage } from './drawing-stage';
import { ModelDiff } from './model-diff';
import { ModelStage } from './model-stage';
import { PinList } from './pin-list';
import type { ReviewTarget } from './review-api';
import { ReviewDownloads } from './review-downloads';
import { RevisionPicker } from './revision-picker';
import styles from './review.module.css';
import { Compare } from './viewer/compare';
import { FileStrip, sheetName } from './viewer/file-strip';

interface WorkspaceProps {
  review: TaskReview;
  /** Admins pin, resolve and decide; the member reads and replies. */
  reviewer: boolean;
  /** The task's code, for the record's file name and the headings. */
  taskCode: string;
}

/**
 * The design review of one task (issue 27): the revision's files with zoom and pan (a model in 3D,
 * issue 28), their pins and threads beside them, earlier revisions read-only and comparable, the
 * decision and the record.
 */
export function ReviewWorkspace({ review, reviewer, taskCode }: WorkspaceProps) {
  const target: ReviewTarget = { submissionId: review.submissionId, taskNumber: review.taskNumber };
  const [revisionNumber, setRevisionNumber] = useState(review.current);
  const revision = review.revisions.find((r) => r.revision === revisionNumber) ?? review.revisions.at(-1);
  const files = revision?.files ?? [];
  const [fileId, setFileId] = useState<string | null>(null);
  const file = files.find((f) => f.id === fileId) ?? files[0];
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
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
  const onFile = revisionPins.filter((p) => p.fileId === file?.id);

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
  const hasModel = review.revisions.some((r) => r.files.some((f) => f.kind === 'model'));

  if (!revision || !file)
    return <p className={styles.empty}>Nothing has been submitted for this task yet.</p>;
  const isModel = file.kind === 'model';
  const label = `${sheetName(file, files.length)}${file.kind === 'pdf' ? `, page ${page} of ${file.pages}` : ''}`;
  const side = (
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
        model={isModel}
      />
      {reviewer && current && <Decision review={review} openPins={openCount} />}
    </aside>
  );

  return (
    <div className={styles.workspace}>
      <div className={styles.bar}>
        <RevisionPicker revisions={review.revisions} value={revision.revision} onChange={setRevisionNumber} />
        {!current && <p className={styles.readOnly}>An earlier revision: read-only.</p>}
        {before && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setComparing((c) => !c)}
            aria-pressed={comparing}
          >
            {comparing
              ? 'Back to the review'
              : isModel
                ? `What changed since revision ${previous!.revision}`
                : `Compare with revision ${previous!.revision}`}
          </Button>
        )}
        <ReviewDownloads target={target} name={`review-${taskCode}`} hasModel={hasModel} />
      </div>
      {revision.feedback && (
        <p className={styles.feedback}>
          <strong>Review:</strong> {revision.feedback}
        </p>
      )}
      <FileStrip files={files} currentId={file.id} onSelect={select} openPins={openPins} />
      {comparing && before ? (
        isModel ? (
          <ModelDiff target={target} from={previous!.revision} to={revision.revision} />
        ) : (
          <Compare
            before={{ file: before, page, label: `Revision ${previous!.revision}` }}
            after={{ file, page, label: `Revision ${revision.revision}` }}
          />
        )
      ) : isModel ? (
        <div className={styles.split}>
          <ModelStage
            target={target}
            file={file}
            label={`Model of revision ${revision.revision}: ${file.name}`}
            pins={onFile}
            selectedId={selectedId}
            onSelect={choosePin}
            editable={editable}
          />
          {file.model?.report ? (
            <ModelReport report={file.model.report} />
          ) : (
            <p className={styles.empty}>
              {file.model?.status === 'ready' ? 'This task has no IDS: the model was not checked.' : ''}
            </p>
          )}
          {side}
        </div>
      ) : (
        <div className={styles.split}>
          <DrawingStage
            target={target}
            file={file}
            page={page}
            onPage={setPage}
            label={label}
            pins={onFile.filter((p) => p.page === page)}
            selectedId={selectedId}
            onSelect={choosePin}
            editable={editable}
          />
          {side}
        </div>
      )}
    </div>
  );
}
