import type { Faq } from '@atelier/contract/faq';
import { FAQ_MESSAGES, FAQ_TEXT, FAQ_UI_TEXT } from '../messages';
import styles from './own-questions.module.css';

/**
 * The questions this visitor sent from this page: the server lists a question publicly only once it
 * is answered, so until then the visitor sees it here, marked as pending.
 */
export function OwnQuestions({ faqs }: { faqs: readonly Faq[] }) {
  if (faqs.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="own-questions-heading">
      <h2 id="own-questions-heading" className={styles.title}>
        {FAQ_UI_TEXT.yourQuestions}
      </h2>
      <p className={styles.note}>{FAQ_TEXT.received}</p>
      <ul className={styles.list}>
        {faqs.map((faq) => (
          <li key={faq._id} className={styles.item}>
            <span className={styles.question}>{faq.question}</span>
            <span className={styles.badge}>{FAQ_MESSAGES.pending}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
