import type { User } from '@atelier/contract/auth';
import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** Stores the session (persistent storage when remembered, else session storage) and signs in. */
  signIn: (user: User, token: string, remember: boolean) => void;
  /** Replaces the signed-in user's fields (after a profile edit). */
  updateUser: (user: User) => void;
  /** Ends the session on the server, clears both storages and unsets the user. */
  logout: () => Promise<void>;
  /** Ends the session locally only (the server has already ended it). */
  endLocally: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user; only for components rendered behind the route guard. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
