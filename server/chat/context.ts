/**
 * What the consultant knows about the signed-in user, read fresh for every reply and only for
 * that user: the profile (SSN as last four digits at most), documents with their confirmed or
 * extracted fields, completion state, prior-year (2024) profile, and the 2025 estimate.
 */
import { filingStatusLabel, isFilingStatus, type FilingStatus } from '#shared/enums';
import { formatUsd, tryParseMoney } from '#shared/money';
import { CURRENT_TAX_YEAR, PRIOR_TAX_YEAR } from '#shared/tax/current';
import { completionPercent, missingProfileItems, progressSteps, summarizeDocuments, type ProgressStep } from '#shared/profile/rules';
import { isDocumentType, type DocumentType } from '#shared/extraction/document-types';
import { dependentAnswersFrom, estimateInputFrom, householdAnswersFrom } from '#shared/review/estimate-input';
import type { ReviewEstimate } from '#shared/review/types';
import { estimate2025, type EstimateInput } from '#shared/tax/2025/estimate';
import type { DbOrTx } from '../db/client';
import { logger } from '../logger';
import { buildReview } from '../review/summary';
import { effectiveFields, listDocuments } from '../domain/documents';
import { factsOf, findProfile, toView, type ProfileView } from '../domain/profiles';
import type { FieldCipher } from '../security/crypto';

export interface ChatDocument {
  id: string;
  type: string;
  fileName: string;
  status: 'processing' | 'completed' | 'failed';
  /** Confirmed values where the user confirmed them, otherwise the extracted suggestions. */
  fields: Record<string, unknown>;
  confirmed: boolean;
  verification: string | null;
}

export interface ChatContext {
  taxYear: number;
  clientId: string;
  profile: ProfileView;
  prior: ProfileView | null;
  documents: ChatDocument[];
  missing: string[];
  steps: ProgressStep[];
  percent: number;
  /**
   * The estimate exactly as /review shows it (same builder, same engine, same document owners),
   * or why there is none. Loaded with the context; absent only in contexts built in memory.
   */
  review?: { estimate: ReviewEstimate | null; error: string | null };
}

/** Loads the context for one user; undefined when the user has no client record for the year. */
export async function loadContext(db: DbOrTx, cipher: FieldCipher, userId: string): Promise<ChatContext | undefined> {
  const [row, priorRow, docRows] = await Promise.all([
    findProfile(db, userId, CURRENT_TAX_YEAR),
    findProfile(db, userId, PRIOR_TAX_YEAR),
    listDocuments(db, userId, CURRENT_TAX_YEAR),
  ]);
  if (!row) return undefined;
  const profile = toView(cipher, row);
  const documents: ChatDocument[] = docRows.map(({ doc, x }) => ({
    id: doc.id,
    type: doc.documentType,
    fileName: doc.fileName,
    status: doc.uploadStatus,
    fields: x ? effectiveFields(x) : {},
    confirmed: !!x?.confirmedFields && Object.keys(x.confirmedFields).length > 0,
    verification: x?.verificationStatus ?? null,
  }));
  const summary = summarizeDocuments(documents.map((d) => ({ upload_status: d.status, extracted_fields: d.fields, verification_status: d.verification })));
  const facts = factsOf(profile);
  const built = await buildReview(db, cipher, logger, userId, CURRENT_TAX_YEAR);
  return {
    review: { estimate: built.view.estimate, error: built.view.estimateError },
    taxYear: CURRENT_TAX_YEAR,
    clientId: row.id,
    profile,
    prior: priorRow ? toView(cipher, priorRow) : null,
    documents,
    missing: missingProfileItems(facts),
    steps: progressSteps(facts, summary),
    percent: completionPercent(facts, summary),
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A money field as cents, or null. */
export function centsOf(v: unknown): number | null {
  return typeof v === 'string' ? tryParseMoney(v) : typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 100) : null;
}

/** Who a document is from (employer or payer name), for answers. */
export function issuerOf(d: ChatDocument): string {
  return str(d.fields.employer_name) ?? str(d.fields.payer_name) ?? str(d.fields.lender_name) ?? d.fileName;
}

export interface IncomeLine {
  documentId: string;
  type: string;
  from: string;
  label: string;
  amountCents: number;
  withheldCents: number | null;
}

const INCOME_FIELDS: Record<string, { field: string; label: string }> = {
  w2: { field: 'box1_wages', label: 'wages (W-2 box 1)' },
  '1099-nec': { field: 'box1_nonemployee_compensation', label: 'nonemployee compensation (1099-NEC box 1)' },
  '1099-int': { field: 'box1_interest_income', label: 'interest (1099-INT box 1)' },
  '1099-div': { field: 'box1a_total_ordinary_dividends', label: 'ordinary dividends (1099-DIV box 1a)' },
  '1099-misc': { field: 'box3_other_income', label: 'other income (1099-MISC box 3)' },
};
const WITHHELD_FIELD: Record<string, string> = {
  w2: 'box2_federal_income_tax_withheld',
  '1099-nec': 'box4_federal_income_tax_withheld',
  '1099-int': 'box4_federal_income_tax_withheld',
  '1099-div': 'box4_federal_income_tax_withheld',
  '1099-misc': 'box4_federal_income_tax_withheld',
};

/** Income and federal withholding per analyzed document, straight from the fields (no arithmetic beyond parsing). */
export function incomeLines(ctx: ChatContext): IncomeLine[] {
  const out: IncomeLine[] = [];
  for (const d of ctx.documents) {
    const spec = INCOME_FIELDS[d.type];
    if (!spec || d.status !== 'completed') continue;
    const amount = centsOf(d.fields[spec.field]);
    if (amount === null) continue;
    const withheldField = WITHHELD_FIELD[d.type];
    out.push({ documentId: d.id, type: d.type, from: issuerOf(d), label: spec.label, amountCents: amount, withheldCents: withheldField ? centsOf(d.fields[withheldField]) : null });
  }
  return out;
}

/**
 * The estimate input for a context without a review (built in memory, or before any review
 * exists), from the same builder /review uses (shared/review/estimate-input.ts), with the same
 * profile answers: each dependent's answers and the profile's tax_answers (childcare, enrolment,
 * retirement contributions, prior-year itemizing). Null without a filing status.
 */
export function estimateInput(ctx: ChatContext): EstimateInput | null {
  const status = ctx.profile.filingStatus;
  if (!isFilingStatus(status)) return null;
  const pd = ctx.profile.profileData;
  const joint = status === 'married_filing_jointly';
  return estimateInputFrom({
    filingStatus: status,
    taxpayerDateOfBirth: pd.date_of_birth ?? null,
    spouseDateOfBirth: joint ? (pd.spouse_date_of_birth ?? null) : null,
    dependents: pd.dependents.map((dep) => ({ id: dep.id, name: dep.first_name ?? '', dateOfBirth: dep.date_of_birth, ...dependentAnswersFrom(dep as unknown as Record<string, unknown>) })),
    answers: householdAnswersFrom((pd as { tax_answers?: unknown }).tax_answers, joint),
    documents: ctx.documents.filter((d) => d.status === 'completed' && isDocumentType(d.type)).map((d) => ({ id: d.id, label: issuerOf(d), type: d.type as DocumentType, owner: 'taxpayer' as const, fields: d.fields })),
  });
}

/** The 2025 estimate the review shows, or why there is none. */
export function estimateFor(ctx: ChatContext): { estimate: ReviewEstimate } | { unavailable: string } {
  if (!isFilingStatus(ctx.profile.filingStatus)) return { unavailable: 'Your filing status is not set yet, so there is no estimate.' };
  if (!ctx.documents.some((d) => d.status === 'completed')) return { unavailable: 'No analyzed documents yet, so there is no estimate.' };
  if (ctx.review) return ctx.review.estimate ? { estimate: ctx.review.estimate } : { unavailable: ctx.review.error ?? 'The estimate is not available yet.' };
  const input = estimateInput(ctx);
  if (!input) return { unavailable: 'Your filing status is not set yet, so there is no estimate.' };
  try {
    const e = estimate2025(input);
    return { estimate: { ...e, notCovered: [...e.notCovered] } };
  } catch {
    return { unavailable: 'Some document values could not be read, so the estimate is not available yet.' };
  }
}

/** Names and addresses printed on the user's analysed W-2s and 1099s. */
export function identitiesOf(ctx: ChatContext): Array<{ id: string; from: string; name: string | null; address: string | null }> {
  return ctx.documents
    .filter((d) => d.status === 'completed' && (d.type === 'w2' || d.type.startsWith('1099')))
    .map((d) => ({
      id: d.id,
      from: `${d.type === 'w2' ? 'W-2' : d.type.toUpperCase()} from ${issuerOf(d)}`,
      name: str(d.fields.employee_name) ?? str(d.fields.recipient_name),
      address: str(d.fields.employee_address) ?? str(d.fields.recipient_address),
    }));
}

/** The label of a filing status value, or null for none. */
export const statusLabel = (s: FilingStatus | string | null) => (isFilingStatus(s) ? filingStatusLabel(s) : null);

/**
 * The context as the remote model sees it. No SSN (last four at most), birth years instead of
 * dates of birth unless PII may be sent, and document values quoted as untrusted data.
 */
export function contextForModel(ctx: ChatContext, sendPii: boolean): Record<string, unknown> {
  const pd = ctx.profile.profileData;
  const dob = (d: string | null) => (d ? (sendPii ? d : d.slice(0, 4)) : null);
  return {
    tax_year: ctx.taxYear,
    profile: {
      first_name: pd.first_name ?? null,
      last_name: pd.last_name ?? null,
      filing_status: statusLabel(ctx.profile.filingStatus),
      [sendPii ? 'date_of_birth' : 'birth_year']: dob(pd.date_of_birth),
      address: sendPii ? (pd.address ?? null) : pd.address ? '(on file)' : null,
      city: pd.city ?? null,
      state: pd.state ?? null,
      zip: pd.zip ?? null,
      occupation: pd.occupation ?? null,
      email: ctx.profile.email ? '(on file)' : null,
      phone: ctx.profile.phone ? '(on file)' : null,
      ssn_last4: pd.ssn_last4,
      dependents: pd.dependents.map((d) => ({ first_name: d.first_name, relationship: d.relationship, birth_year: d.date_of_birth?.slice(0, 4) ?? null })),
    },
    missing_profile_items: ctx.missing,
    completion_percent: ctx.percent,
    progress_steps: ctx.steps.map((s) => ({ step: s.title, state: s.badge })),
    prior_year: ctx.prior ? { tax_year: ctx.prior.taxYear, filing_status: statusLabel(ctx.prior.filingStatus), profile_complete: ctx.prior.profileData.profile_complete } : null,
    documents_untrusted: ctx.documents.map((d) => ({
      id: d.id,
      type: d.type,
      status: d.status,
      values_confirmed_by_user: d.confirmed,
      fields: redactFields(d.fields),
    })),
  };
}

/** Identifier fields are masked already; drop them entirely for the model. */
function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([k]) => !/ssn|tin|ein|id_number|account/i.test(k)));
}

/** Money text for answers. */
export const usd = (cents: number) => formatUsd(cents);
