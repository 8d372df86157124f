import type { Role, User } from '@atelier/contract/auth';

/** The spec's storage keys (spec-1 §9); nothing else of the session is kept in the browser. */
export const SESSION_KEYS = [
  'token',
  'role',
  'userId',
  'email',
  'name',
  'institution',
  'phone',
  'country',
  'gender',
  'avatar',
] as const;

export type StorageKind = 'local' | 'session';

export interface StoredSession {
  token: string;
  /** Where the token was found: persistent storage means the user chose Remember Me. */
  kind: StorageKind;
  role: Role | null;
}

function area(kind: StorageKind): Storage | null {
  // Storage can be disabled or throw (private modes, blocked cookies); the app then keeps no session.
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

const ROLE_VALUES: readonly string[] = ['student', 'smartLABS', 'admin'];

/** Persistent storage first, then session storage (spec-1 §4). */
export function readStoredSession(): StoredSession | null {
  for (const kind of ['local', 'session'] as const) {
    const token = read(kind, 'token');
    if (token) {
      const role = read(kind, 'role');
      return { token, kind, role: role && ROLE_VALUES.includes(role) ? (role as Role) : null };
    }
  }
  return null;
}

export function readToken(): string | null {
  return readStoredSession()?.token ?? null;
}

function userEntries(user: User): Record<Exclude<(typeof SESSION_KEYS)[number], 'token'>, string> {
  return {
    role: user.role,
    userId: user._id,
    email: user.email,
    name: user.name,
    institution: user.institution,
    phone: user.phone,
    country: user.country,
    gender: user.gender,
    avatar: user.avatar,
  };
}

/** Stores a fresh session in one storage and removes any other session from the other one. */
export function writeSession(user: User, token: string, kind: StorageKind): void {
  clearStoredSession();
  const target = area(kind);
  if (!target) return;
  try {
    target.setItem('token', token);
    for (const [key, value] of Object.entries(userEntries(user))) target.setItem(key, value);
  } catch {
    // Quota or privacy errors: the session still lives in memory for this tab.
  }
}

/** Refreshes the stored user fields next to an existing token (after validation or a profile edit). */
export function updateStoredUser(user: User): void {
  const stored = readStoredSession();
  const target = stored && area(stored.kind);
  if (!target) return;
  try {
    for (const [key, value] of Object.entries(userEntries(user))) target.setItem(key, value);
  } catch {
    // See writeSession.
  }
}

/** Removes the session keys from both storages; other entries (e.g. the waitlist's) stay. */
export function clearStoredSession(): void {
  for (const kind of ['local', 'session'] as const) {
    const target = area(kind);
    if (!target) continue;
    try {
      for (const key of SESSION_KEYS) target.removeItem(key);
    } catch {
      // Nothing more we can do.
    }
  }
}
