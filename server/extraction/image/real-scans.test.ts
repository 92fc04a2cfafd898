import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreDocument, type TruthEntry } from '../../../bench/extract/score';
import { sharedDir } from '../../../bench/extract/generate';
import { createExtractor } from '../index';

const real = path.join(sharedDir, 'corpus-real');
const truth = JSON.parse(await readFile(path.join(real, 'truth.json'), 'utf8')) as Record<string, TruthEntry>;
const extractor = createExtractor();
afterAll(() => extractor.close());

async function read(file: string) {
  const result = await extractor.extract({ bytes: new Uint8Array(await readFile(path.join(real, file))), fileName: file });
  if (!result.ok) throw new Error(result.error.message);
  const t = truth[file] as TruthEntry;
  return { value: result.value, score: scoreDocument(t, result.value.fields, { confidence: result.value.field_confidence, predictedType: result.value.document_type }) };
}

describe('real photos of official forms, registered to the template (ADR 093)', () => {
  it('the 2020 1099-INT photo (the Rev. January 2024 layout) is read whole: every field right, nothing wrong', { timeout: 180_000 }, async () => {
    const { value, score } = await read('google-1099int-2020-photo.jpg');
    expect(value.document_type).toBe('1099-int');
    expect(score.mismatches).toEqual([]);
    expect(score.wrong).toEqual([]);
  });

  it('the 2020 1099-DIV photo: the boxes it shares with the template help, none is read from a moved box', { timeout: 180_000 }, async () => {
    const { value, score } = await read('google-1099div-2020-photo.jpg');
    expect(value.document_type).toBe('1099-div');
    expect(score.correct).toBeGreaterThanOrEqual(19);
    expect(score.wrong).toEqual([]);
  });
});
