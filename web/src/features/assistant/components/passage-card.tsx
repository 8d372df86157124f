import type { Passage } from '@atelier/contract/assistant';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { OPEN_LABELS, SOURCE_LABELS } from '../messages';
import styles from './assistant.module.css';

/**
 * One passage: where it comes from, its excerpt with the question's words marked (the segments are
 * text; only <mark> elements are made of them) and a link that opens it in the viewer.
 */
export function PassageCard({ passage, number }: { passage: Passage; number: number }) {
  const label = SOURCE_LABELS[passage.source];
  return (
    <li className={styles.passage}>
      <p className={styles.passageHead}>
        <span className={styles.number}>[{number}]</span>
        <span className={styles.badge}>{label}</span>
        <span className={styles.passageTitle}>{passage.title}</span>
      </p>
      <p className={styles.excerpt}>
        {passage.segments.map((segment, i) =>
          segment.match ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
        )}
      </p>
      <Link
        to={passage.link}
        className={styles.open}
        aria-label={`${OPEN_LABELS[passage.source]}: ${passage.title}`}
      >
        {OPEN_LABELS[passage.source]} <ArrowRightIcon size={14} />
      </Link>
    </li>
  );
}
