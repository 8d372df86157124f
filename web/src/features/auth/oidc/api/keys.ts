/** Query keys of sign-in through a school's provider. */
export const oidcKeys = {
  providers: () => ['oidc', 'providers'] as const,
};
