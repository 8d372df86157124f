import { MODEL_TEXT, type ModelCheck, type TaskIds } from '@atelier/contract/models';
import type { AssignmentTask } from '@atelier/contract/assignments';
import { useMemo, type ReactNode } from 'react';
import { ModelView } from '../../../components/model-view/model-view';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { formatDateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { useDownloadIds } from '../api/download-ids';
import { isBeingRead, useDraftModel } from '../api/get-model';
import { useTaskModels } from '../api/get-task-models';
import { ModelOutline } from './model-outline';
import { ModelPicker } from './model-picker';
import { failingGlobalIds, ModelReport } from './model-report';
import { ModelSubmit } from './model-submit';
import styles from './model-task.module.css';

interface ModelTaskProps {
  assignmentId: string;
  submissionId: string;
  task: AssignmentTask;
}

/** A part of the task: a section named by its small heading, with a line of facts under it. */
function Part(props: {
  id: string;
  className?: string;
  title: string;
  facts: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={props.className} aria-labelledby={props.id}>
      <h3 id={props.id} className={styles.minorTitle}>
        {props.title}
      </h3>
      <p className={styles.hint}>{props.facts}</p>
      {props.children}
    </section>
  );
}

/** The task's IDS as the member sees it, with the file to check a model in their own tool. */
function TaskIdsNote({
  ids,
  assignmentId,
  taskNumber,
}: {
  ids: TaskIds;
  assignmentId: string;
  taskNumber: number;
}) {
  const download = useDownloadIds();
  return (
    <Part
      id="task-ids-heading"
      className={styles.idsNote}
      title={`Checked against: ${ids.title}`}
      facts={`${ids.specifications} specifications, ${ids.required} required. ${
        ids.requirePass
          ? 'Your model must pass every required specification to be submitted.'
          : 'Your model is checked, and may be submitted whatever the check says.'
      }`}
    >
      <p className={styles.downloadRow}>
        <Button
          variant="ghost"
          size="sm"
          loading={download.isPending}
          onClick={() => download.mutate({ assignmentId, taskNumber, name: ids.name })}
        >
          Download {ids.name}
        </Button>
        <span className={styles.hint}>Check it in your own tool.</span>
      </p>
      {download.isError && (
        <p role="alert">{errorText(download.error, 'The IDS could not be downloaded.')}</p>
      )}
    </Part>
  );
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function readingText(model: ModelCheck, hasIds: boolean): string {
  if (model.status === 'reading' && hasIds) return 'Checking it against the task’s IDS…';
  return 'Reading your model…';
}

/** The draft as it is read and checked, then its outline, report and 3D view. */
function DraftModel({ model, hasIds }: { model: ModelCheck; hasIds: boolean }) {
  // The viewer recolours when the list changes: it changes with the report, not with each poll.
  const failures = useMemo(() => failingGlobalIds(model.report), [model.report]);
  return (
    <Part
      id="draft-heading"
      className={styles.draft}
      title={`Your model: ${model.name}`}
      facts={`${sizeText(model.bytes)} · uploaded ${formatDateTime(model.uploadedAt)}`}
    >
      {isBeingRead(model) && <Loading label={readingText(model, hasIds)} />}
      {model.status === 'failed' && (
        <p role="alert" className={styles.problem}>
          {model.error?.startsWith(MODEL_TEXT.couldNotRead)
            ? model.error
            : `${MODEL_TEXT.couldNotRead}${model.error ? `: ${model.error}` : '.'}`}
        </p>
      )}
      {model.status === 'ready' && model.outline && <ModelOutline outline={model.outline} />}
      {model.status === 'ready' && model.report && <ModelReport report={model.report} />}
      {model.status === 'ready' && (
        <div className={styles.viewer}>
          <ModelView
            url={model.url}
            modelId={model.id}
            label={`Your model: ${model.name}`}
            failures={failures}
          />
        </div>
      )}
    </Part>
  );
}

/** A model task (issue 28): upload an IFC model, see it read and checked against the task's IDS, then submit it. */
export function ModelTask({ assignmentId, submissionId, task }: ModelTaskProps) {
  const models = useTaskModels(submissionId, task.taskNumber);
  const draft = useDraftModel(models.data?.draft ?? null);
  const ids = models.data?.ids ?? null;

  if (models.isPending) return <Loading label="Loading your model…" />;
  if (models.isError) return <p role="alert">{errorText(models.error, 'Your model could not be loaded.')}</p>;
  return (
    <div className={styles.task}>
      {ids && <TaskIdsNote ids={ids} assignmentId={assignmentId} taskNumber={task.taskNumber} />}
      <ModelPicker submissionId={submissionId} taskNumber={task.taskNumber} replaces={draft !== null} />
      {draft && <DraftModel model={draft} hasIds={ids !== null} />}
      <ModelSubmit
        assignmentId={assignmentId}
        submissionId={submissionId}
        taskNumber={task.taskNumber}
        model={draft}
      />
    </div>
  );
}
