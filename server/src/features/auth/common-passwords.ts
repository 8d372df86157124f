import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../lib/paths';

/** Compared as a person would read them: one Unicode form, any case. */
const normalise = (password: string) => password.normalize('NFC').toLowerCase();

let common: Set<string> | undefined;

/**
 * Whether a new password is one of the most common (ASVS 6.2.4). The list (common-passwords.txt)
 * was built from the well-known patterns of breached-password lists (words, names, keyboard walks
 * and digit runs with the usual suffixes), as no list could be downloaded; read on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    fs
      .readFileSync(path.join(serverRoot(), 'src', 'features', 'auth', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map(normalise),
  );
  return common.has(normalise(password));
}
