import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared folder beside the project (tests only; the running product never reads it). */
export const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared');

/** A corpus document's bytes. */
export function corpusFile(name: string): Buffer {
  return readFileSync(path.join(SHARED, 'corpus', name));
}
