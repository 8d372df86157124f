import type { Role } from '@atelier/contract/auth';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../components/ui/loading';
import { useSession } from '../lib/session/session-context';

interface RequireRoleProps {
  /** Roles allowed in; a visitor who is not signed in, or has another role, goes to /login. */
  allow: readonly Role[];
  children: ReactNode;
}

export function RequireRole({ allow, children }: RequireRoleProps) {
  const { status, user } = useSession();
  if (status === 'loading') return <Loading fullScreen />;
  if (!user || !allow.includes(user.role)) return <Navigate to="/login" replace />;
  return children;
}
