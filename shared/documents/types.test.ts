import { describe, expect, it } from 'vitest';
import {
  BROWSER_FOLDERS,
  BROWSER_YEARS,
  DOCUMENT_TYPES,
  EDIT_YEARS,
  UPLOAD_ACCEPT,
  UPLOAD_PROGRESS,
  UPLOAD_YEARS,
  browserTabFor,
  canRemoveUploadItem,
  documentTypeEditLabel,
  documentTypeLabel,
  formatFileSizeMb,
  isAcceptedUploadName,
  isPdfFileName,
  normaliseDocumentType,
  uploadItemStatusLabel,
  uploadStatusIcon,
  verificationDisplay,
} from '#shared/documents/types';

describe('document types', () => {
  it.each([
    ['w2', 'W-2 Wage and Tax Statement', 'W-2 Wage and Tax Statement'],
    ['1099-nec', '1099-nec', '1099-nec'],
    ['1099-misc', '1099-misc', '1099-misc'],
    ['1099-div', '1099-div', '1099-div'],
    ['1099-int', '1099-int', '1099-int'],
    ['1098', '1098 Mortgage Interest', '1098 Mortgage Interest'],
    ['1040', 'Prior Year 1040', 'Prior Year 1040'],
    ['1099-r', '1099-R Retirement Distributions', '1099-R Retirement Distributions'],
    ['ssa-1099', 'SSA-1099 Social Security Benefits', 'SSA-1099 Social Security Benefits'],
    ['1099-g', '1099-G Government Payments', '1099-G Government Payments'],
    ['1099-b', '1099-B Broker Transactions', '1099-B Broker Transactions'],
    ['1098-t', '1098-T Tuition Statement', '1098-T Tuition Statement'],
    ['1098-e', '1098-E Student Loan Interest', '1098-E Student Loan Interest'],
    ['id', 'Photo ID', 'Photo ID'],
    ['other', 'Other Documents', 'Other'],
  ])('%s → %j (edit %j)', (value, label, editLabel) => {
    expect(documentTypeLabel(value)).toBe(label);
    expect(documentTypeEditLabel(value)).toBe(editLabel);
  });

  it('lists the spec types in spec order, with issue 22\'s six after 1040', () => {
    expect(DOCUMENT_TYPES.map((t) => t.value)).toEqual([
      'w2', '1099-nec', '1099-misc', '1099-div', '1099-int', '1098', '1040',
      '1099-r', 'ssa-1099', '1099-g', '1099-b', '1098-t', '1098-e', 'id', 'other',
    ]);
  });

  it.each([
    [undefined, 'other'],
    [null, 'other'],
    ['', 'other'],
    ['   ', 'other'],
    ['w2', 'w2'],
    ['W2', 'w2'],
    ['W-2', 'w2'],
    [' 1099-INT ', '1099-int'],
    ['1099nec', '1099-nec'],
    ['1099MISC', '1099-misc'],
    ['1099div', '1099-div'],
    ['1098', '1098'],
    ['1040', '1040'],
    ['id', 'id'],
    ['receipt', 'other'],
    ['1099-b', '1099-b'],
    ['1099R', '1099-r'],
    ['SSA1099', 'ssa-1099'],
    ['1098t', '1098-t'],
    ['1099-q', 'other'],
  ])('normaliseDocumentType(%j) = %s', (input, want) => {
    expect(normaliseDocumentType(input)).toBe(want);
  });
});

describe('browser folders', () => {
  it('match the spec, with id added to Deductions before other and issue 22\'s types where a taxpayer looks', () => {
    expect(BROWSER_FOLDERS.taxReturns.types).toEqual([
      'w2', '1099-nec', '1099-misc', '1099-div', '1099-int', '1099-r', 'ssa-1099', '1099-g', '1099-b',
    ]);
    expect(BROWSER_FOLDERS.deductions.types).toEqual(['1098', '1098-t', '1098-e', '1040', 'id', 'other']);
  });

  it('every type has exactly one folder', () => {
    const all = [...BROWSER_FOLDERS.taxReturns.types, ...BROWSER_FOLDERS.deductions.types];
    expect([...all].sort()).toEqual(DOCUMENT_TYPES.map((t) => t.value).sort());
  });

  it.each([
    ['w2', 'taxReturns'],
    ['1099-int', 'taxReturns'],
    ['1098', 'deductions'],
    ['id', 'deductions'],
    [undefined, 'deductions'],
  ] as const)('browserTabFor(%j) = %s', (type, tab) => expect(browserTabFor(type)).toBe(tab));

  it('year options', () => {
    expect(BROWSER_YEARS).toEqual([2025, 2024, 2023]);
    expect(EDIT_YEARS).toEqual([2025, 2024, 2023, 2022, 2021, 2020]);
    expect(UPLOAD_YEARS).toEqual(EDIT_YEARS);
  });
});

describe('files', () => {
  it.each([
    ['w2.pdf', true, true],
    ['W2.PDF', true, true],
    ['scan.jpg', true, false],
    ['scan.JPEG', true, false],
    ['photo.png', true, false],
    ['notes.txt', false, false],
    ['pdf', false, false],
    ['.pdf', false, false],
    ['archive.pdf.zip', false, false],
    ['trailingdot.', false, false],
  ])('%s: accepted %s, pdf %s', (name, accepted, pdf) => {
    expect(isAcceptedUploadName(name)).toBe(accepted);
    expect(isPdfFileName(name)).toBe(pdf);
  });

  it('accept attribute', () => expect(UPLOAD_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png'));

  it.each([
    [0, '0.00 MB'],
    [1_048_576, '1.00 MB'],
    [1_572_864, '1.50 MB'],
    [5_000, '0.00 MB'],
    [10_485_760, '10.00 MB'],
    [123_456_789, '117.74 MB'],
  ])('formatFileSizeMb(%i) = %s', (bytes, text) => expect(formatFileSizeMb(bytes)).toBe(text));
});

describe('upload status', () => {
  it.each([
    ['pending', 'Pending', true],
    ['uploading', 'Uploading...', false],
    ['analyzing', 'Analyzing...', false],
    ['complete', 'Complete', false],
    ['error', 'Failed', false],
  ] as const)('%s → %s (removable %s)', (status, label, removable) => {
    expect(uploadItemStatusLabel(status)).toBe(label);
    expect(canRemoveUploadItem(status)).toBe(removable);
  });

  it('progress marks are 10, 50, 70, 90, 100 and increase', () => {
    const marks = [
      UPLOAD_PROGRESS.uploading,
      UPLOAD_PROGRESS.stored,
      UPLOAD_PROGRESS.analyzing,
      UPLOAD_PROGRESS.analyzed,
      UPLOAD_PROGRESS.complete,
    ];
    expect(marks).toEqual([10, 50, 70, 90, 100]);
    expect(UPLOAD_PROGRESS.storageFailed).toBe(0);
  });

  it.each([
    ['completed', 'check'],
    ['processing', 'dots'],
    ['failed', 'dots'],
    [null, 'dots'],
  ] as const)('uploadStatusIcon(%j) = %s', (s, icon) => expect(uploadStatusIcon(s)).toBe(icon));
});

describe('verification display', () => {
  it.each([
    ['verified', 'green', 'Verified'],
    ['pending', 'yellow', 'Pending'],
    ['checked', 'grey', 'Checks passed'],
    ['rejected', 'grey', 'Rejected'],
    ['needs_review', 'grey', 'Needs_review'],
    ['', 'grey', 'Unknown'],
    [null, 'grey', 'Unknown'],
    [undefined, 'grey', 'Unknown'],
  ])('%j → %s %s', (status, tone, label) => {
    expect(verificationDisplay(status)).toEqual({ tone, label });
  });
});
