import { Button } from '../../../components/ui/button';
import { useErrorToast } from '../../../lib/error-toast';
import { useDownloadBcf, useDownloadRecord, type ReviewTarget } from './review-api';

interface DownloadProps {
  download: ReturnType<typeof useDownloadRecord>;
  failed: string;
  children: string;
}

function DownloadButton({ download, failed, children }: DownloadProps) {
  const toastError = useErrorToast(failed);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={download.isPending}
      onClick={() => download.mutate(undefined, { onError: toastError })}
    >
      {children}
    </Button>
  );
}

/** The review as a PDF record; for a task with a model also its 3D pins as BCF, for the student's BIM tool. */
export function ReviewDownloads({
  target,
  name,
  hasModel,
}: {
  target: ReviewTarget;
  name: string;
  hasModel: boolean;
}) {
  const record = useDownloadRecord(target.submissionId, `${name}.pdf`);
  const bcf = useDownloadBcf(target, `${name}.bcfzip`);
  return (
    <>
      <DownloadButton download={record} failed="Could not make the review PDF. Please try again.">
        Download the review (PDF)
      </DownloadButton>
      {hasModel && (
        <DownloadButton download={bcf} failed="Could not make the BCF file. Please try again.">
          Download BCF (.bcfzip)
        </DownloadButton>
      )}
    </>
  );
}
