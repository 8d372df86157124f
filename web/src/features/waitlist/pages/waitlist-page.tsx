import type { SubmitResponse } from '@atelier/contract/waitlist';
import { useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SparklesIcon } from '../../../components/ui/icons';
import { TickList } from '../../../components/ui/tick-list';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import { useInBrowser } from '../../../lib/use-in-browser';
import { ThankYou } from '../components/thank-you';
import { WaitlistForm } from '../components/waitlist-form';
import { saveMainUser, type MainUser } from '../main-user';
import publicPage from '../../../styles/public-page.module.css';
import styles from './waitlist-page.module.css';

const POINTS = [
  '1,000 early-access spots',
  'A 5x referral engine: each friend who joins moves you up',
  'Free courses, quizzes and events when your spot opens',
];

/** /waitlist: the form, then the thank-you with the visitor's standing and code. */
export function WaitlistPage() {
  usePageTitle('Join The Waitlist');
  const [searchParams] = useSearchParams();
  // A friend's code from the link (?ref=) once the app runs: the prerendered form has none, and a
  // field that differs from the HTML while hydrating would be taken for the visitor's own typing.
  const friendCode = useInBrowser() ? searchParams.get('ref')?.trim() : undefined;
  // Without a friend's code, the school's own (DEFAULT_REF_CODE), as event registration does.
  const { defaultRefCode } = useSiteConfig();
  const [joined, setJoined] = useState<{ name: string; answer: SubmitResponse } | null>(null);
  const main = useRef<HTMLDivElement>(null);

  // The form is replaced: the reader starts again at the thank-you's heading.
  useLayoutEffect(() => {
    if (!joined) return;
    main.current?.querySelector<HTMLElement>('h1')?.focus();
    window.scrollTo({ top: 0 });
  }, [joined]);

  function onJoined(user: MainUser, answer: SubmitResponse) {
    saveMainUser(user);
    setJoined({ name: user.name, answer });
  }

  if (joined)
    return (
      <div ref={main} className={styles.narrow}>
        <ThankYou name={joined.name} answer={joined.answer} />
      </div>
    );

  return (
    <div className={publicPage.split}>
      <div className={publicPage.stickyAside}>
        <p className={styles.eyebrow}>
          <SparklesIcon size={16} /> Early access
        </p>
        <h1 className={styles.title}>Join The Waitlist</h1>
        <p className={styles.lead}>
          Be among the first learners in. Tell us who you are and we will e-mail you when your spot opens.
        </p>
        <TickList items={POINTS} className={styles.points} tickClassName={styles.pointTick} />
      </div>
      <div className={styles.card}>
        <WaitlistForm refCode={friendCode || defaultRefCode} onJoined={onJoined} />
      </div>
    </div>
  );
}
