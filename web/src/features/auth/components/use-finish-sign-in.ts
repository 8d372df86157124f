import type { LoginResponse } from '@atelier/contract/auth';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/session-context';

/** Keeps the session the sign-in ended with and opens the user's dashboard. */
export function useFinishSignIn() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return ({ user, token }: LoginResponse, remember: boolean) => {
    signIn(user, token, remember);
    navigate(`/dashboard/${user.role}`, { replace: true });
  };
}
