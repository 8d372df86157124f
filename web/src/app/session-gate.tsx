import type { ReactNode } from 'react';
import { Loading } from '../components/ui/loading';
import { useSession } from '../lib/session/session-context';

/** While a stored token is being validated the whole app shows its loading state (spec-1 §4). */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'loading' ? <Loading fullScreen /> : children;
}
