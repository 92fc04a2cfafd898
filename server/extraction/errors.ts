/** Stable ids of the expected extraction failures. */
export type ExtractionErrorCode =
  | 'unreadable_pdf'
  | 'encrypted_pdf'
  | 'unreadable_image'
  | 'unsupported_type'
  | 'type_mismatch'
  | 'too_large'
  | 'ocr_failed'
  | 'timeout'
  | 'internal_error';

export interface ExtractionError {
  code: ExtractionErrorCode;
  message: string;
}

/** An expected failure travels as a value, not an exception. */
export class ExtractionFailure extends Error {
  constructor(readonly code: ExtractionErrorCode, message: string) {
    super(message);
    this.name = 'ExtractionFailure';
  }
}

export const fail = (code: ExtractionErrorCode, message: string): ExtractionFailure => new ExtractionFailure(code, message);
