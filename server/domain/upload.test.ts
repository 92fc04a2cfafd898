import { describe, expect, it } from 'vitest';
import { assemblePdf, deepNestingPdf, giantUserUnitPdf, manyTinyPagesPdf } from '../../test/hostile-pdfs';
import { AppError } from '../http/errors';
import { checkUploadedFile, displayFileName } from './upload';

describe('displayFileName', () => {
  it.each([
    ['My%20W-2.pdf', 'My W-2.pdf'],
    ['..%2F..%2Fetc%2Fpasswd', '.._.._etc_passwd'],
    ['a%0Ab%00c.pdf', 'abc.pdf'],
    ['%E0%A4%A.pdf', '%E0%A4%A.pdf'],
    [undefined, ''],
    ['x'.repeat(300), 'x'.repeat(200)],
  ])('%s → %s', (input, out) => expect(displayFileName(input)).toBe(out));
});

const limits = { maxBytes: 20 * 1024 * 1024, maxPages: 20, maxPixels: 40_000_000 };

async function refusal(bytes: Uint8Array, name = 'w2.pdf'): Promise<AppError> {
  const err = await checkUploadedFile(bytes, name, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('checkUploadedFile: page size before rendering', () => {
  it('refuses the 14400-unit page with /UserUnit 75000 (issue 19) with a clear message', async () => {
    const bytes = giantUserUnitPdf();
    expect(bytes.length).toBeLessThan(700);
    const err = await refusal(bytes);
    expect(err.status).toBe(422);
    expect(err.code).toBe('page_too_large');
    expect(err.message).toBe('Page 1 measures 15,000,000 × 15,000,000 inches; pages larger than 200 inches cannot be read. Please upload a scan of the document.');
  });

  it('refuses a large page on any page, not only the first', async () => {
    const bytes = assemblePdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /UserUnit 30 >>',
    ]);
    const err = await refusal(bytes);
    expect(err.code).toBe('page_too_large');
    expect(err.message).toMatch(/^Page 2 measures 255 × 330 inches/);
  });

  it('accepts a page of the largest allowed size (200 × 200 inches) and an ordinary letter page', async () => {
    for (const box of ['0 0 14400 14400', '0 0 612 792']) {
      const bytes = assemblePdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        `<< /Type /Page /Parent 2 0 R /MediaBox [${box}] >>`,
      ]);
      await expect(checkUploadedFile(bytes, 'w2.pdf', limits)).resolves.toMatchObject({ mimeType: 'application/pdf', pageCount: 1 });
    }
  });

  it('refuses thousands of tiny pages by their count', async () => {
    const err = await refusal(manyTinyPagesPdf(5000));
    expect(err.code).toBe('too_many_pages');
    expect(err.message).toBe('The PDF has 5000 pages; at most 20 are accepted.');
  });

  it('refuses a page with deeply nested objects as unreadable', async () => {
    const err = await refusal(deepNestingPdf());
    expect(err.code).toBe('unreadable_pdf');
  });
});
