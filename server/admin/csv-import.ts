import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { legacyUserinfo, legacyUserlogin, legacyUserstack } from '../db/schema';
import { AppError, errors } from '../http/errors';

export const LEGACY_TABLES = ['userlogin', 'userinfo', 'userstack'] as const;
export type LegacyTable = (typeof LEGACY_TABLES)[number];

/** Columns of the legacy userlogin table (spec §3 'Legacy tables'). */
export const USERLOGIN_COLUMNS = [
  'userid', 'useremail', 'firstname', 'lastname', 'fullname', 'phone', 'zipcode', 'adddate', 'lastlogin', 'uid', 'isdeleted', 'transfer',
] as const;

/**
 * Columns never kept from a legacy file: credentials and identifiers the new system must not
 * hold in clear (security.md §12, §13). Migrated users set a new password instead.
 */
const DROPPED_COLUMN = /pass|pwd|secret|token|hash|salt|ssn|social/i;

/** Rows per INSERT statement: 1,000 rows × 12 columns stays far below PostgreSQL's parameter limit. */
export const IMPORT_BATCH_SIZE = 1000;
/** At most this many bad rows are described in a result (the counts stay exact). */
const MAX_ERROR_DETAILS = 100;
const MAX_CELL = 10_000;

export interface ImportErrorDetail {
  line: number;
  message: string;
}

export interface ImportResult {
  imported: number;
  errors: number;
  total: number;
  error_details: ImportErrorDetail[];
  /** Header names that were not stored (unknown to userlogin, or secrets). */
  ignored_columns: string[];
}

const email = z.email();
const flag = (name: string) => (v: string) => (v === '' || v === '0' || v === '1' ? null : `${name} must be 0 or 1`);

type UserloginRow = typeof legacyUserlogin.$inferInsert;
type JsonRow = { userid: string; data: Record<string, string> };

/** Problems of one userlogin record, or the row to store. */
function checkUserlogin(cells: Record<string, string>): { row?: UserloginRow; problem?: string } {
  const userid = (cells.userid ?? '').trim();
  if (!userid) return { problem: 'userid is empty' };
  if (userid.length > 128) return { problem: 'userid is longer than 128 characters' };
  const useremail = (cells.useremail ?? '').trim();
  if (useremail && (useremail.length > 254 || !email.safeParse(useremail).success)) return { problem: 'useremail is not a valid email address' };
  for (const name of ['isdeleted', 'transfer'] as const) {
    const p = flag(name)((cells[name] ?? '').trim());
    if (p) return { problem: p };
  }
  for (const [k, v] of Object.entries(cells)) if (v.length > MAX_CELL) return { problem: `${k} is longer than ${MAX_CELL} characters` };
  const text = (k: string) => {
    const v = cells[k];
    return v === undefined || v === '' ? null : v;
  };
  return {
    row: {
      userid,
      useremail: useremail ? useremail.toLowerCase() : null,
      firstname: text('firstname'),
      lastname: text('lastname'),
      fullname: text('fullname'),
      phone: text('phone'),
      zipcode: text('zipcode'),
      adddate: text('adddate'),
      lastlogin: text('lastlogin'),
      isdeleted: text('isdeleted')?.trim() ?? null,
      transfer: text('transfer')?.trim() ?? null,
    },
  };
}

function checkJsonRow(cells: Record<string, string>): { row?: JsonRow; problem?: string } {
  const userid = (cells.userid ?? '').trim();
  if (!userid) return { problem: 'userid is empty' };
  if (userid.length > 128) return { problem: 'userid is longer than 128 characters' };
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(cells)) {
    if (v.length > MAX_CELL) return { problem: `${k} is longer than ${MAX_CELL} characters` };
    if (k !== 'userid') data[k] = v;
  }
  return { row: { userid, data } };
}

/*
 * A batch travels as one jsonb parameter expanded by jsonb_to_recordset: one statement and one
 * parameter per 1,000 rows, several times faster (on PGlite especially) than 12,000 bound values.
 */
async function upsertUserlogin(db: DbOrTx, rows: UserloginRow[]) {
  await db.execute(sql`
    insert into userlogin (userid, useremail, firstname, lastname, fullname, phone, zipcode, adddate, lastlogin, isdeleted, transfer)
    select userid, useremail, firstname, lastname, fullname, phone, zipcode, adddate, lastlogin, isdeleted, transfer
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(userid text, useremail text, firstname text, lastname text, fullname text,
      phone text, zipcode text, adddate text, lastlogin text, isdeleted text, transfer text)
    on conflict (userid) do update set
      useremail = excluded.useremail, firstname = excluded.firstname, lastname = excluded.lastname, fullname = excluded.fullname,
      phone = excluded.phone, zipcode = excluded.zipcode, adddate = excluded.adddate, lastlogin = excluded.lastlogin,
      isdeleted = excluded.isdeleted,
      -- a user migrated here stays migrated when an older file is imported again
      transfer = case when userlogin.transfer = '1' then '1' else excluded.transfer end,
      imported_at = now()`);
}

async function upsertJson(db: DbOrTx, table: 'userinfo' | 'userstack', rows: JsonRow[]) {
  const target = table === 'userinfo' ? legacyUserinfo : legacyUserstack;
  await db.execute(sql`
    insert into ${target} (userid, data)
    select userid, data from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(userid text, data jsonb)
    on conflict (userid) do update set data = excluded.data, imported_at = now()`);
}

/** CRLF → LF before parsing: csv-parse counts lines of CRLF files with embedded newlines wrongly. */
function normaliseNewlines(): Transform {
  const decoder = new StringDecoder('utf8');
  let pendingCr = false;
  const fix = (s: string) => {
    let text = (pendingCr ? '\r' : '') + s;
    pendingCr = text.endsWith('\r');
    if (pendingCr) text = text.slice(0, -1);
    return text.replace(/\r\n/g, '\n');
  };
  return new Transform({
    transform(chunk: Buffer | string, _enc, cb: TransformCallback) {
      cb(null, fix(typeof chunk === 'string' ? chunk : decoder.write(chunk)));
    },
    flush(cb) {
      const rest = fix(decoder.end()) + (pendingCr ? '\r' : '');
      pendingCr = false;
      cb(null, rest);
    },
  });
}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/**
 * Imports a legacy CSV into its table: streamed through csv-parse (quotes, embedded newlines,
 * BOM, CRLF), each row validated, good rows upserted on userid in batches, bad rows reported by
 * line number. Cells are stored as text exactly as given (formula-looking cells included).
 */
export async function importLegacyCsv(db: DbOrTx, table: LegacyTable, input: Readable, batchSize = IMPORT_BATCH_SIZE): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, errors: 0, total: 0, error_details: [], ignored_columns: [] };
  const fail = (line: number, message: string) => {
    result.errors += 1;
    if (result.error_details.length < MAX_ERROR_DETAILS) result.error_details.push({ line, message: `Line ${line}: ${message}` });
  };
  const parser = parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true, skip_records_with_error: true });
  parser.on('skip', (err: Error & { lines?: number }) => {
    result.total += 1;
    fail(err.lines ?? 0, err.message.replace(/ at line \d+/, '').slice(0, 200));
  });
  input.on('error', (err) => parser.destroy(err));
  const records = input.pipe(normaliseNewlines()).pipe(parser);

  let header: string[] | null = null;
  let keep: boolean[] = [];
  let batch = new Map<string, UserloginRow | JsonRow>();
  const flush = async () => {
    if (!batch.size) return;
    const rows = [...batch.values()];
    batch = new Map();
    try {
      if (table === 'userlogin') await upsertUserlogin(db, rows as UserloginRow[]);
      else await upsertJson(db, table, rows as JsonRow[]);
    } catch (err) {
      // The driver's error carries the batch's values (personal data): only the SQL state goes on.
      const code = (err as { cause?: { code?: string } }).cause?.code ?? 'unknown';
      throw new AppError(500, 'import_failed', `The database refused a batch of rows (SQL state ${code}); ${result.imported - rows.length} rows were imported before it.`);
    }
  };

  for await (const { record, info } of records as AsyncIterable<ParsedRecord>) {
    // The first line of a multi-line record: csv-parse reports where the record ends.
    const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    if (!header) {
      header = record.map((h) => h.trim().toLowerCase());
      if (!header.includes('userid')) throw errors.validation('The file has no userid column in its first line.');
      const dup = header.find((h, i) => h && header!.indexOf(h) !== i);
      if (dup) throw errors.validation(`The column ${dup} appears twice in the first line.`);
      keep = header.map((h) => !!h && !DROPPED_COLUMN.test(h) && (table !== 'userlogin' || ((USERLOGIN_COLUMNS as readonly string[]).includes(h) && h !== 'uid')));
      result.ignored_columns = header.filter((h, i) => h && !keep[i]);
      continue;
    }
    result.total += 1;
    if (record.length !== header.length) {
      fail(line, `expected ${header.length} fields, found ${record.length}`);
      continue;
    }
    const cells: Record<string, string> = {};
    header.forEach((h, i) => {
      if (keep[i]) cells[h] = record[i] ?? '';
    });
    const checked = table === 'userlogin' ? checkUserlogin(cells) : checkJsonRow(cells);
    if (!checked.row) {
      fail(line, checked.problem ?? 'invalid row');
      continue;
    }
    // The same userid twice in one statement is refused by PostgreSQL; the later line wins.
    batch.delete(checked.row.userid);
    batch.set(checked.row.userid, checked.row);
    result.imported += 1;
    if (batch.size >= batchSize) await flush();
  }
  if (!header) throw errors.validation('The file is empty.');
  await flush();
  return result;
}

/** A request body as a Node stream that fails once more than `max` bytes arrive. */
export function cappedBody(body: ReadableStream<Uint8Array> | null, max: number): Readable {
  async function* chunks() {
    if (!body) return;
    let seen = 0;
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      seen += chunk.byteLength;
      if (seen > max) throw errors.payloadTooLarge(`The file is larger than ${Math.round(max / 1024 / 1024)} MB.`);
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The sample file shipped at the site root (spec §7: the static CSV the import page fetches):
 * the built client's copy, or client/public in development.
 */
export function staticLegacyFile(table: LegacyTable): string {
  const candidates = [path.join(ROOT, 'dist', 'client', 'legacy', `${table}.csv`), path.join(ROOT, 'client', 'public', 'legacy', `${table}.csv`)];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new AppError(404, 'not_found', `No ${table}.csv is shipped with this build.`);
  return found;
}
