import type { LinkedIdentity } from '@atelier/contract/oidc';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../lib/dates';
import { useErrorToast } from '../../../lib/error-toast';
import { useLinkedIdentities } from '../api/get-identities';
import { useRemoveIdentity } from '../api/remove-identity';
import styles from './linked-identities.module.css';

export const IDENTITY_TEXT = {
  heading: 'Linked school accounts',
  none: 'No sign-in through a school is linked to this account.',
  loadFailed: 'The linked sign-ins could not be loaded.',
  remove: 'Remove',
  removeLabel: (identity: LinkedIdentity) => `Remove the ${identity.providerName} sign-in ${identity.email}`,
  confirmTitle: 'Remove this linked sign-in?',
  confirm: (identity: LinkedIdentity) =>
    `${identity.email} will no longer sign in to this account through ${identity.providerName}. ` +
    'A later sign-in there links again only through a verified e-mail address of this account.',
  linked: (identity: LinkedIdentity) =>
    `Linked ${formatDate(identity.createdAt)}` +
    (identity.lastUsedAt ? ` · last used ${formatDate(identity.lastUsedAt)}` : ''),
} as const;

/**
 * The identities at schools' providers linked to a user, each removable: a part of the Sign-in
 * panel on an admin's user page, under a heading of the panel's Passkeys' level.
 */
export function LinkedIdentities({ userId }: { userId: string }) {
  const { data, isPending, isError } = useLinkedIdentities(userId);
  const remove = useRemoveIdentity();
  const onError = useErrorToast();
  const [asking, setAsking] = useState<LinkedIdentity>();

  const confirm = (identity: LinkedIdentity) =>
    remove.mutate(
      { userId, identityId: identity.id },
      {
        onSuccess: ({ msg }) => {
          toast.success(msg);
          setAsking(undefined);
        },
        onError,
      },
    );

  return (
    <section className={styles.panel} aria-labelledby={`identities-${userId}`}>
      <h3 id={`identities-${userId}`} className={styles.heading}>
        {IDENTITY_TEXT.heading}
      </h3>
      {isPending ? null : isError ? (
        <p role="alert">{IDENTITY_TEXT.loadFailed}</p>
      ) : data.identities.length === 0 ? (
        <p className={styles.muted}>{IDENTITY_TEXT.none}</p>
      ) : (
        <ul className={styles.list}>
          {data.identities.map((identity) => (
            <li key={identity.id} className={styles.item}>
              <div>
                <strong>{identity.providerName}</strong> {identity.email}
                <div className={styles.muted}>{IDENTITY_TEXT.linked(identity)}</div>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={IDENTITY_TEXT.removeLabel(identity)}
                onClick={() => setAsking(identity)}
              >
                {IDENTITY_TEXT.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          title={IDENTITY_TEXT.confirmTitle}
          confirmLabel={IDENTITY_TEXT.remove}
          danger
          pending={remove.isPending}
          onConfirm={() => confirm(asking)}
          onClose={() => setAsking(undefined)}
        >
          {IDENTITY_TEXT.confirm(asking)}
        </ConfirmDialog>
      )}
    </section>
  );
}
