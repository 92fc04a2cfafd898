/**
 * Builds the review of a tax year for one user: the profile (SSNs masked), every document with its
 * effective fields in box order, the consistency checks, the 2025 estimate, what blocks sign-off,
 * and the canonical summary whose SHA-256 a signature covers (docs/decisions/030).
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DOCUMENT_TYPE_LABELS, isDocumentType, type DocumentType } from '#shared/extraction/document-types';
import { FIELD_DEFINITIONS, type ExtractedFields, type FieldDefinition } from '#shared/extraction/fields';
import { formatForProConnect } from '#shared/extraction/proconnect';
import { filingStatusLabel, isFilingStatus } from '#shared/enums';
import { formatUsd, tryParseMoney } from '#shared/money';
import { READINESS_MESSAGES, fullName, missingProfileItems } from '#shared/profile/rules';
import { maskSsn } from '#shared/profile/schema';
import { canonicalJson } from '#shared/review/canonical';
import { missingInformationChecks } from './checks';
import { dependentAnswersFrom, estimateInputFrom, householdAnswersFrom, isEstimatedType, markUnconfirmedLines, unconfirmedEstimateFields } from '#shared/review/estimate-input';
import { consentText, type LegalName, type Signer } from '#shared/review/sign-off';
import type { Review, ReviewCheck, ReviewDocument, ReviewEstimate, ReviewField } from '#shared/review/types';
import { estimate2025 } from '#shared/tax/2025/estimate';
import type { DbOrTx } from '../db/client';
import { documentLedger } from '../db/schema';
import { effectiveFields, listDocuments } from '../domain/documents';
import { factsOf, findProfile, revealSsn, toView, type ProfileView } from '../domain/profiles';
import type { Logger } from '../logger';
import type { FieldCipher } from '../security/crypto';
import { issuerOf, issuerTinOf, runReviewChecks, type CheckDocument, type PriorForm } from './checks';

type ClientRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Everything the review routes need: the browser's view plus server-only facts. */
export interface BuiltReview {
  taxYear: number;
  profileRow: ClientRow | null;
  view: Omit<Review, 'signatures' | 'status' | 'journey'>;
  /** The legal names and dates of birth the signers are checked against (server only). */
  signers: Record<Signer, { name: LegalName; dateOfBirth: string | null } | null>;
  /** The canonical summary text (server only; only its hash leaves). */
  canonical: string;
  profileValid: boolean;
  documentCount: number;
}

const IDENTIFIER_KINDS = new Set(['ssn', 'tin', 'ein']);
const EDITABLE_KINDS = new Set(['money', 'string', 'date', 'state', 'number']);

/** SHA-256 (hex) of a text. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function show(value: unknown, kind: string): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (kind === 'money') {
      const c = tryParseMoney(value);
      return c === null ? value : formatUsd(c);
    }
    return value;
  }
  return '';
}

/** A document's fields in box order (FIELD_DEFINITIONS), as shown on the review and in the packet. */
export function orderedFields(type: DocumentType, effective: Record<string, unknown>, extracted: Record<string, unknown>, confirmed: Record<string, unknown>): ReviewField[] {
  const out: ReviewField[] = [];
  for (const def of FIELD_DEFINITIONS[type] as FieldDefinition[]) {
    const value = effective[def.name];
    if (value === undefined || value === null || value === '') continue;
    let display: string;
    if (def.kind === 'list') {
      if (!Array.isArray(value) || value.length === 0) continue;
      display = (value as Record<string, unknown>[])
        .map((row, i) => `${i + 1}: ${(def.items ?? []).filter((it) => row[it.name] !== undefined && row[it.name] !== '').map((it) => `${it.name.replace(/_/g, ' ')} ${show(row[it.name], it.kind)}`).join('; ')}`)
        .join(' | ');
    } else display = show(value, def.kind);
    const identifier = IDENTIFIER_KINDS.has(def.kind) || def.name === 'recipient_tin' || def.name === 'id_number';
    const corrected = Object.prototype.hasOwnProperty.call(confirmed, def.name) && canonicalJson(confirmed[def.name]) !== canonicalJson(extracted[def.name] ?? null);
    const editable = !identifier && EDITABLE_KINDS.has(def.kind) && (typeof value === 'string' || typeof value === 'number');
    out.push({
      name: def.name,
      box: def.box ?? null,
      label: def.label,
      kind: def.kind,
      display,
      value: editable ? String(value) : null,
      extractedDisplay: corrected && extracted[def.name] !== undefined ? show(extracted[def.name], def.kind) : null,
      corrected,
      editable,
    });
  }
  return out;
}

function decryptSecret(cipher: FieldCipher, log: Logger, documentId: string, token: string | null): Record<string, unknown> | null {
  if (!token) return null;
  try {
    return JSON.parse(cipher.decrypt(token, `documents:${documentId}:sensitive`)) as Record<string, unknown>;
  } catch (err) {
    log.warn({ err, documentId }, 'document identifiers could not be decrypted; the SSN check reports them as unread (check the encryption key ring)');
    return null;
  }
}

async function priorForms(db: DbOrTx, userId: string, year: number): Promise<PriorForm[]> {
  const [docs, [ledger]] = await Promise.all([
    listDocuments(db, userId, year),
    db.select().from(documentLedger).where(and(eq(documentLedger.userId, userId), eq(documentLedger.taxYear, year))),
  ]);
  const byId = new Map<string, PriorForm>();
  for (const { doc, x } of docs) {
    if (!x) continue;
    const type = isDocumentType(x.detectedType) ? x.detectedType : isDocumentType(doc.documentType) ? doc.documentType : 'other';
    const fields = effectiveFields(x);
    byId.set(doc.id, { type, issuer: issuerOf(fields, doc.fileName), issuerTin: issuerTinOf(fields), fields });
  }
  for (const [type, entries] of Object.entries(ledger?.extractedFields ?? {})) {
    if (!isDocumentType(type) || !Array.isArray(entries)) continue;
    for (const e of entries as Array<{ document_id?: string; file_name?: string; fields?: Record<string, unknown> }>) {
      const id = e.document_id ?? `${type}:${byId.size}`;
      if (byId.has(id) || !e.fields) continue;
      byId.set(id, { type, issuer: issuerOf(e.fields, e.file_name ?? type), issuerTin: issuerTinOf(e.fields), fields: e.fields });
    }
  }
  return [...byId.values()];
}

function profileSection(view: ProfileView | null): Review['profile'] {
  if (!view) return null;
  const d = view.profileData as ProfileView['profileData'] & Record<string, string | null | undefined>;
  const status = view.filingStatus;
  const married = status === 'married_filing_jointly' || status === 'married_filing_separately';
  const spouseName = married ? fullName(d.spouse_first_name, d.spouse_middle_name, d.spouse_last_name, d.spouse_suffix) : '';
  return {
    fullName: view.fullName ?? fullName(d.first_name, d.middle_name, d.last_name, d.suffix),
    firstName: d.first_name ?? null,
    lastName: d.last_name ?? null,
    filingStatus: status,
    filingStatusLabel: status && isFilingStatus(status) ? filingStatusLabel(status) : null,
    ssnMasked: maskSsn(d.ssn_last4),
    dateOfBirth: d.date_of_birth ?? null,
    spouseName: spouseName || null,
    spouseSsnMasked: married && d.spouse_ssn_last4 ? maskSsn(d.spouse_ssn_last4) : null,
    spouseDateOfBirth: married ? (d.spouse_date_of_birth ?? null) : null,
    address: [d.address, d.city, [d.state, d.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    addressParts: { street: d.address ?? '', city: d.city ?? '', state: d.state ?? '', zip: d.zip ?? '' },
    email: view.email,
    phone: view.phone,
    dependents: d.dependents.map((dep) => ({
      name: fullName(dep.first_name, null, dep.last_name),
      relationship: dep.relationship,
      dateOfBirth: dep.date_of_birth,
      ssnMasked: maskSsn(dep.ssn_last4),
    })),
    missing: missingProfileItems(factsOf(view)),
  };
}

/** Builds the review of `taxYear` for the user (reads only; signatures are handled by the caller). */
export async function buildReview(db: DbOrTx, cipher: FieldCipher, log: Logger, userId: string, taxYear: number): Promise<BuiltReview> {
  const [row, docs, prior] = await Promise.all([findProfile(db, userId, taxYear), listDocuments(db, userId, taxYear), priorForms(db, userId, taxYear - 1)]);
  const view = row ? toView(cipher, row) : null;
  const data = (view?.profileData ?? {}) as Record<string, unknown> & Partial<ProfileView['profileData']>;
  const str = (k: string) => (typeof data[k] === 'string' ? (data[k] as string) : null);
  const status = view?.filingStatus ?? null;
  const joint = status === 'married_filing_jointly';
  const taxpayerName: LegalName = { first: str('first_name'), middle: str('middle_name'), last: str('last_name'), suffix: str('suffix') };
  const spouseName: LegalName = { first: str('spouse_first_name'), middle: str('spouse_middle_name'), last: str('spouse_last_name'), suffix: str('spouse_suffix') };

  // Documents in upload order (oldest first), so the packet reads in the order they came in.
  const ordered = [...docs].reverse();
  const checkDocs: CheckDocument[] = ordered.map(({ doc, x }) => {
    const chosen = doc.documentType;
    const detected = x?.detectedType ?? null;
    const type: DocumentType = isDocumentType(detected) ? detected : isDocumentType(chosen) ? chosen : 'other';
    const fields = x ? effectiveFields(x) : {};
    return {
      id: doc.id, fileName: doc.fileName, issuer: issuerOf(fields, doc.fileName), chosenType: chosen, detectedType: detected, type,
      taxYear: doc.taxYear, detectedTaxYear: x?.detectedTaxYear ?? null, fields, secret: x ? decryptSecret(cipher, log, doc.id, x.sensitiveEncrypted) : null,
    };
  });
  // The documents that have an extraction, looked up by id (one pass, not a search per document).
  const analyzedIds = new Set(docs.filter((r) => r.x).map((r) => r.doc.id));
  const analyzedDocs = checkDocs.filter((d) => analyzedIds.has(d.id));
  const { checks, owners } = runReviewChecks({
    taxYear,
    joint,
    taxpayer: { ssn: row ? revealSsn(cipher, row, 'ssn') : null, name: taxpayerName },
    spouse: joint && row ? { ssn: revealSsn(cipher, row, 'spouse_ssn'), name: spouseName } : null,
    documents: analyzedDocs,
    prior,
  });

  const documents: ReviewDocument[] = ordered.map(({ doc, x }, i) => {
    const c = checkDocs[i]!;
    const confirmed = x?.confirmedFields ?? {};
    return {
      id: doc.id,
      fileName: doc.fileName,
      chosenType: doc.documentType,
      detectedType: x?.detectedType ?? null,
      type: c.type,
      typeLabel: DOCUMENT_TYPE_LABELS[c.type],
      issuer: c.issuer,
      owner: owners[doc.id] ?? 'taxpayer',
      uploadStatus: doc.uploadStatus,
      verificationStatus: x?.verificationStatus ?? null,
      userConfirmed: x?.confirmedFields != null,
      detectedTaxYear: x?.detectedTaxYear ?? null,
      includedInEstimate: Boolean(x) && isEstimatedType(c.type),
      fields: x ? orderedFields(c.type, c.fields, x.extractedFields, confirmed) : [],
      proconnectText: x ? formatForProConnect(c.type, x.detectedTaxYear ?? doc.taxYear, c.fields as ExtractedFields) : null,
    };
  });

  // The estimate, from the analyzed documents.
  let estimate: ReviewEstimate | null = null;
  let estimateError: string | null = null;
  if (status && isFilingStatus(status)) {
    try {
      const est = estimate2025(
        estimateInputFrom({
          filingStatus: status,
          taxpayerDateOfBirth: (data.date_of_birth as string | null | undefined) ?? null,
          spouseDateOfBirth: joint ? ((data.spouse_date_of_birth as string | null | undefined) ?? null) : null,
          dependents: (data.dependents ?? []).map((dep) => ({
            id: dep.id, name: fullName(dep.first_name, null, dep.last_name), dateOfBirth: dep.date_of_birth,
            ...dependentAnswersFrom(dep as unknown as Record<string, unknown>),
          })),
          documents: analyzedDocs.map((d) => ({ id: d.id, label: d.issuer, type: d.type, owner: owners[d.id] ?? 'taxpayer', fields: d.fields })),
          answers: householdAnswersFrom(data.tax_answers, joint),
        }),
      );
      // Lines resting on values the user has not confirmed and the engine doubted are marked.
      const doubtful = ordered.map(({ doc, x }, i) => ({ id: doc.id, fields: x ? unconfirmedEstimateFields(checkDocs[i]!.type, checkDocs[i]!.fields, x.confirmedFields, x.fieldConfidence) : [] }));
      const marked = markUnconfirmedLines(est.lines, doubtful);
      estimate = { ...est, lines: marked.lines, unconfirmedLines: marked.unconfirmedCount, notCovered: [...est.notCovered] };
      // Questions only the taxpayer can answer (issue 22): listed as missing information, never guessed.
      checks.push(...missingInformationChecks(est.questions));
    } catch (err) {
      estimateError = err instanceof RangeError ? `A value could not be used: ${err.message.replace(/\(.*?\)/g, '').trim()}` : 'The estimate could not be computed.';
      if (!(err instanceof RangeError)) log.error({ err }, 'the 2025 estimate failed on review data');
    }
  } else {
    estimateError = 'Choose a filing status on your profile to see the estimate.';
  }

  // What still blocks sign-off.
  const blockers: string[] = [];
  const profile = profileSection(view);
  if (!profile) blockers.push(READINESS_MESSAGES.noProfile);
  else if (profile.missing.length) blockers.push(READINESS_MESSAGES.missingPrefix + profile.missing.join(', '));
  if (docs.length === 0) blockers.push(`Upload at least one tax document for ${taxYear}.`);
  for (const d of documents) {
    if (d.uploadStatus === 'processing') blockers.push(`${d.fileName} is still being analyzed.`);
    else if (d.uploadStatus === 'failed' || !analyzedIds.has(d.id)) blockers.push(`${d.fileName} could not be analyzed. Retry or delete it on the Documents page.`);
    else if (d.verificationStatus !== 'verified') blockers.push(`Confirm the values of the ${d.typeLabel} from ${d.issuer}.`);
  }
  for (const c of checks.filter((k: ReviewCheck) => k.level === 'error')) blockers.push(c.title);
  if (estimateError) blockers.push(estimateError);
  if (joint && !profile?.spouseDateOfBirth) blockers.push('Add your spouse’s date of birth to your profile: both of you sign a joint return.');

  const canonical = canonicalJson({
    version: 1,
    taxYear,
    profile: view
      ? {
          filingStatus: status,
          name: taxpayerName,
          dateOfBirth: data.date_of_birth ?? null,
          ssnLast4: data.ssn_last4 ?? null,
          address: { street: str('address'), city: str('city'), state: str('state'), zip: str('zip') },
          occupation: str('occupation'),
          spouse: joint || status === 'married_filing_separately'
            ? { name: spouseName, dateOfBirth: data.spouse_date_of_birth ?? null, ssnLast4: data.spouse_ssn_last4 ?? null, occupation: str('spouse_occupation') }
            : null,
          dependents: (data.dependents ?? []).map((dep) => ({ id: dep.id, firstName: dep.first_name, lastName: dep.last_name, relationship: dep.relationship, dateOfBirth: dep.date_of_birth, ssnLast4: dep.ssn_last4 })),
        }
      : null,
    documents: [...checkDocs]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((d) => ({ id: d.id, type: d.type, chosenType: d.chosenType, taxYear: d.taxYear, fields: d.fields })),
    estimate: estimate ? { result: estimate.result, lines: estimate.lines.map((l) => [l.key, l.amountCents]) } : null,
  });

  return {
    taxYear,
    profileRow: row ?? null,
    view: {
      taxYear,
      profile,
      documents,
      checks,
      estimate,
      estimateError,
      blockers,
      summarySha256: sha256Hex(canonical),
      consentText: consentText(taxYear),
      requiredSigners: joint ? ['taxpayer', 'spouse'] : ['taxpayer'],
    },
    signers: {
      taxpayer: view ? { name: taxpayerName, dateOfBirth: (data.date_of_birth as string | null | undefined) ?? null } : null,
      spouse: joint ? { name: spouseName, dateOfBirth: (data.spouse_date_of_birth as string | null | undefined) ?? null } : null,
    },
    canonical,
    profileValid: Boolean(profile && profile.missing.length === 0),
    documentCount: docs.length,
  };
}
