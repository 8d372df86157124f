import { usePageTitle } from '../../../lib/page-title';
import { useSubmitReferrals } from '../api/submit-referrals';
import { ReferHeader } from '../components/refer-header';
import { ReferralForm } from '../components/referral-form';
import styles from './refer-pages.module.css';

/** /refer (spec-2 Referral page): five friends from a visitor who gives no details. */
export function ReferPage() {
  usePageTitle('Refer Friends');
  const submit = useSubmitReferrals();
  return (
    <div className={styles.page}>
      <ReferHeader lead="Name five friends who would enjoy learning design and BIM. Each gets one e-mail inviting them to join the waitlist." />
      <ReferralForm send={(referrals) => submit.mutateAsync({ referrals })} />
    </div>
  );
}
