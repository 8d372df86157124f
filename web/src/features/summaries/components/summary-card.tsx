import type { Summary } from '@atelier/contract/summaries';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, VideoIcon } from '../../../components/ui/icons';
import { SUMMARY_TEXT } from '../messages';
import { sessionDay } from './session-date';
import styles from './summary-card.module.css';

/** A session on the list (spec-2 §Summaries): cover, title, tag, date and View Session. */
export function SummaryCard({ summary, to }: { summary: Summary; to: string }) {
  const [failed, setFailed] = useState(false);
  const cover = summary.coverImage && !failed;
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        {cover ? (
          <img src={summary.coverImage} alt="" loading="lazy" onError={() => setFailed(true)} />
        ) : (
          <VideoIcon size={40} aria-hidden="true" data-testid="cover-fallback" />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.tag}>{summary.tag}</span>
          <time dateTime={summary.sessionDate}>{sessionDay(summary.sessionDate)}</time>
        </p>
        <h2 className={styles.title}>{summary.sessionTitle}</h2>
        <Link
          to={to}
          className={`${buttonClass({ variant: 'secondary', block: true })} ${styles.action}`}
          aria-label={`${SUMMARY_TEXT.view}: ${summary.sessionTitle}`}
        >
          {SUMMARY_TEXT.view} <ArrowRightIcon size={18} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
