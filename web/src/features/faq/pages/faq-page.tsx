import type { Faq } from '@atelier/contract/faq';
import { useState } from 'react';
import { Loading } from '../../../components/ui/loading';
import { usePageTitle } from '../../../lib/page-title';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from '../components/faq-accordion';
import { FaqAskForm } from '../components/faq-ask-form';
import { OwnQuestions } from '../components/own-questions';
import { FAQ_UI_TEXT } from '../messages';
import styles from './faq-page.module.css';

/** /faqs (spec-2 FAQ page): the answered questions, and a box to ask one. */
export function FaqPage() {
  usePageTitle('FAQs');
  const faqs = useFaqs();
  // The visitor's own questions stay on screen until the public list holds them (once answered).
  const [asked, setAsked] = useState<Faq[]>([]);
  const listed = new Set(faqs.data?.map((faq) => faq._id));
  const pending = asked.filter((faq) => !listed.has(faq._id));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Frequently Asked Questions</h1>
      </header>
      <FaqAskForm onAsked={(faq) => setAsked((list) => [...list, faq])} />
      <OwnQuestions faqs={pending} />
      <section aria-label="Questions" className={styles.questions}>
        {faqs.isPending && <Loading label="Loading the questions…" />}
        {faqs.isError && <p className={styles.muted}>{FAQ_UI_TEXT.loadFailed}</p>}
        {faqs.data?.length === 0 && <p className={styles.muted}>{FAQ_UI_TEXT.empty}</p>}
        {faqs.data && faqs.data.length > 0 && <FaqAccordion faqs={faqs.data} />}
      </section>
    </div>
  );
}
