import type { Faq } from '@atelier/contract/faq';
import { Button } from '../../../components/ui/button';
import { FAQ_MESSAGES } from '../messages';
import styles from './faq-admin.module.css';
import { formatDate } from '../../../lib/dates';

interface FaqAdminListProps {
  faqs: readonly Faq[];
  onAnswer: (faq: Faq) => void;
  onDelete: (faq: Faq) => void;
}

/** Pending questions first (in the order they came), then the answered ones. */
export function pendingFirst(faqs: readonly Faq[]): Faq[] {
  return [...faqs.filter((faq) => !faq.answered), ...faqs.filter((faq) => faq.answered)];
}

/** Every question with its answer (or its pending mark) and its actions. */
export function FaqAdminList({ faqs, onAnswer, onDelete }: FaqAdminListProps) {
  return (
    <ul className={styles.list}>
      {pendingFirst(faqs).map((faq) => (
        <li key={faq._id} className={`${styles.row} ${faq.answered ? '' : styles.pendingRow}`}>
          <article className={styles.entry} aria-label={faq.question}>
            <div className={styles.entryHead}>
              <span className={faq.answered ? styles.answeredBadge : styles.pendingBadge}>
                {faq.answered ? 'Answered' : FAQ_MESSAGES.pending}
              </span>
              <time className={styles.date} dateTime={faq.createdAt}>
                {formatDate(faq.createdAt)}
              </time>
            </div>
            <h2 className={styles.question}>{faq.question}</h2>
            {faq.answered && <p className={styles.answer}>{faq.answer}</p>}
            <div className={styles.actions}>
              <Button
                size="sm"
                variant={faq.answered ? 'secondary' : 'primary'}
                onClick={() => onAnswer(faq)}
              >
                {faq.answered ? 'Edit' : 'Answer'}
              </Button>
              <Button size="sm" variant="ghost" className={styles.delete} onClick={() => onDelete(faq)}>
                Delete
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
