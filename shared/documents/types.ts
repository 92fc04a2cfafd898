/**
 * Document types, browser folders, year options and upload/verification status display
 * (product spec §2 "Document browser", "Upload dialog", §3 "Document types and labels",
 * §4 "Upload item status", "Verification status display", §9).
 */

/**
 * The document types with the labels of the spec table; `editLabel` is the Edit dialog's. The spec
 * table lists the first nine; issue 22 adds the six after `1040` (ADR 110), labelled like `1098`:
 * the form number followed by what a taxpayer calls it.
 */
export const DOCUMENT_TYPES = [
  { value: 'w2', label: 'W-2 Wage and Tax Statement', editLabel: 'W-2 Wage and Tax Statement' },
  { value: '1099-nec', label: '1099-nec', editLabel: '1099-nec' },
  { value: '1099-misc', label: '1099-misc', editLabel: '1099-misc' },
  { value: '1099-div', label: '1099-div', editLabel: '1099-div' },
  { value: '1099-int', label: '1099-int', editLabel: '1099-int' },
  { value: '1098', label: '1098 Mortgage Interest', editLabel: '1098 Mortgage Interest' },
  { value: '1040', label: 'Prior Year 1040', editLabel: 'Prior Year 1040' },
  { value: '1099-r', label: '1099-R Retirement Distributions', editLabel: '1099-R Retirement Distributions' },
  { value: 'ssa-1099', label: 'SSA-1099 Social Security Benefits', editLabel: 'SSA-1099 Social Security Benefits' },
  { value: '1099-g', label: '1099-G Government Payments', editLabel: '1099-G Government Payments' },
  { value: '1099-b', label: '1099-B Broker Transactions', editLabel: '1099-B Broker Transactions' },
  { value: '1098-t', label: '1098-T Tuition Statement', editLabel: '1098-T Tuition Statement' },
  { value: '1098-e', label: '1098-E Student Loan Interest', editLabel: '1098-E Student Loan Interest' },
  { value: 'id', label: 'Photo ID', editLabel: 'Photo ID' },
  { value: 'other', label: 'Other Documents', editLabel: 'Other' },
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number]['value'];

export const DOCUMENT_TYPE_VALUES = DOCUMENT_TYPES.map((t) => t.value) as unknown as readonly [
  DocumentType,
  ...DocumentType[],
];

/** True when the value is exactly one of the document type values. */
export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPE_VALUES as readonly string[]).includes(value);
}

// Spellings seen in uploads and older rows that mean one of the types.
const ALIASES: Record<string, DocumentType> = {
  'w-2': 'w2',
  '1099nec': '1099-nec',
  '1099misc': '1099-misc',
  '1099div': '1099-div',
  '1099int': '1099-int',
  '1099r': '1099-r',
  ssa1099: 'ssa-1099',
  'ssa-1099-sm': 'ssa-1099',
  '1099g': '1099-g',
  '1099b': '1099-b',
  '1098t': '1098-t',
  '1098e': '1098-e',
};

/** Maps a stored document_type to one of the types; missing or unknown counts as other (spec §3). */
export function normaliseDocumentType(value: string | null | undefined): DocumentType {
  if (typeof value !== 'string') return 'other';
  const key = value.trim().toLowerCase();
  if (isDocumentType(key)) return key;
  return ALIASES[key] ?? 'other';
}

/** The label of a document type (type badge, upload select, folders). */
export function documentTypeLabel(value: string | null | undefined): string {
  const type = normaliseDocumentType(value);
  return DOCUMENT_TYPES.find((t) => t.value === type)?.label ?? 'Other Documents';
}

/** The label of a document type in the Edit Document dialog ('Other' for other). */
export function documentTypeEditLabel(value: string | null | undefined): string {
  const type = normaliseDocumentType(value);
  return DOCUMENT_TYPES.find((t) => t.value === type)?.editLabel ?? 'Other';
}

/**
 * The document browser's two folder tabs (spec §2). The spec lists Tax Returns: w2, 1099-nec,
 * 1099-misc, 1099-div, 1099-int and Deductions: 1098, 1040, other, and gives `id` no folder.
 * Issue 22's types get folders where a taxpayer looks for them (ADR 110): the statements of
 * income (1099-r, ssa-1099, 1099-g, 1099-b) after the spec's income folders under Tax Returns,
 * the tuition and student-loan statements (1098-t, 1098-e) after 1098 under Deductions.
 * We put `id` in the Deductions tab, between 1040 and other: that tab is where the browser
 * keeps everything that is not an income statement (a prior-year return and "other" already
 * live there), and without a folder an uploaded photo ID would be reachable only through the
 * Uploaded Files timeline. Empty folders are hidden, so users without an ID see no change.
 */
export const BROWSER_FOLDERS = {
  taxReturns: {
    label: 'Tax Returns',
    types: ['w2', '1099-nec', '1099-misc', '1099-div', '1099-int', '1099-r', 'ssa-1099', '1099-g', '1099-b'],
  },
  deductions: { label: 'Deductions', types: ['1098', '1098-t', '1098-e', '1040', 'id', 'other'] },
} as const satisfies Record<string, { label: string; types: readonly DocumentType[] }>;

export type BrowserTab = keyof typeof BROWSER_FOLDERS;

/** The browser tab whose folders hold a given document type. */
export function browserTabFor(value: string | null | undefined): BrowserTab {
  const type = normaliseDocumentType(value);
  return (BROWSER_FOLDERS.taxReturns.types as readonly DocumentType[]).includes(type)
    ? 'taxReturns'
    : 'deductions';
}

/** Tax-year tabs of the document browser (spec §9). */
export const BROWSER_YEARS = [2025, 2024, 2023] as const;
/** Year options of the Edit and Upload dialogs, newest first (spec §5, §9). */
export const EDIT_YEARS = [2025, 2024, 2023, 2022, 2021, 2020] as const;
/** Upload dialog year options: the same list as the Edit dialog (spec §5). */
export const UPLOAD_YEARS = EDIT_YEARS;

/** File extensions the upload picker accepts (spec §5 "Upload"). */
export const ACCEPTED_UPLOAD_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
/** The `accept` attribute for the upload file input. */
export const UPLOAD_ACCEPT = ACCEPTED_UPLOAD_EXTENSIONS.join(',');

/** The file extension of a name, lower-cased with its dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot).toLowerCase();
}

/** True when the upload picker accepts the file name by its extension. */
export function isAcceptedUploadName(fileName: string): boolean {
  return (ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** True when the detail dialog shows the file in a PDF frame: decided by the .pdf extension (spec §2). */
export function isPdfFileName(fileName: string): boolean {
  return fileExtension(fileName) === '.pdf';
}

/** Upload validation messages (spec §5 "Upload"). */
export const UPLOAD_MESSAGES = {
  noFiles: 'Please select at least one file',
  noType: 'Please select a document type',
  notAuthenticated: 'User not authenticated',
  analysisFailed: 'Analysis failed',
} as const;

/** Status of one item in the upload dialog (spec §4 "Upload item status"). */
export const UPLOAD_ITEM_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'uploading', label: 'Uploading...' },
  { value: 'analyzing', label: 'Analyzing...' },
  { value: 'complete', label: 'Complete' },
  { value: 'error', label: 'Failed' },
] as const;

export type UploadItemStatus = (typeof UPLOAD_ITEM_STATUSES)[number]['value'];

/** The label shown for an upload item status. */
export function uploadItemStatusLabel(status: UploadItemStatus): string {
  return UPLOAD_ITEM_STATUSES.find((s) => s.value === status)?.label ?? status;
}

/**
 * Progress marks of one upload (spec §4, §9): 10 when the upload starts, 50 after the storage
 * upload, 70 when analysis starts, 90 when analysis returns, 100 when complete. A storage or
 * insert failure resets progress to 0; an analysis failure keeps the last mark.
 */
export const UPLOAD_PROGRESS = {
  pending: 0,
  uploading: 10,
  stored: 50,
  analyzing: 70,
  analyzed: 90,
  complete: 100,
  storageFailed: 0,
} as const;

/** Only pending items can be removed from the upload list (spec §2). */
export function canRemoveUploadItem(status: UploadItemStatus): boolean {
  return status === 'pending';
}

/** File size in MB as shown in the upload list, two decimals: 1_572_864 → '1.50 MB'. */
export function formatFileSizeMb(bytes: number): string {
  const hundredths = Math.round((bytes * 100) / (1024 * 1024));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')} MB`;
}

export type StatusTone = 'green' | 'yellow' | 'grey';

/** Verification status display as data: verified green, pending yellow, anything else grey (spec §4). */
export const VERIFICATION_DISPLAY = {
  verified: { tone: 'green', label: 'Verified' },
  pending: { tone: 'yellow', label: 'Pending' },
} as const satisfies Record<string, { tone: StatusTone; label: string }>;

/**
 * The verification_status of values that passed the automatic checks but are not yet confirmed
 * by the user: a suggestion still (security.md §16). Shown in grey like any other status (spec §4).
 */
export const CHECKS_PASSED = 'checked';

/** How to show a verification_status: known values from the table, other text in grey as given. */
export function verificationDisplay(status: string | null | undefined): { tone: StatusTone; label: string } {
  if (status === 'verified' || status === 'pending') return VERIFICATION_DISPLAY[status];
  if (status === CHECKS_PASSED) return { tone: 'grey', label: 'Checks passed' };
  const text = (status ?? '').trim();
  return { tone: 'grey', label: text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Unknown' };
}

/** The status mark of a file row: a check mark when upload_status is completed, dots otherwise (spec §4). */
export function uploadStatusIcon(uploadStatus: string | null | undefined): 'check' | 'dots' {
  return uploadStatus === 'completed' ? 'check' : 'dots';
}
