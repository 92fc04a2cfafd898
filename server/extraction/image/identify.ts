/**
 * A scanned or photographed official form whose title words OCR lost (a small, soft phone photo reads
 * "Wage and Tax Statement" as "Wage and Tax Slalemen!") is still recognised by its printed structure:
 * its labels register to the type's blank template, in the template's places (issue 17 point 3,
 * ADR 089 addendum b). Only used when the words alone named no type.
 */
import type { DocumentType } from '#shared/extraction/document-types';
import { FORM_DEFINITIONS } from '#shared/forms/index';
import type { Phrase } from '../layout';
import { registerImage } from './register';

/** Thresholds of recognising a form by its registration. */
export const IDENTIFY = {
  /** Least share of the template's labelled boxes whose labels are found in place (above registration's own 0.7: a type is named on structure alone). */
  minLayout: 0.8,
  /** Least share of the template's distinctive words matched. */
  minScore: 0.3,
  /** The runner-up type's layout must be at least this much lower (1099s share words; their boxes are in other places). */
  margin: 0.15,
};

/** Confidence of a type named by registration alone (below a title read in words). */
export const IDENTIFIED_CONFIDENCE = 0.8;

/**
 * The official form type an OCR'd page registers to, or undefined when none does clearly (no type,
 * or two types whose labels are both in place).
 */
export function identifyByTemplate(pages: ReadonlyArray<readonly Pick<Phrase, 'text' | 'x0' | 'y0' | 'x1' | 'y1'>[]>): DocumentType | undefined {
  const best = new Map<DocumentType, number>();
  const types = [...new Set(FORM_DEFINITIONS.map((d) => d.type))];
  for (const phrases of pages) {
    for (const type of types) {
      for (const reg of registerImage(type, phrases)) {
        if (reg.score < IDENTIFY.minScore) continue;
        best.set(type, Math.max(best.get(type) ?? 0, reg.layout));
      }
    }
  }
  const ranked = [...best.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < IDENTIFY.minLayout) return undefined;
  if (second && first[1] - second[1] < IDENTIFY.margin) return undefined;
  return first[0];
}
