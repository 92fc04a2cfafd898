import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIST = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');

let common: Set<string> | null = null;

/** The refused-password list, loaded once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(LIST, 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l && !l.startsWith('#')),
  );
  return common;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Why a password is refused, or null when it is acceptable (security.md §1: length only, no
 * composition rules, no truncation, not a common or breached password, not the email itself).
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN) return 'Must be at least 8 characters';
  if (password.length > PASSWORD_MAX) return `Must be at most ${PASSWORD_MAX} characters`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'This password is too common. Please choose a less predictable one.';
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower === local) return 'Your password must not be your email address.';
  return null;
}
