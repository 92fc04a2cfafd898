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
