import { MODEL_LIMITS, MODEL_TEXT } from '@atelier/contract/models';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useUploadModel } from '../api/upload-model';
import { type ChosenFiles } from '../../../components/ui/file-button';
import { FilePick } from '../components/file-pick';
import { FILE_WORDS } from '../messages';
import styles from './model-task.module.css';

const words = FILE_WORDS.model;
/** A hint before sending, not a verdict: the server recognises a model by its bytes. */
const looksLikeModel = (name: string) => /\.(ifc|ifczip)$/i.test(name);

interface ModelPickerProps {
  submissionId: string;
  taskNumber: number;
  /** Whether there is a draft the upload replaces. */
  replaces: boolean;
}

/** Chooses a model and sends it at once; a file over the limit is said before anything is sent. */
export function ModelPicker({ submissionId, taskNumber, replaces }: ModelPickerProps) {
  const id = useId();
  const upload = useUploadModel();
  const [problem, setProblem] = useState<string | null>(null);

  function pick([file]: ChosenFiles) {
    if (!looksLikeModel(file.name)) return setProblem(words.notTaken(file.name));
    if (file.size > MODEL_LIMITS.modelBytes) return setProblem(MODEL_TEXT.modelTooLarge);
    setProblem(null);
    upload.mutate(
      { submissionId, taskNumber, file },
      {
        onError: (error) =>
          setProblem(
            errorText(
              error,
              error instanceof ApiError && error.status === 413
                ? MODEL_TEXT.modelTooLarge
                : 'The model could not be uploaded.',
            ),
          ),
      },
    );
  }

  return (
    <div className={styles.picker}>
      <FilePick
        id={id}
        label={words.label}
        hint={
          <>
            {words.pick(1)} Up to {MODEL_LIMITS.modelBytes / 1024 / 1024} MB.
            {replaces && ' Uploading another model replaces this one.'}
          </>
        }
        accept={words.accept}
        onFiles={pick}
        disabled={upload.isPending}
        describedBy={problem ? `${id}-problem` : undefined}
        invalid={Boolean(problem)}
      >
        {replaces ? 'Upload another model' : 'Choose your model'}
      </FilePick>
      {upload.isPending && (
        <p role="status" className={styles.hint}>
          Uploading {upload.variables.file.name}…
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
