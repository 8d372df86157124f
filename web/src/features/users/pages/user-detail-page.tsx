import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { isRefusal } from '../../../lib/error-text';
import { toastError } from '../../../lib/error-toast';
import { formatDate } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/session/session-context';
import { useUser } from '../api/get-user';
import { useUserSignIn } from '../api/get-user-sign-in';
import { useResetUserFactors } from '../api/reset-user-factors';
import { LastLogin } from '../components/last-login';
import { SignInPanel } from '../components/sign-in-panel';
import { StatusBadge } from '../components/status-badge';
import { badgeOf, ROLE_LABELS, USER_UI_TEXT } from '../messages';
import styles from './user-detail-page.module.css';

/** /dashboard/admin/user-management/:id: one user's account and how they sign in. */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const user = useUser(id);
  const signIn = useUserSignIn(id);
  const reset = useResetUserFactors();
  const [confirming, setConfirming] = useState(false);
  const back = (
    <Link to=".." relative="path" className={styles.back}>
      ← User Management
    </Link>
  );

  if (user.isPending) return <Loading label="Loading the user…" />;
  if (!user.data) {
    return (
      <Page title="User">
        {back}
        <p role="alert">{USER_UI_TEXT.userLoadFailed}</p>
      </Page>
    );
  }
  const account = user.data;

  function confirmReset() {
    reset.mutate(id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toastError(error, USER_UI_TEXT.resetFailed, { spoken: isRefusal }),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <Page title={account.name} description={account.email}>
      {back}
      <Card aria-label="Account" className={styles.account}>
        <dl className={styles.facts}>
          <dt>Role</dt>
          <dd>{ROLE_LABELS[account.role]}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge badge={badgeOf(account)} />
          </dd>
          <dt>Last login</dt>
          <dd>
            <LastLogin at={account.lastLoginAt} />
          </dd>
          <dt>Member since</dt>
          <dd>{formatDate(account.createdAt)}</dd>
        </dl>
        <Link
          to={`../../audit-log?user=${encodeURIComponent(id)}`}
          relative="path"
          className={styles.auditLink}
        >
          See this account in the audit log
        </Link>
      </Card>
      {signIn.isPending && <Loading label="Loading how they sign in…" />}
      {signIn.isError && <p role="alert">{USER_UI_TEXT.signInLoadFailed}</p>}
      {signIn.data && (
        <SignInPanel
          userId={id}
          signIn={signIn.data}
          own={account._id === me._id}
          resetting={reset.isPending}
          onReset={() => setConfirming(true)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={USER_UI_TEXT.resetTitle(account.name)}
          confirmLabel="Reset two-factor"
          danger
          pending={reset.isPending}
          onConfirm={confirmReset}
          onClose={() => setConfirming(false)}
        >
          {USER_UI_TEXT.resetBody}
        </ConfirmDialog>
      )}
    </Page>
  );
}
