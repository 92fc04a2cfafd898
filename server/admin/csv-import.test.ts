import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import type { Database } from '../db/client';
import { legacyUserinfo, legacyUserlogin, legacyUserstack } from '../db/schema';
import { importLegacyCsv, type LegacyTable } from './csv-import';
import { escapeCsvCell, exportUserloginCsv } from './legacy';

let database: Database;
beforeAll(async () => {
  ({ database } = await freshDatabase());
});
afterAll(async () => {
  await database?.close();
});

const HEADER = 'userid,useremail,firstname,lastname,fullname,phone,zipcode,adddate,lastlogin,uid,isdeleted,transfer';
const run = (table: LegacyTable, text: string | string[], batch?: number) =>
  importLegacyCsv(database.db, table, Readable.from((Array.isArray(text) ? text : [text]).map((t) => Buffer.from(t))), batch);
const publicFile = (name: string) => readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'client', 'public', 'legacy', name));

describe('legacy CSV import', () => {
  it('parses quoted fields, embedded newlines, a BOM and CRLF, and reports bad rows by their line', async () => {
    const text = [
      `\ufeff${HEADER}`,
      'P1,p1@example.test,"Ann, Jr",Smith,"Ann ""A"" Smith",1,2,3,4,,0,0',
      'P2,p2@example.test,Bo,"Multi',
      'Line",Bo,1,2,3,4,,0,0',
      '',
      'P3,p3@example.test,Short,Row',
      'P4,not-an-email,A,B,C,1,2,3,4,,0,0',
      ',p5@example.test,A,B,C,1,2,3,4,,0,0',
      'P6,p6@example.test,A,B,C,1,2,3,4,,2,0',
      'P7,P7@Example.test,A,B,C,1,2,3,4,,0,0',
    ].join('\r\n');
    const result = await run('userlogin', text);
    expect(result).toMatchObject({ imported: 3, errors: 4, total: 7 });
    expect(result.error_details.map((d) => d.line)).toEqual([6, 7, 8, 9]);
    expect(result.error_details[0]!.message).toBe('Line 6: expected 12 fields, found 4');
    expect(result.error_details[1]!.message).toMatch(/useremail/);
    const [p1] = await database.db.select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, 'P1'));
    expect(p1).toMatchObject({ firstname: 'Ann, Jr', fullname: 'Ann "A" Smith', uid: null, isdeleted: '0' });
    const [p2] = await database.db.select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, 'P2'));
    expect(p2!.lastname).toBe('Multi\nLine');
    const [p7] = await database.db.select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, 'P7'));
    expect(p7!.useremail).toBe('p7@example.test');
  });

  it('splits a file across stream chunks and batches without losing or doubling rows', async () => {
    const lines = [HEADER, ...Array.from({ length: 2500 }, (_, i) => `C${i},c${i}@example.test,F,L,FL,1,2,3,4,,0,0`)];
    const text = `${lines.join('\r\n')}\r\n`;
    const chunks = text.match(/[\s\S]{1,777}/g)!;
    const result = await run('userlogin', chunks, 1000);
    expect(result).toMatchObject({ imported: 2500, errors: 0, total: 2500 });
  });

  it('re-importing the same file updates rows instead of duplicating them, and keeps a migration', async () => {
    const text = `${HEADER}\nR1,r1@example.test,Old,Name,,,,,,,0,0\n`;
    await run('userlogin', text);
    await database.db.update(legacyUserlogin).set({ transfer: '1', uid: 'user-r1' }).where(eq(legacyUserlogin.userid, 'R1'));
    const again = await run('userlogin', text.replace('Old', 'New'));
    expect(again).toMatchObject({ imported: 1, errors: 0, total: 1 });
    const rows = await database.db.select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, 'R1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstname: 'New', transfer: '1', uid: 'user-r1' });
  });

  it('never takes uid from the file, and keeps the same userid twice in one file once (the later line)', async () => {
    const result = await run('userlogin', `${HEADER}\nD1,d1@example.test,First,,,,,,,someone-else,0,0\nD1,d1@example.test,Second,,,,,,,,0,0\n`);
    expect(result.ignored_columns).toContain('uid');
    const rows = await database.db.select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, 'D1'));
    expect(rows).toEqual([expect.objectContaining({ firstname: 'Second', uid: null })]);
  });

  it('stores formula-looking cells as plain text and escapes them on export', async () => {
    await run('userlogin', `${HEADER}\nF1,f1@example.test,"=HYPERLINK(""https://x.example"",""a"")",+1,-2,@cmd,"\tTab",3,4,,0,0\n`);
    const [f1] = await database.db.select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, 'F1'));
    expect(f1).toMatchObject({ firstname: '=HYPERLINK("https://x.example","a")', lastname: '+1', fullname: '-2', phone: '@cmd', zipcode: '\tTab' });
    let csv = '';
    for await (const chunk of exportUserloginCsv(database.db)) csv += chunk;
    const line = csv.split('\r\n').find((l) => l.startsWith('F1,'))!;
    expect(line).toBe(`F1,f1@example.test,"'=HYPERLINK(""https://x.example"",""a"")",'+1,'-2,'@cmd,'\tTab,3,4,,0,0`);
  });

  it.each([
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    [null, ''],
  ])('escapes the export cell %j as %j', (input, out) => {
    expect(escapeCsvCell(input)).toBe(out);
  });

  it('keeps the rest of a userinfo/userstack row as JSON and drops credential columns', async () => {
    const result = await run('userinfo', 'userid,address,password,ssn\nJ1,"1 Main St\nApt 2",hunter2,123-45-6789\n');
    expect(result).toMatchObject({ imported: 1, errors: 0, total: 1, ignored_columns: ['password', 'ssn'] });
    const [j1] = await database.db.select().from(legacyUserinfo).where(eq(legacyUserinfo.userid, 'J1'));
    expect(j1!.data).toEqual({ address: '1 Main St\nApt 2' });
  });

  it('refuses a file without a userid column, and reports an unclosed quote at the end', async () => {
    await expect(run('userstack', 'id,plan\n1,basic\n')).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(run('userstack', '')).rejects.toMatchObject({ code: 'validation_failed' });
    const result = await run('userstack', 'userid,plan\nQ1,basic\nQ2,"open\n');
    expect(result).toMatchObject({ imported: 1, errors: 1, total: 2 });
    expect(result.error_details[0]!.message).toMatch(/^Line \d+: Quote Not Closed/);
  });

  it('imports the sample files shipped with the client (one malformed row each, formula cells kept)', async () => {
    const login = await run('userlogin', publicFile('userlogin.csv').toString('utf8'));
    expect(login).toMatchObject({ imported: 6, errors: 1, total: 7 });
    expect(login.error_details[0]!.message).toBe('Line 7: expected 12 fields, found 5');
    const info = await run('userinfo', publicFile('userinfo.csv').toString('utf8'));
    expect(info).toMatchObject({ imported: 6, errors: 1, total: 7 });
    expect(info.error_details[0]!.message).toBe('Line 8: userid is empty');
    const stack = await run('userstack', publicFile('userstack.csv').toString('utf8'));
    expect(stack).toMatchObject({ imported: 5, errors: 1, total: 6 });
    const [l1005] = await database.db.select().from(legacyUserstack).where(eq(legacyUserstack.userid, 'L1005'));
    expect(l1005!.data.notes).toBe('+SUM(A1:A9)');
  });
});
