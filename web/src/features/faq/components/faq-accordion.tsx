import type { Faq } from '@atelier/contract/faq';
import { useId, useState } from 'react';
import { splitInColumns } from '../validation';
import styles from './faq-accordion.module.css';

/**
 * spec-2 FAQ page, §4: the questions in two columns (one on a phone), each opening its answer. At
 * most one is open; clicking the open one closes it.
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = (id: string) => setOpenId((open) => (open === id ? null : id));
  return (
    <div className={styles.columns}>
      {splitInColumns(faqs).map(
        (column, c) =>
          column.length > 0 && (
            <ul key={c} className={styles.column}>
              {column.map((faq) => (
                <FaqItem key={faq._id} faq={faq} open={openId === faq._id} onToggle={() => toggle(faq._id)} />
              ))}
            </ul>
          ),
      )}
    </div>
  );
}

interface FaqItemProps {
  faq: Faq;
  open: boolean;
  onToggle: () => void;
}

function FaqItem({ faq, open, onToggle }: FaqItemProps) {
  const id = useId();
  return (
    <li className={`${styles.item} ${open ? styles.open : ''}`}>
      <h2 className={styles.heading}>
        <button
          type="button"
          id={`${id}-question`}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={onToggle}
        >
          <span className={styles.question}>{faq.question}</span>
          <span className={styles.sign} aria-hidden="true" />
        </button>
      </h2>
      <div
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        className={styles.answer}
        hidden={!open}
      >
        {faq.answer}
      </div>
    </li>
  );
}
