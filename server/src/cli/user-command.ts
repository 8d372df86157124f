import { parseArgs } from 'node:util';
import { emailSchema, personName } from '@atelier/contract/common';
import { AUTH_MESSAGES, newPasswordSchema, roleSchema } from '@atelier/contract/auth';
import type { z } from 'zod';
import { loadConfig } from '../config';
import { openConfiguredDatabase, type Tx } from '../db/client';
import { notifyChange } from '../db/changes';
import * as accounts from '../features/auth/auth.public';
import { hashPassword } from '../lib/passwords';

const USAGE = `Usage: npm run user -- <command> [options]

  create --email E --password P --role student|smartLABS|admin --name N
  list
  set-password --email E --password P
  set-role --email E --role student|smartLABS|admin

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default ./data).`;

/** An account change made here is told to the running servers by `pg_notify` as it commits. */
const inCli = (tx: Tx): accounts.AccountChange => ({
  tx,
  announce: (topic, detail) => notifyChange(tx, topic, detail),
});

export class UsageError extends Error {}

function need<T>(schema: z.ZodType<T>, value: string | undefined, flag: string): T {
  if (value === undefined) throw new UsageError(`--${flag} is required`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--${flag}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

function notCommon(password: string): string {
  if (accounts.isCommonPassword(password))
    throw new UsageError(`--password: ${AUTH_MESSAGES.commonPassword}`);
  return password;
}

function parseArgsOrUsage(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
      },
    });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n\n${USAGE}`);
  }
}

export async function runUserCommand(
  argv: string[],
  out: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const { positionals, values } = parseArgsOrUsage(argv);
  const command = positionals[0];
  if (!command || !['create', 'list', 'set-password', 'set-role'].includes(command))
    throw new UsageError(USAGE);

  const config = loadConfig(env);
  const database = await openConfiguredDatabase(config);
  try {
    const { db } = database;
    if (command === 'list') {
      for (const u of await accounts.listUsers(db))
        out(`${u.id}  ${u.role.padEnd(9)}  ${u.email}  ${u.name}`);
      return;
    }
    const email = need(emailSchema, values.email, 'email');
    if (command === 'create') {
      const password = notCommon(need(newPasswordSchema, values.password, 'password'));
      const role = need(roleSchema, values.role, 'role');
      const name = need(personName(100, 'name'), values.name, 'name');
      if (await accounts.findUserByEmail(db, email))
        throw new UsageError(`A user with e-mail ${email} already exists`);
      const user = await accounts.insertUser(db, {
        email,
        name,
        role,
        passwordHash: await hashPassword(password, config.argon2),
      });
      out(`created ${user.role} ${user.email} (${user.id})`);
      return;
    }
    const user = await accounts.findUserByEmail(db, email);
    if (!user) throw new UsageError(`No user with e-mail ${email}`);
    if (command === 'set-password') {
      const password = notCommon(need(newPasswordSchema, values.password, 'password'));
      const passwordHash = await hashPassword(password, config.argon2);
      await db.transaction((tx) => accounts.replacePassword(inCli(tx), user.id, passwordHash));
      out(`password changed for ${email}; their sessions were ended`);
      return;
    }
    const role = need(roleSchema, values.role, 'role');
    await db.transaction((tx) => accounts.changeRole(inCli(tx), user.id, role));
    out(`${email} is now ${role}; their sessions were ended`);
  } finally {
    await database.close();
  }
}
