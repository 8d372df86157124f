import type { Role } from '@atelier/contract/roles';
import type { ManagedUser, ManagedUserResponse } from '@atelier/contract/users';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { isRefusal } from '../../../lib/error-text';
import { toastError } from '../../../lib/error-toast';
import { useChangeUserRole } from '../api/change-user-role';
import { useDeactivateUser } from '../api/deactivate-user';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useReactivateUser } from '../api/reactivate-user';
import { useResendInvite } from '../api/resend-invite';
import type { UserAction } from '../components/user-row';
import { USER_UI_TEXT } from '../messages';

/** A change that waits for the admin to confirm it. */
export type PendingConfirmation =
  | { kind: 'role'; user: ManagedUser; role: Role }
  | { kind: 'deactivate'; user: ManagedUser }
  | { kind: 'endSessions'; user: ManagedUser };

function announce({ message, inviteSent }: ManagedUserResponse) {
  (inviteSent === false ? toast.warning : toast.success)(message);
}

/** The row actions of user management: confirmations first where sessions end, then the call and a toast. */
export function useUserActions() {
  const changeRole = useChangeUserRole();
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const resend = useResendInvite();
  const endSessions = useEndUserSessions();
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);

  // The server's own sentence (a 409 says why it refused); a crash or no answer gets ours.
  const failed = (fallback: string) => (error: unknown) => toastError(error, fallback, { spoken: isRefusal });
  const settle = {
    onSuccess: announce,
    onError: failed(USER_UI_TEXT.actionFailed),
    onSettled: () => setConfirming(null),
  };

  function confirm() {
    if (confirming?.kind === 'role')
      changeRole.mutate({ id: confirming.user._id, role: confirming.role }, settle);
    else if (confirming?.kind === 'deactivate') deactivate.mutate(confirming.user._id, settle);
    else if (confirming?.kind === 'endSessions')
      endSessions.mutate(confirming.user._id, {
        onSuccess: ({ message }) => toast.success(message),
        onError: failed(USER_UI_TEXT.actionFailed),
        onSettled: () => setConfirming(null),
      });
  }

  const busy: { id: string; action: UserAction } | undefined = changeRole.isPending
    ? { id: changeRole.variables.id, action: 'role' }
    : deactivate.isPending
      ? { id: deactivate.variables, action: 'deactivate' }
      : reactivate.isPending
        ? { id: reactivate.variables, action: 'reactivate' }
        : resend.isPending
          ? { id: resend.variables, action: 'resendInvite' }
          : endSessions.isPending
            ? { id: endSessions.variables, action: 'endSessions' }
            : undefined;

  return {
    busy,
    confirming,
    confirmPending: changeRole.isPending || deactivate.isPending || endSessions.isPending,
    confirm,
    cancel: () => setConfirming(null),
    onChangeRole: (user: ManagedUser, role: Role) => {
      if (role !== user.role) setConfirming({ kind: 'role', user, role });
    },
    onDeactivate: (user: ManagedUser) => setConfirming({ kind: 'deactivate', user }),
    onEndSessions: (user: ManagedUser) => setConfirming({ kind: 'endSessions', user }),
    onReactivate: (user: ManagedUser) =>
      reactivate.mutate(user._id, { onSuccess: announce, onError: failed(USER_UI_TEXT.actionFailed) }),
    onResendInvite: (user: ManagedUser) =>
      resend.mutate(user._id, { onSuccess: announce, onError: failed(USER_UI_TEXT.inviteFailed) }),
  };
}
