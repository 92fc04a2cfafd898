/**
 * `npx tsx bench/admin-import.ts [rows]`: imports a generated legacy userlogin CSV (100,000 rows by
 * default) into a fresh in-memory PGlite, twice (insert, then re-import as upsert), and prints rows/s.
 * Figures are printed, never asserted.
 */
import { Readable } from 'node:stream';
import { importLegacyCsv, USERLOGIN_COLUMNS } from '../server/admin/csv-import';
import { openDatabase } from '../server/db/client';

const rows = Number(process.argv[2] ?? 100_000);

function* csv(): Generator<string> {
  yield `${USERLOGIN_COLUMNS.join(',')}\r\n`;
  const lines: string[] = [];
  for (let i = 1; i <= rows; i += 1) {
    lines.push(`B${i},bench.user${i}@example.com,First${i},Last${i},"Last${i}, First${i}",(202) 555-${String(i % 10_000).padStart(4, '0')},${String(10_000 + (i % 89_999))},2019-01-01,2024-01-01,,0,0`);
    if (lines.length === 5000) yield `${lines.splice(0).join('\r\n')}\r\n`;
  }
  if (lines.length) yield `${lines.join('\r\n')}\r\n`;
}

const database = await openDatabase({});
await database.migrate();
try {
  for (const label of ['first import', 're-import (upsert)']) {
    const started = performance.now();
    const result = await importLegacyCsv(database.db, 'userlogin', Readable.from(csv()));
    const s = (performance.now() - started) / 1000;
    process.stdout.write(`${label}: ${result.imported.toLocaleString('en-US')} rows (${result.errors} errors) in ${s.toFixed(1)} s = ${Math.round(result.imported / s).toLocaleString('en-US')} rows/s\n`);
  }
} finally {
  await database.close();
}
