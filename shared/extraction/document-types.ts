import { DOCUMENT_TYPE_VALUES, isDocumentType, type DocumentType } from '#shared/documents/types';

/** Every document type the extraction engine returns: the product's types (shared/documents). */
export const DOCUMENT_TYPES = DOCUMENT_TYPE_VALUES;
export { isDocumentType, type DocumentType };

/** The tax forms that have box-by-box fields (everything but `id` and `other`). */
export const TAX_FORM_TYPES = [
  'w2', '1099-nec', '1099-misc', '1099-div', '1099-int', '1098', '1040',
  '1099-r', 'ssa-1099', '1099-g', '1099-b', '1098-t', '1098-e',
] as const satisfies readonly DocumentType[];

export type TaxFormType = (typeof TAX_FORM_TYPES)[number];

/** Human-readable form names used by summaries and warnings. */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  w2: 'Form W-2',
  '1099-nec': 'Form 1099-NEC',
  '1099-misc': 'Form 1099-MISC',
  '1099-div': 'Form 1099-DIV',
  '1099-int': 'Form 1099-INT',
  '1098': 'Form 1098',
  '1040': 'Form 1040',
  '1099-r': 'Form 1099-R',
  'ssa-1099': 'Form SSA-1099',
  '1099-g': 'Form 1099-G',
  '1099-b': 'Form 1099-B',
  '1098-t': 'Form 1098-T',
  '1098-e': 'Form 1098-E',
  id: 'photo ID',
  other: 'other document',
};
