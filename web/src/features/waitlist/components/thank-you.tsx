import type { SubmitResponse } from '@atelier/contract/waitlist';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { DonePanel } from '../../../components/ui/done-panel';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { CopyButton } from './copy-button';
import { Standing } from './standing';
import styles from './waitlist.module.css';

/** The link a friend joins by: the waitlist with the visitor's code filled in. */
export const inviteLink = (code: string) =>
  `${window.location.origin}/waitlist?ref=${encodeURIComponent(code)}`;

/** spec-1 §2: after joining, a thank-you with links to / and /waitlist/refer; ours adds the standing. */
export function ThankYou({ name, answer }: { name: string; answer: SubmitResponse }) {
  const link = inviteLink(answer.referralCode);
  return (
    <DonePanel id="thanks-heading" className={styles.thanks} title={`Thank you, ${name}!`}>
      <Standing standing={answer.standing} />
      <div className={styles.share}>
        <h2 className={styles.shareHeading}>Your referral code</h2>
        <p className={styles.muted}>
          Give it to friends, or send them the link: it fills the code in for them.
        </p>
        <div className={styles.codeRow}>
          <code className={styles.code}>{answer.referralCode}</code>
          <CopyButton text={answer.referralCode} what="your referral code">
            Copy code
          </CopyButton>
        </div>
        <div className={styles.codeRow}>
          <span className={styles.link}>{link}</span>
          <CopyButton text={link} what="your invitation link">
            Copy link
          </CopyButton>
        </div>
      </div>
      <div className={styles.thanksActions}>
        <Link to="/waitlist/refer" className={buttonClass()}>
          Refer 5 friends <ArrowRightIcon size={18} />
        </Link>
        <Link to="/" className={buttonClass({ variant: 'secondary' })}>
          Back to Home
        </Link>
      </div>
    </DonePanel>
  );
}
