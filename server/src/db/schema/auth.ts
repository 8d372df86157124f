import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, at, createdAt, ownedBy, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    // Stored lower-cased; the unique index makes e-mail case-insensitive.
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['student', 'smartLABS', 'admin'] }).notNull(),
    gender: text('gender').notNull().default(''),
    country: text('country').notNull().default(''),
    institution: text('institution').notNull().default(''),
    phone: text('phone').notNull().default(''),
    avatar: text('avatar').notNull().default('1.jpg'),
    /** An invited user has no usable password (`!…`) until they choose one. */
    passwordHash: text('password_hash').notNull(),
    /** Set while an admin has deactivated the account: it cannot sign in, and has no session. */
    deactivatedAt: at('deactivated_at'),
    lastLoginAt: at('last_login_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    /** The browser that signed in (its User-Agent, trimmed), shown in the owner's session list. */
    userAgent: text('user_agent').notNull().default(''),
    /** The client address that signed in or last used the session (TRUST_PROXY applied). */
    ip: text('ip').notNull().default(''),
    /** When the session last made a request, kept to within a few minutes. */
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    /** How it signed in: `password`, `passkey`, `oidc:<provider>`, with `+totp`… when a second factor was given. */
    method: text('method').notNull().default('password'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** One row per user per day with a login or a token validation: the streak calendar. */
export const loginDays = pgTable(
  'login_days',
  {
    userId: ownedBy('user_id', () => users.id),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
