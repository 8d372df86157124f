// The bundled avatar images, apart from the auth schemas: the dashboard's top bar needs these names
// and no zod (web pages import this module without loading the schema library).

/** The ten avatars a user may choose (spec-1 §3). */
export const AVATAR_CHOICES = Array.from({ length: 10 }, (_, i) => `${i + 1}.jpg`);
/** Every bundled avatar image: 1–10 and 19–26. */
export const BUNDLED_AVATARS = [...AVATAR_CHOICES, ...Array.from({ length: 8 }, (_, i) => `${i + 19}.jpg`)];
export const DEFAULT_AVATAR = '1.jpg';
