import type { Referral } from '@atelier/contract/waitlist';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { usePosition } from '../api/get-position';
import { useSubmitWaitlistReferrals } from '../api/submit-waitlist-referrals';
import { ReferralForm } from '../components/referral-form';
import { ReferHeader } from '../components/refer-header';
import { Standing } from '../components/standing';
import { readMainUser } from '../main-user';
import { WAITLIST_MESSAGES, WAITLIST_UI_TEXT } from '../messages';
import styles from './refer-pages.module.css';

/** /waitlist/refer: the saved waitlist user's standing, and five friends sent with that user. */
export function WaitlistReferPage() {
  usePageTitle('Refer & Rise');
  const [mainUser] = useState(readMainUser);
  const position = usePosition(mainUser?.referralCode || undefined);
  const submit = useSubmitWaitlistReferrals();

  function send(referrals: Referral[]) {
    // The form has checked for the saved user already (precheck); its referral code proves the entry is theirs.
    if (!mainUser) throw new Error('No saved waitlist user');
    return submit.mutateAsync({ user: mainUser, referrals });
  }

  return (
    <div className={styles.page}>
      <ReferHeader lead="Name five friends who would enjoy learning design and BIM. Each gets one e-mail with your invitation, and every friend who joins with your code moves you up the list." />
      <section className={styles.standingBox} aria-label="Your place on the waitlist">
        {!mainUser && (
          <p className={styles.notice}>
            {WAITLIST_UI_TEXT.noSavedUser} <Link to="/waitlist">Join the waitlist</Link>
          </p>
        )}
        {position.isPending && mainUser?.referralCode && <p className={styles.muted}>Loading your place…</p>}
        {position.isError && <p className={styles.muted}>{WAITLIST_UI_TEXT.standingUnavailable}</p>}
        {position.data && <Standing standing={position.data} />}
      </section>
      <ReferralForm
        precheck={() => (mainUser?.email ? undefined : WAITLIST_MESSAGES.userMissing)}
        send={send}
      />
    </div>
  );
}
