import type { ParsedFields } from './parsers/common';

/**
 * Identifiers whose value kind is letters and digits alike (extraction-fields.md: an account number,
 * the W-2's control number, a CUSIP, the SSA-1099's claim number: an SSN and a letter). Their kind cannot decide between a digit and the letter drawn
 * like it, so OCR's choice between them is a guess the form does not check.
 */
export const MIXED_IDENTIFIER_FIELDS = ['account_number', 'control_number', 'box14_cusip', 'claim_number'] as const;

/** Glyphs OCR confuses between a digit and a letter: 0 O o, 1 I l i, 5 S s, 8 B. */
export const LOOK_ALIKE_GLYPHS = /[0Oo1Ili5Ss8B]/;

/** The most an OCR reading of a mixed identifier holding a look-alike glyph is trusted when two readings of it agree: shown, not confident. */
export const LOOK_ALIKE_CONF = 0.9;

/** ... and when only one reading gives it: "check this value". */
export const LOOK_ALIKE_SINGLE_CONF = 0.6;

/**
 * An OCR'd account number "1123456789" may be the printed "i123456789": nothing on the form tells
 * them apart, so such a reading stays below 0.95, and below 0.8 unless a second reading (the box's
 * own region, `twoReadings`) read it alike. Text-layer readings are exact and untouched.
 */
export function capLookAlikeIdentifiers(fields: ParsedFields, twoReadings: ReadonlySet<string> = new Set()): void {
  for (const name of MIXED_IDENTIFIER_FIELDS) {
    const v = fields[name];
    if (v && typeof v.value === 'string' && LOOK_ALIKE_GLYPHS.test(v.value)) v.conf = Math.min(v.conf, twoReadings.has(name) ? LOOK_ALIKE_CONF : LOOK_ALIKE_SINGLE_CONF);
  }
}
