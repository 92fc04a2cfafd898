/**
 * `npm run --silent extract -- [--type TYPE] FILE...`: one JSON object per file on its own line
 * (extraction-fields.md). Unreadable files give {"file","error":{"code","message"}} and the run
 * goes on.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isDocumentType, type DocumentType } from '#shared/extraction/document-types';
import { createExtractor } from '../server/extraction/index';
import { loadEnvOrExit } from '../server/env';
import { extractorOptions } from '../server/services';

function usage(): never {
  process.stderr.write('usage: npm run --silent extract -- [--type TYPE] [--ocr tesseract.js|tesseract-cli] FILE...\n');
  process.exit(2);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let declaredType: DocumentType | undefined;
  let ocr: 'tesseract.js' | 'tesseract-cli' | undefined;
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i] ?? '';
    if (a === '--type') {
      const t = args[(i += 1)];
      if (!isDocumentType(t)) usage();
      declaredType = t;
    } else if (a.startsWith('--type=')) {
      const t = a.slice(7);
      if (!isDocumentType(t)) usage();
      declaredType = t;
    } else if (a === '--ocr') {
      const e = args[(i += 1)];
      if (e !== 'tesseract.js' && e !== 'tesseract-cli') usage();
      ocr = e;
    } else if (a === '--help' || a === '-h') usage();
    else if (a === '--') continue;
    else files.push(a);
  }
  if (files.length === 0) usage();
  const options = extractorOptions(loadEnvOrExit());
  const extractor = createExtractor({ ...options, ocr: { engine: ocr ?? options.ocr?.engine } });
  try {
    for (const file of files) {
      const started = performance.now();
      const name = path.basename(file);
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await readFile(file));
      } catch {
        process.stdout.write(JSON.stringify({ file, error: { code: 'unreadable_file', message: 'The file could not be opened.' } }) + '\n');
        continue;
      }
      const result = await extractor.extract({ bytes, fileName: name, declaredType });
      const ms = Math.round(performance.now() - started);
      if (!result.ok) {
        process.stdout.write(JSON.stringify({ file, error: result.error }) + '\n');
        continue;
      }
      const v = result.value;
      process.stdout.write(
        JSON.stringify({
          file,
          document_type: v.document_type,
          tax_year: v.tax_year,
          fields: v.fields,
          confidence: v.confidence,
          field_confidence: v.field_confidence,
          warnings: v.warnings,
          summary: v.summary,
          verification_status: v.verification_status,
          ms,
        }) + '\n',
      );
    }
  } finally {
    await extractor.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`extract failed: ${(err as Error)?.message ?? String(err)}\n`);
    process.exit(1);
  },
);
