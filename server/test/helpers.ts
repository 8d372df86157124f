import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role, User } from '@atelier/contract/auth';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, truncateAll, type Database } from '../src/db/client';
import { insertUser } from '../src/features/auth/auth.store';
import { hashPassword } from '../src/lib/passwords';

let shared: Promise<Database> | undefined;

/** One migrated database per test worker: in-memory PGlite, or a fresh PostgreSQL database with TEST_DATABASE_URL. */
export function testDatabase(): Promise<Database> {
  shared ??= openTestDatabase();
  return shared;
}

const workerDatabaseName = () => `atelier_test_${process.env.VITEST_POOL_ID ?? '0'}`;

/**
 * The worker's database as a second process would open it: on PostgreSQL a pool and listener of
 * its own on the same database (close it yourself); on PGlite, which one process holds, the same one.
 */
export async function secondConnection(): Promise<{ database: Database; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = await testDatabase();
  if (!adminUrl) return { database, close: async () => undefined };
  const url = new URL(adminUrl);
  url.pathname = `/${workerDatabaseName()}`;
  const own = await openDatabase({ databaseUrl: url.toString() });
  return { database: own, close: () => own.close() };
}

async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({});
  const name = workerDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString() });
}

const tempDirs: string[] = [];
process.on('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A test configuration with its own temporary DATA_DIR, removed when the worker exits. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
  tempDirs.push(dataDir);
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://atelier.test',
    // Two-factor sign-in has its own tests (features/auth/factors); elsewhere a password signs in.
    SIGN_IN_MFA_ROLES: 'none',
    ...env,
  });
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: Database;
}

/**
 * Registers hooks giving each test a fresh app (fresh rate limits, own outbox) over the
 * worker's database, emptied before the test.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await testDatabase();
  });
  beforeEach(async () => {
    await truncateAll(ctx.database.db);
    ctx.config = testConfig(env);
    ctx.app = await buildApp(ctx.config, { database: ctx.database });
  });
  afterEach(async () => {
    await ctx.app.close();
    fs.rmSync(ctx.config.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/** A test app whose clock the test moves (`ctx.clock += …`), set to `start()` before each test. */
export interface ClockedContext extends TestContext {
  clock: number;
}

/** `useTestApp` for tests of time (quiz deadlines, streak days): the app reads `ctx.clock` as now. */
export function useClockedTestApp(start: () => number = Date.now): ClockedContext {
  const ctx = {} as ClockedContext;
  beforeEach(async () => {
    ctx.database = await testDatabase();
    await truncateAll(ctx.database.db);
    ctx.config = testConfig();
    ctx.clock = start();
    ctx.app = await buildApp(ctx.config, { database: ctx.database, now: () => ctx.clock });
  });
  afterEach(async () => {
    await ctx.app.close();
    fs.rmSync(ctx.config.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/**
 * Runs `work` with a second API instance over the test's database, as another process behind the
 * load balancer would be (DESIGN §6), and closes it after.
 */
export async function withOtherInstance<T>(
  ctx: TestContext,
  work: (other: FastifyInstance) => Promise<T>,
): Promise<T> {
  const other = await buildApp(ctx.config, { database: ctx.database });
  try {
    return await work(other);
  } finally {
    await other.close();
  }
}

/** A course of one section and one chapter (`content`, its lesson URL), created through the API by `admin`. */
export function postCourse(
  admin: SignedIn,
  course: { title: string; description: string; coverImage: string; content: string },
): Promise<LightMyRequestResponse> {
  const { content, ...fields } = course;
  return admin.inject({
    method: 'POST',
    url: '/api/courses/create',
    payload: { ...fields, sections: [{ name: 'S', chapters: [{ name: 'C', content }] }] },
  });
}

/** Temporary folders (named `prefix…`) and child processes a test makes: removed and killed after each test. */
export function useLeftovers(prefix: string) {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    tempDir(): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    track<T extends ChildProcess>(child: T): T {
      children.push(child);
      return child;
    },
  };
}

/** How many rows `table` holds now (a write refused must leave none behind). */
export async function countRows(ctx: TestContext, table: string): Promise<number> {
  const res = await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

let counter = 0;

export interface TestUser {
  user: User;
  password: string;
}

export async function createUser(
  ctx: TestContext,
  opts: { role?: Role; email?: string; password?: string; name?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const password = opts.password ?? `password-${counter}`;
  const row = await insertUser(ctx.database.db, {
    email: opts.email ?? `user${counter}@example.test`,
    name: opts.name ?? `User ${counter}`,
    role: opts.role ?? 'student',
    passwordHash: await hashPassword(password, ctx.config.argon2),
  });
  return {
    password,
    user: {
      _id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      gender: row.gender,
      country: row.country,
      institution: row.institution,
      phone: row.phone,
      avatar: row.avatar,
    },
  };
}

export async function login(ctx: TestContext, who: TestUser, remember = false): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: who.user.email, password: who.password, role: who.user.role, remember },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export interface SignedIn extends TestUser {
  token: string;
  /** app.inject with this user's bearer token. */
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

/** A new user of the role, signed in. */
export async function signIn(ctx: TestContext, role: Role, opts: { name?: string } = {}): Promise<SignedIn> {
  const who = await createUser(ctx, { role, ...opts });
  const token = await login(ctx, who);
  return {
    ...who,
    token,
    inject: (o) => ctx.app.inject({ ...o, headers: { ...o.headers, authorization: `Bearer ${token}` } }),
  };
}

/** The .eml files the app's outbox holds, oldest first. */
export function outbox(ctx: TestContext): string[] {
  const dir = path.join(ctx.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** Strings and shapes a hostile or broken client sends instead of text. */
export const HOSTILE_VALUES: unknown[] = [
  { $gt: '' },
  ['a', 'b'],
  12345,
  null,
  true,
  'x'.repeat(100_000),
  '\u0000abc',
  '\ud800',
];

/** The reset token in a reset e-mail (the body may be quoted-printable). */
export function resetTokenFrom(eml: string): string {
  const body = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no reset link in:\n${eml}`);
  return match[1];
}

/** Asks for a password reset for `email` as a visitor would, sends the mail, and answers the token it carries. */
export async function requestResetToken(ctx: TestContext, email: string): Promise<string> {
  await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  await ctx.app.jobs.drain();
  return resetTokenFrom(outbox(ctx).at(-1)!);
}

/** Asserts `res` is a CSV download named `filename` headed by `columns` (each quoted); answers its lines. */
export function csvLines(
  res: LightMyRequestResponse,
  filename: string,
  columns: readonly string[],
): string[] {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  const lines = res.body.trim().split('\n');
  expect(lines[0]).toBe(columns.map((c) => `"${c}"`).join(','));
  return lines;
}

/** POSTs `payload` as it is, labelled `contentType`: a body no client library would build (broken JSON, hand-made multipart). */
export function postRaw(
  app: FastifyInstance,
  url: string,
  contentType: string,
  payload: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}
