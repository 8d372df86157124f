import type { ReactNode } from 'react';
import { Loading } from '../components/ui/loading';
import { useSession } from '../lib/session/session-context';

/**
 * While a stored token is being validated the whole app shows its loading state (spec-1 §4), except
 * on a prerendered public page (`passThrough`): its HTML is already on screen, signed out, and the
 * page updates once the session is known (guarded routes still wait in RequireRole).
 */
export function SessionGate({
  children,
  passThrough = false,
}: {
  children: ReactNode;
  passThrough?: boolean;
}) {
  const { status } = useSession();
  return status === 'loading' && !passThrough ? <Loading fullScreen /> : children;
}
