/**
 * What a phone photo's readings may be trusted with (issue 17 point 5, ADR 089 addendum b). A photo is
 * resampled twice (the camera's perspective, then the warp and the enlargement), soft and unevenly lit:
 * the OCR reads a wrong glyph there with the confidence it has for a clean scan ("Di Pet" for "Di Petrova"
 * at 0.96). So on a photographed page one reading is never enough for "verified": a value keeps a
 * confidence of 0.95 or more only when the box's own region, read apart from the page, reads the same
 * value, or when the form's arithmetic ties it to another box (W-2 box 4 = 6.2 % of box 3, box 6 =
 * 1.45 % of box 5: the tax boxes). Every other value stays, shown as "check this value".
 */
import type { ParsedFields } from '../parsers/common';
import { agreeingFields, cents, exact, w2Pairs } from './combine';
import type { DocumentType } from '#shared/extraction/document-types';

/** Confidence of a photo's value read once: below the 0.95 a value needs to count as sure. */
export const PHOTO_SINGLE_READING = 0.9;

/**
 * The W-2 tax boxes the rates tie to their wages exactly (to the cent, or one cent of rounding). Only
 * the tax: wages up to ~16 cents off give the same tax, so a misread cents digit of box 3 or 5 (3 for
 * 8) still passes; the wages need their region's reading.
 */
export function heldByArithmetic(type: DocumentType, fields: ParsedFields, taxYear: number | undefined): Set<string> {
  const held = new Set<string>();
  if (type !== 'w2') return held;
  for (const [wf, tf, taxOf] of w2Pairs(taxYear)) {
    const w = cents(fields[wf]?.value);
    const t = cents(fields[tf]?.value);
    if (w === undefined || t === undefined || w <= 0n || t <= 0n) continue;
    if (taxOf(w).some((x) => exact(x, t))) held.add(tf);
  }
  return held;
}

/**
 * On a photographed page: when the page was found and warped upright (`warped`: its box regions are
 * where the template puts them, no keystone left), leaves out every value whose box's region,
 * registered and confirmed by its own label, holds no ink (`emptyFields`: the page reading took a box
 * number or a neighbour's print for it; a scan keeps it flagged); on any photo, lowers
 * below 0.95 every other value that no second reading confirms: not the same in its box's region
 * (`region`, undefined when the page did not register), not tied by the form's arithmetic.
 */
export function distrustSingleReadings(
  type: DocumentType,
  fields: ParsedFields,
  region: { fields: ParsedFields; emptyFields: ReadonlySet<string> } | undefined,
  taxYear: number | undefined,
  warped: boolean,
): { dropped: string[]; lowered: string[] } {
  const dropped: string[] = [];
  for (const name of Object.keys(fields)) {
    if (!warped || !region?.emptyFields.has(name) || region.fields[name] !== undefined) continue;
    delete fields[name];
    dropped.push(name);
  }
  const confirmed = new Set([...(region ? agreeingFields(fields, region.fields) : []), ...heldByArithmetic(type, fields, taxYear)]);
  const lowered: string[] = [];
  for (const [name, v] of Object.entries(fields)) {
    if (v.conf < 0.95 || confirmed.has(name)) continue;
    fields[name] = { ...v, conf: PHOTO_SINGLE_READING };
    lowered.push(name);
  }
  return { dropped, lowered };
}
