import { asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { legacyUserlogin } from '../db/schema';
import { USERLOGIN_COLUMNS } from './csv-import';

/** The /profile fields a migrated user's legacy userlogin row can supply (spec §7 last table call). */
export interface LegacyAccountProfile {
  legacyUserId: string;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  zip: string | null;
  email: string | null;
  phone: string | null;
  /** ISO timestamps when the legacy value is a date; null otherwise. */
  memberSince: string | null;
  lastLogin: string | null;
}

const text = (v: string | null) => (v && v.trim() ? v.trim() : null);
const isoDate = (v: string | null) => {
  const t = text(v);
  if (!t) return null;
  const d = new Date(t);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

/**
 * The legacy userlogin data linked to a TaxDesk user (userlogin.uid = the user's id), shaped like
 * the account profile of GET /api/account, or null when the user has no legacy record.
 */
export async function legacyAccountProfile(db: DbOrTx, userId: string): Promise<LegacyAccountProfile | null> {
  const [row] = await db.select().from(legacyUserlogin).where(eq(legacyUserlogin.uid, userId)).orderBy(asc(legacyUserlogin.userid)).limit(1);
  if (!row) return null;
  const joined = [text(row.firstname), text(row.lastname)].filter(Boolean).join(' ');
  return {
    legacyUserId: row.userid,
    fullName: text(row.fullname) ?? (joined || null),
    firstName: text(row.firstname),
    lastName: text(row.lastname),
    zip: text(row.zipcode),
    email: text(row.useremail),
    phone: text(row.phone),
    memberSince: isoDate(row.adddate),
    lastLogin: isoDate(row.lastlogin),
  };
}

/** Cells a spreadsheet would run as a formula (OWASP CSV injection): =, +, -, @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell for export: formula-looking text is prefixed with ' and quoting follows RFC 4180. */
export function escapeCsvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const v = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(v) || v !== v.trim() ? `"${v.replace(/"/g, '""')}"` : v;
}

/** The legacy userlogin table as CSV lines, read in pages so a large table is never held at once. */
export async function* exportUserloginCsv(db: DbOrTx, pageSize = 1000): AsyncGenerator<string> {
  yield `${USERLOGIN_COLUMNS.join(',')}\r\n`;
  let after: string | null = null;
  for (;;) {
    const rows: Array<typeof legacyUserlogin.$inferSelect> = await db
      .select()
      .from(legacyUserlogin)
      .where(after === null ? undefined : gt(legacyUserlogin.userid, after))
      .orderBy(asc(legacyUserlogin.userid))
      .limit(pageSize);
    if (!rows.length) return;
    yield rows.map((r) => `${USERLOGIN_COLUMNS.map((k) => escapeCsvCell(r[k])).join(',')}\r\n`).join('');
    after = rows[rows.length - 1]!.userid;
  }
}
