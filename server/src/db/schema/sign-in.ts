import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { at, createdAt, doneBy, id, ownedBy } from './columns';

/*
 * Sign-in for schools (issue 29, decision 033): identities at a school's OpenID provider, passkeys,
 * TOTP and recovery codes, the short-lived steps of a sign-in in progress, the school's sign-in
 * settings, roster imports and the audit log.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** An account's identity at an OpenID Connect provider: `(provider, subject)` signs in as `userId`. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    /** The provider's id in the configuration (OIDC_PROVIDERS). */
    provider: text('provider').notNull(),
    /** The ID token's `sub`: stable at that provider. */
    subject: text('subject').notNull(),
    /** The verified e-mail the provider gave when the identity was linked. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [
    uniqueIndex('user_identities_subject_idx').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** A WebAuthn credential (passkey) of an account. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter: an assertion must raise it (unless both are 0). */
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** `singleDevice` or `multiDevice` (synced). */
    deviceType: text('device_type').notNull().default('singleDevice'),
    backedUp: boolean('backed_up').notNull().default(false),
    /** The owner's name for it ("Laptop", "Phone"). */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/** An account's authenticator app (TOTP), once confirmed with a first code. */
export const totpFactors = pgTable('totp_factors', {
  userId: ownedBy('user_id', () => users.id).primaryKey(),
  /** The shared secret, encrypted with the server's key (base32 inside). */
  secret: text('secret').notNull(),
  /** Null while being set up: it counts as a factor only once a code confirmed it. */
  confirmedAt: at('confirmed_at'),
  /** The last 30-second step a code was accepted for: a code is used once (no replay). */
  lastStep: integer('last_step').notNull().default(0),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per account, kept as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A step of a sign-in (or of adding a factor) in progress, short-lived and used once: the second
 * factor awaited after a password, the set-up a user who must have one is walked through, a WebAuthn
 * challenge, an OpenID Connect round trip (state, nonce, PKCE verifier). Only the token's hash is kept.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: id(),
    /** `second-factor`, `factor-setup`, `passkey-register`, `passkey-sign-in`, `oidc`, `step-up`. */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the step needs later (the first factor's method, `remember`, a WebAuthn challenge…). */
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Wrong codes given in this step: five end it. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_challenges_token_idx').on(t.tokenHash),
    index('auth_challenges_expires_idx').on(t.expiresAt),
  ],
);

/** The school's sign-in settings: one row (`id = 'school'`). */
export const signInSettings = pgTable('sign_in_settings', {
  id: text('id').primaryKey(),
  /** Roles that must have a second factor (admins by default). */
  mfaRoles: jsonb('mfa_roles')
    .$type<string[]>()
    .notNull()
    .default(sql`'["admin"]'::jsonb`),
  /**
   * Per OpenID provider, the e-mail domains whose first sign-in may create a student account
   * (`{ "school": ["school.edu"] }`); anywhere else only an existing account is linked.
   */
  signupDomains: jsonb('signup_domains')
    .$type<Record<string, string[]>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: doneBy('updated_by', () => users.id),
});

/** A class roster imported from CSV: the checked rows, then the accounts made and invitations sent. */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: id(),
    createdBy: doneBy('created_by', () => users.id),
    fileName: text('file_name').notNull(),
    /** `previewed`, `importing`, `done`. */
    status: text('status').notNull(),
    /** Every row as read, with its problems (the preview). */
    rows: jsonb('rows')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    total: integer('total').notNull().default(0),
    created: integer('created').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    invited: integer('invited').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('roster_imports_created_idx').on(t.createdAt)],
);

/** What happened to whom, by whom, from where: sign-ins, factor changes, role changes, imports… */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    at: at('at').notNull().defaultNow(),
    /** `sign-in`, `sign-in-failed`, `factor-added`, `role-changed`… (contract/src/audit.ts). */
    action: text('action').notNull(),
    /** Who did it (null: someone not signed in, or a deleted account). */
    actorId: doneBy('actor_id', () => users.id),
    /** Whom it concerns. */
    userId: doneBy('user_id', () => users.id),
    /** The e-mail given or concerned, kept as written when no account matched. */
    email: text('email').notNull().default(''),
    /** `password`, `passkey`, `oidc:<provider>`, `totp`, `recovery-code`… */
    method: text('method').notNull().default(''),
    ip: text('ip').notNull().default(''),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_user_idx').on(t.userId, t.at),
    index('audit_events_action_idx').on(t.action, t.at),
  ],
);
