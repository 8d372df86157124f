import { MODEL_LIMITS, MODEL_TEXT } from '@atelier/contract/models';
import { useState } from 'react';
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
    <FilePick
      words={words}
      min={1}
      limits={`Up to ${MODEL_LIMITS.modelBytes / 1024 / 1024} MB.${replaces ? ' Uploading another model replaces this one.' : ''}`}
      problem={problem}
      onFiles={pick}
      disabled={upload.isPending}
      button={replaces ? 'Upload another model' : 'Choose your model'}
    >
      {upload.isPending && (
        <p role="status" className={styles.hint}>
          Uploading {upload.variables.file.name}…
        </p>
      )}
    </FilePick>
  );
}
