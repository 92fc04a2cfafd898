/**
 * Maps the confirmed fields of the review's documents to the input of the 2025 estimate
 * (shared/tax/2025/estimate.ts). Only the boxes the estimate reads are passed on; a document of a
 * type it does not use (1040, ID, other) is left out and listed by the caller.
 */
import type { DocumentType } from '#shared/extraction/document-types';
import type { FilingStatus } from '#shared/enums';
import type { DocumentEntry, EstimateInput, Owner } from '#shared/tax/2025/estimate';

export interface EstimateDocument {
  id: string;
  /** Who issued it, for the sources ("W-2 box 1 (NORTH 312)"). */
  label: string;
  type: DocumentType;
  owner: Owner;
  /** Effective fields: the confirmed value where there is one, else the extracted suggestion. */
  fields: Record<string, unknown>;
}

export interface EstimateHousehold {
  filingStatus: FilingStatus;
  taxpayerDateOfBirth: string | null;
  spouseDateOfBirth: string | null;
  dependents: { id: string; name: string; dateOfBirth: string | null }[];
  documents: readonly EstimateDocument[];
}

/** The document types the 2025 estimate reads. */
export const ESTIMATED_TYPES = ['w2', '1099-int', '1099-div', '1099-nec', '1099-misc', '1098'] as const satisfies readonly DocumentType[];

const MONEY_BOXES: Record<(typeof ESTIMATED_TYPES)[number], readonly string[]> = {
  w2: [
    'box1_wages', 'box2_federal_income_tax_withheld', 'box3_social_security_wages', 'box4_social_security_tax_withheld',
    'box5_medicare_wages', 'box6_medicare_tax_withheld', 'box7_social_security_tips',
  ],
  '1099-int': ['box1_interest_income', 'box2_early_withdrawal_penalty', 'box3_us_savings_bond_treasury_interest', 'box4_federal_income_tax_withheld', 'box8_tax_exempt_interest'],
  '1099-div': ['box1a_total_ordinary_dividends', 'box1b_qualified_dividends', 'box2a_total_capital_gain', 'box4_federal_income_tax_withheld', 'box12_exempt_interest_dividends'],
  '1099-nec': ['box1_nonemployee_compensation', 'box4_federal_income_tax_withheld'],
  '1099-misc': ['box1_rents', 'box2_royalties', 'box3_other_income', 'box4_federal_income_tax_withheld'],
  '1098': ['box1_mortgage_interest', 'box5_mortgage_insurance_premiums', 'box6_points_paid'],
};

const STATE_KEYS = ['state', 'state_income_tax', 'local_income_tax', 'state_tax_withheld'] as const;

/** True when the estimate reads documents of this type. */
export function isEstimatedType(type: DocumentType): type is (typeof ESTIMATED_TYPES)[number] {
  return (ESTIMATED_TYPES as readonly string[]).includes(type);
}

function pick(type: (typeof ESTIMATED_TYPES)[number], fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of MONEY_BOXES[type]) {
    const v = fields[key];
    if (typeof v === 'string' && v !== '') out[key] = v;
  }
  if (Array.isArray(fields.states)) {
    out.states = (fields.states as unknown[])
      .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
      .map((r) => Object.fromEntries(STATE_KEYS.filter((k) => typeof r[k] === 'string' && r[k] !== '').map((k) => [k, r[k]])));
  }
  return out;
}

/** The estimate input for a household and its documents, in the documents' order. */
export function estimateInputFrom(h: EstimateHousehold): EstimateInput {
  const documents: Record<string, DocumentEntry<Record<string, unknown>>[]> = {};
  for (const d of h.documents) {
    if (!isEstimatedType(d.type)) continue;
    (documents[d.type] ??= []).push({ id: d.id, label: d.label, owner: d.owner, fields: pick(d.type, d.fields) });
  }
  return {
    filingStatus: h.filingStatus,
    taxpayer: { dateOfBirth: h.taxpayerDateOfBirth },
    spouse: h.spouseDateOfBirth ? { dateOfBirth: h.spouseDateOfBirth } : null,
    dependents: h.dependents.map((d) => ({ id: d.id, name: d.name, dateOfBirth: d.dateOfBirth })),
    documents: documents as EstimateInput['documents'],
  };
}

/**
 * The confidence below which an unconfirmed value counts as doubtful: the extraction's own bar
 * for a field that needs the user's look (server/extraction/checks.ts, fields under 0.8 leave the
 * document 'pending').
 */
export const CONFIDENCE_BAR = 0.8;

/** The boxes each estimate line reads, by line key (shared/tax/2025/estimate.ts). */
const LINE_BOXES: Record<string, readonly string[]> = {
  '1a': ['box1_wages'],
  '2a': ['box8_tax_exempt_interest', 'box12_exempt_interest_dividends'],
  '2b': ['box1_interest_income', 'box3_us_savings_bond_treasury_interest'],
  '3a': ['box1b_qualified_dividends', 'box1a_total_ordinary_dividends'],
  '3b': ['box1a_total_ordinary_dividends'],
  '7a': ['box2a_total_capital_gain'],
  sch1_3: ['box1_nonemployee_compensation'],
  sch1_5: ['box1_rents', 'box2_royalties'],
  sch1_8z: ['box3_other_income'],
  sch1_15: ['box1_nonemployee_compensation'],
  sch1_18: ['box2_early_withdrawal_penalty'],
  sch2_4: ['box1_nonemployee_compensation'],
  '25a': ['box2_federal_income_tax_withheld'],
  '25b': ['box4_federal_income_tax_withheld'],
  schA_5a: ['states'],
  schA_8a: ['box1_mortgage_interest', 'box5_mortgage_insurance_premiums', 'box6_points_paid'],
};

/**
 * The boxes of a document the estimate reads whose value the user has not confirmed and whose
 * confidence is below the bar (a box with no recorded confidence counts as below it).
 */
export function unconfirmedEstimateFields(
  type: DocumentType,
  effective: Record<string, unknown>,
  confirmed: Record<string, unknown> | null | undefined,
  confidence: Record<string, number> | null | undefined,
  bar = CONFIDENCE_BAR,
): string[] {
  if (!isEstimatedType(type)) return [];
  const read = [...MONEY_BOXES[type], ...(Array.isArray(effective.states) ? ['states'] : [])];
  return read.filter((key) => {
    const v = effective[key];
    if (v === undefined || v === null || v === '') return false;
    if (confirmed && key in confirmed) return false;
    return (confidence?.[key] ?? 0) < bar;
  });
}

/** One document's doubtful boxes, for marking the estimate's lines. */
export interface UnconfirmedDocument {
  id: string;
  fields: readonly string[];
}

/**
 * Marks every estimate line that rests on an unconfirmed, low-confidence value of one of its
 * documents, and counts them (the summary line says how many).
 */
export function markUnconfirmedLines<L extends { key: string; documentRefs?: readonly string[] | undefined }>(
  lines: readonly L[],
  documents: readonly UnconfirmedDocument[],
): { lines: (L & { unconfirmed: boolean })[]; unconfirmedCount: number } {
  const byId = new Map(documents.filter((d) => d.fields.length > 0).map((d) => [d.id, new Set(d.fields)]));
  const marked = lines.map((line) => {
    const boxes = LINE_BOXES[line.key];
    const unconfirmed = (line.documentRefs ?? []).some((id) => {
      const doubtful = byId.get(id);
      return doubtful !== undefined && (boxes ? boxes.some((b) => doubtful.has(b)) : doubtful.size > 0);
    });
    return { ...line, unconfirmed };
  });
  return { lines: marked, unconfirmedCount: marked.filter((l) => l.unconfirmed).length };
}
