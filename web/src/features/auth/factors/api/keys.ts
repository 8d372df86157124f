import { authKeys } from '../../api/keys';

/** Query keys of two-factor sign-in, under auth's, so signing out drops them with the rest. */
export const factorKeys = {
  all: [...authKeys.all, 'factors'] as const,
  status: () => [...factorKeys.all, 'status'] as const,
  signInSettings: () => [...factorKeys.all, 'sign-in-settings'] as const,
};
