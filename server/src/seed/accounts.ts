import { randomBytes } from 'node:crypto';
import type { Role } from '@atelier/contract/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { countUsers, findUserByEmail, insertUser } from '../features/auth/auth.public';
import { hashPassword } from '../lib/passwords';

export interface SeededAccount {
  role: Role;
  email: string;
  password: string;
}

const DEMO: { role: Role; email: string; name: string; institution: string }[] = [
  {
    role: 'student',
    email: 'student@atelier.local',
    name: 'Asha Student',
    institution: 'Atelier School of Design',
  },
  {
    role: 'smartLABS',
    email: 'smartlabs@atelier.local',
    name: 'Ravi smartLABS',
    institution: 'Atelier smartLABS',
  },
  { role: 'admin', email: 'admin@atelier.local', name: 'Meera Admin', institution: 'Atelier' },
];

/**
 * On a new database: in production only the first admin from ADMIN_EMAIL/ADMIN_PASSWORD;
 * elsewhere one demo account per role with a generated password, returned once to be printed.
 */
export async function seedAccounts(db: Db, config: Config): Promise<SeededAccount[]> {
  if (config.env === 'production') {
    if (config.adminEmail && config.adminPassword && !(await findUserByEmail(db, config.adminEmail))) {
      await insertUser(db, {
        email: config.adminEmail,
        name: 'Administrator',
        role: 'admin',
        passwordHash: await hashPassword(config.adminPassword, config.argon2),
      });
      return [{ role: 'admin', email: config.adminEmail, password: '(from ADMIN_PASSWORD)' }];
    }
    return [];
  }
  if ((await countUsers(db)) > 0) return [];
  const seeded: SeededAccount[] = [];
  for (const demo of DEMO) {
    const password = randomBytes(9).toString('base64url');
    await insertUser(db, {
      email: demo.email,
      name: demo.name,
      role: demo.role,
      institution: demo.institution,
      country: 'India',
      gender: 'other',
      passwordHash: await hashPassword(password, config.argon2),
    });
    seeded.push({ role: demo.role, email: demo.email, password });
  }
  return seeded;
}
