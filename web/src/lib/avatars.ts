import { BUNDLED_AVATARS, DEFAULT_AVATAR } from '@atelier/contract/auth-values';

/** The address of a bundled avatar image; unknown names fall back to the default avatar. */
export function avatarUrl(avatar: string | null | undefined): string {
  const name = avatar && BUNDLED_AVATARS.includes(avatar) ? avatar : DEFAULT_AVATAR;
  return `/avatars/${name}`;
}
