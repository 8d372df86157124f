import type { User } from '@atelier/contract/auth';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setUnauthorizedHandler } from '../api-client';
import { clearStoredSession, readStoredSession, updateStoredUser, writeSession } from '../storage';
import { forgetCachedData } from './cached-data';
import { logoutRequest } from './logout';
import { SessionContext, type Session } from './session-context';
import { validateToken } from './validate-token';

type State =
  | { status: 'loading'; token: string }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: User; token: string };

function initialState(): State {
  // The prerender (no browser) is a visitor who is not signed in.
  if (typeof window === 'undefined') return { status: 'anonymous' };
  const stored = readStoredSession();
  return stored ? { status: 'loading', token: stored.token } : { status: 'anonymous' };
}

/**
 * The session of spec-1 §4: a stored token (persistent storage first, then session storage) is
 * validated while the app shows a loading state; any failure ends the session silently.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(initialState);
  const loadingToken = state.status === 'loading' ? state.token : null;

  useEffect(() => {
    if (!loadingToken) return;
    const controller = new AbortController();
    validateToken(loadingToken, controller.signal).then(
      ({ user }) => {
        updateStoredUser(user);
        setState({ status: 'authenticated', user, token: loadingToken });
      },
      () => {
        if (controller.signal.aborted) return;
        clearStoredSession();
        setState({ status: 'anonymous' });
      },
    );
    return () => controller.abort();
  }, [loadingToken]);

  const endLocally = useCallback(() => {
    clearStoredSession();
    forgetCachedData();
    setState({ status: 'anonymous' });
  }, []);

  useEffect(() => {
    setUnauthorizedHandler(endLocally);
    return () => setUnauthorizedHandler(null);
  }, [endLocally]);

  const token = state.status === 'authenticated' ? state.token : null;

  const logout = useCallback(async () => {
    if (token) {
      try {
        await logoutRequest(token);
      } catch {
        // The session ends here whatever the server answered (it may already be gone).
      }
    }
    endLocally();
  }, [token, endLocally]);

  const signIn = useCallback((user: User, newToken: string, remember: boolean) => {
    forgetCachedData();
    writeSession(user, newToken, remember ? 'local' : 'session');
    setState({ status: 'authenticated', user, token: newToken });
  }, []);

  const updateUser = useCallback((user: User) => {
    updateStoredUser(user);
    setState((current) => (current.status === 'authenticated' ? { ...current, user } : current));
  }, []);

  const value = useMemo<Session>(
    () => ({
      status: state.status,
      user: state.status === 'authenticated' ? state.user : null,
      signIn,
      updateUser,
      logout,
      endLocally,
    }),
    [state, signIn, updateUser, logout, endLocally],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
