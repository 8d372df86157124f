import type { Summary } from '@atelier/contract/summaries';
import { buttonClass } from '../../../components/ui/button';
import { VideoIcon } from '../../../components/ui/icons';
import { SUMMARY_TEXT } from '../messages';
import styles from './recording-player.module.css';

/**
 * The session's recording: YouTube's privacy-enhanced player when the server found a YouTube video
 * (embedUrl), with a plain link beside it for networks that block the frame; else only the plain
 * link that opens the recording where it lives.
 */
export function RecordingPlayer({
  summary,
}: {
  summary: Pick<Summary, 'sessionTitle' | 'recordingLink' | 'embedUrl'>;
}) {
  if (summary.embedUrl) {
    return (
      <>
        <div className={styles.frame}>
          <iframe
            src={summary.embedUrl}
            title={SUMMARY_TEXT.playerTitle(summary.sessionTitle)}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        </div>
        <p className={styles.fallback}>
          {SUMMARY_TEXT.playerBlocked}{' '}
          <a href={summary.recordingLink} target="_blank" rel="noopener noreferrer">
            {SUMMARY_TEXT.openRecordingLink}
          </a>
        </p>
      </>
    );
  }
  return (
    <a
      className={buttonClass({ variant: 'secondary' })}
      href={summary.recordingLink}
      target="_blank"
      rel="noopener noreferrer"
    >
      <VideoIcon size={18} aria-hidden="true" /> {SUMMARY_TEXT.openRecording}
    </a>
  );
}
