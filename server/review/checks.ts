/**
 * The review's consistency checks (issue 7), as a pure function of plain data. The full SSNs come
 * in (decrypted on the server) and never go out: a check says only "matches" or "does not match".
 */
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '#shared/extraction/document-types';
import { bps, formatUsd, multiplyByRate, nonNegative, tryParseMoney, type Cents } from '#shared/money';
import { canonicalJson } from '#shared/review/canonical';
import { isEstimatedType } from '#shared/review/estimate-input';
import { normaliseName, type LegalName } from '#shared/review/sign-off';
import type { ReviewCheck } from '#shared/review/types';
import type { Owner } from '#shared/tax/2025/estimate';
import { PAYROLL } from '#shared/tax/2025/figures';

export interface CheckDocument {
  id: string;
  fileName: string;
  issuer: string;
  chosenType: string;
  detectedType: string | null;
  /** The type the review reads the fields as. */
  type: DocumentType;
  taxYear: number;
  detectedTaxYear: number | null;
  /** Effective fields (identifiers masked). */
  fields: Record<string, unknown>;
  /** The document's identifiers in full, decrypted on the server; null when none were read. */
  secret: Record<string, unknown> | null;
}

export interface CheckPerson {
  ssn: string | null;
  name: LegalName;
}

export interface PriorForm {
  type: DocumentType;
  issuer: string;
  issuerTin: string | null;
  fields: Record<string, unknown>;
}

export interface CheckInput {
  taxYear: number;
  joint: boolean;
  taxpayer: CheckPerson;
  spouse: CheckPerson | null;
  documents: readonly CheckDocument[];
  /** Forms of the prior year (its documents and ledger). */
  prior: readonly PriorForm[];
}

/** Where each form type keeps the person's SSN and name (1098: the borrower side varies; not checked). */
const IDENTITY_FIELDS: Partial<Record<DocumentType, { ssn: string; name: string }>> = {
  w2: { ssn: 'employee_ssn', name: 'employee_name' },
  '1099-int': { ssn: 'recipient_tin', name: 'recipient_name' },
  '1099-div': { ssn: 'recipient_tin', name: 'recipient_name' },
  '1099-nec': { ssn: 'recipient_tin', name: 'recipient_name' },
  '1099-misc': { ssn: 'recipient_tin', name: 'recipient_name' },
  '1040': { ssn: 'taxpayer_ssn', name: 'taxpayer_name' },
};

const digits = (v: unknown): string => (typeof v === 'string' ? v.replace(/\D/g, '') : '');
const money = (v: unknown): Cents | null => (typeof v === 'string' ? tryParseMoney(v) : null);

/** A form's issuer: employer or payer name, else the file name. */
export function issuerOf(fields: Record<string, unknown>, fileName: string): string {
  for (const key of ['employer_name', 'payer_name', 'taxpayer_name', 'full_name']) {
    const v = fields[key];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return fileName;
}

/** The issuer's EIN/TIN digits when the form shows it. */
export function issuerTinOf(fields: Record<string, unknown>): string | null {
  const d = digits(fields.employer_ein) || digits(fields.payer_tin);
  return d.length === 9 ? d : null;
}

type SsnResult = 'match' | 'mismatch' | 'unread';

function compareSsn(onForm: string, profileSsn: string | null): SsnResult {
  const want = digits(profileSsn);
  if (!onForm || want.length !== 9) return 'unread';
  // Payee statements may truncate the TIN to its last four digits (Treas. Reg. §301.6109-4).
  if (onForm.length === 4) return want.endsWith(onForm) ? 'match' : 'mismatch';
  return onForm.length === 9 && onForm === want ? 'match' : 'mismatch';
}

/** True when the name on the form carries the person's first and last name (any order, any case). */
export function nameOnFormMatches(onForm: string, name: LegalName): boolean {
  const words = new Set(normaliseName(onForm).split(' '));
  const first = normaliseName(name.first ?? '').split(' ').filter(Boolean);
  const last = normaliseName(name.last ?? '').split(' ').filter(Boolean);
  if (!first.length || !last.length) return false;
  return [...first, ...last].every((w) => words.has(w));
}

function close(actual: Cents, expected: Cents): boolean {
  const tolerance = Math.max(100, Math.round(expected / 500)); // a dollar or 0.2 %, for payroll rounding
  return Math.abs(actual - expected) <= tolerance;
}

/** Runs every check; returns them (ok ones too) and whose each document is on a joint return. */
export function runReviewChecks(input: CheckInput): { checks: ReviewCheck[]; owners: Record<string, Owner> } {
  const checks: ReviewCheck[] = [];
  const owners: Record<string, Owner> = {};
  const add = (c: Omit<ReviewCheck, 'id'>) => checks.push({ id: `${c.kind}:${c.documentId ?? 'household'}:${checks.length}`, ...c });

  for (const d of input.documents) {
    const label = `${DOCUMENT_TYPE_LABELS[d.type]} from ${d.issuer}`;
    owners[d.id] = 'taxpayer';

    // The type the user chose against the type the engine read.
    if (d.detectedType && d.detectedType !== d.chosenType) {
      const chosen = DOCUMENT_TYPE_LABELS[d.chosenType as DocumentType] ?? d.chosenType;
      add({
        kind: 'type_mismatch', level: 'warning', documentId: d.id,
        title: `${d.fileName}: chosen as ${chosen}, reads as ${DOCUMENT_TYPE_LABELS[d.type]}`,
        detail: `The review uses it as ${DOCUMENT_TYPE_LABELS[d.type]}. If that is wrong, change its type on the Documents page and it will be read again.`,
      });
    }
    if (d.detectedTaxYear && d.detectedTaxYear !== input.taxYear && d.type !== '1040') {
      add({
        kind: 'tax_year', level: 'warning', documentId: d.id,
        title: `${label} says ${d.detectedTaxYear}`,
        detail: `It is filed under ${input.taxYear}. Make sure it is the ${input.taxYear} form; a form for another year belongs to that year's return.`,
      });
    }

    // SSN and name against the profile.
    const identity = IDENTITY_FIELDS[d.type];
    if (identity) {
      const onForm = digits(d.secret?.[identity.ssn]) || digits(d.fields[identity.ssn]).slice(-4);
      const mine = compareSsn(onForm, input.taxpayer.ssn);
      const spouses = input.joint && input.spouse ? compareSsn(onForm, input.spouse.ssn) : 'unread';
      if (mine !== 'match' && spouses === 'match') owners[d.id] = 'spouse';
      if (mine === 'match' || spouses === 'match') {
        add({ kind: 'ssn', level: 'ok', documentId: d.id, title: `SSN on the ${label} matches ${spouses === 'match' && mine !== 'match' ? 'your spouse’s' : 'yours'}`, detail: 'Compared on our server; the full number is never shown.' });
      } else if (mine === 'mismatch') {
        add({
          kind: 'ssn', level: 'error', documentId: d.id,
          title: `SSN on the ${label} does not match ${input.joint ? 'yours or your spouse’s' : 'yours'}`,
          detail: 'This form may belong to someone else, or your profile has a typo. Check the SSN on your profile, or delete this document if it is not yours.',
        });
      } else {
        add({ kind: 'ssn', level: 'warning', documentId: d.id, title: `SSN on the ${label} could not be read`, detail: 'Compare the SSN printed on the form with your profile yourself.' });
      }
      const nameOnForm = typeof d.fields[identity.name] === 'string' ? (d.fields[identity.name] as string) : '';
      if (nameOnForm) {
        const byMe = nameOnFormMatches(nameOnForm, input.taxpayer.name);
        const bySpouse = input.joint && input.spouse ? nameOnFormMatches(nameOnForm, input.spouse.name) : false;
        if (!byMe && bySpouse && mine !== 'match') owners[d.id] = 'spouse';
        add(
          byMe || bySpouse
            ? { kind: 'name', level: 'ok', documentId: d.id, title: `Name on the ${label} matches your profile`, detail: `The form reads “${nameOnForm}”.` }
            : {
                kind: 'name', level: 'warning', documentId: d.id,
                title: `Name on the ${label} differs from your profile`,
                detail: `The form reads “${nameOnForm}”. A married or former name is fine; otherwise make sure this form is yours.`,
              },
        );
      }
    }

    // W-2 payroll arithmetic: box 4 = 6.2 % of box 3 (up to the wage base), box 6 = 1.45 % of box 5 (+0.9 % over $200,000).
    if (d.type === 'w2') {
      const b3 = money(d.fields.box3_social_security_wages);
      const b4 = money(d.fields.box4_social_security_tax_withheld);
      const b5 = money(d.fields.box5_medicare_wages);
      const b6 = money(d.fields.box6_medicare_tax_withheld);
      if (b3 !== null && b4 !== null) {
        const expected = multiplyByRate(Math.min(b3, PAYROLL.socialSecurityWageBase), bps(PAYROLL.socialSecurityEmployeeRateBps));
        const ok = close(b4, expected) && b4 <= PAYROLL.maxSocialSecurityWithheld;
        add({
          kind: 'w2_arithmetic', level: ok ? 'ok' : 'warning', documentId: d.id,
          title: ok ? `${label}: box 4 is 6.2 % of box 3` : `${label}: box 4 does not look like 6.2 % of box 3`,
          detail: ok
            ? `Social security tax ${formatUsd(b4)} on wages ${formatUsd(b3)}.`
            : `Box 4 is ${formatUsd(b4)}; 6.2 % of box 3 (${formatUsd(b3)}) is ${formatUsd(expected)}${b4 > PAYROLL.maxSocialSecurityWithheld ? ` and the most for 2025 is ${formatUsd(PAYROLL.maxSocialSecurityWithheld)}` : ''}. Check both boxes against the form.`,
        });
      }
      if (b5 !== null && b6 !== null) {
        const expected =
          multiplyByRate(b5, bps(PAYROLL.medicareEmployeeRateBps)) +
          multiplyByRate(nonNegative(b5 - PAYROLL.additionalMedicareWithholdingThreshold), bps(PAYROLL.additionalMedicareRateBps));
        const ok = close(b6, expected);
        add({
          kind: 'w2_arithmetic', level: ok ? 'ok' : 'warning', documentId: d.id,
          title: ok ? `${label}: box 6 is 1.45 % of box 5` : `${label}: box 6 does not look like 1.45 % of box 5`,
          detail: ok ? `Medicare tax ${formatUsd(b6)} on wages ${formatUsd(b5)}.` : `Box 6 is ${formatUsd(b6)}; the expected amount for box 5 (${formatUsd(b5)}) is ${formatUsd(expected)}. Check both boxes against the form.`,
        });
      }
    }
  }

  // Duplicates: the same form (type, issuer and every amount) uploaded twice.
  const seen = new Map<string, CheckDocument>();
  for (const d of input.documents) {
    const amounts = Object.fromEntries(Object.entries(d.fields).filter(([k, v]) => /^(box|line)\d/.test(k) && typeof v === 'string'));
    if (!Object.keys(amounts).length) continue;
    const key = canonicalJson({ type: d.type, issuer: issuerTinOf(d.fields) ?? normaliseName(d.issuer), amounts });
    const first = seen.get(key);
    if (!first) {
      seen.set(key, d);
      continue;
    }
    add({
      kind: 'duplicate', level: 'error', documentId: d.id,
      title: `${d.fileName} looks like the same ${DOCUMENT_TYPE_LABELS[d.type]} as ${first.fileName}`,
      detail: 'Both show the same issuer and amounts, so the income would be counted twice. Delete one on the Documents page, or correct a value if they really are two forms.',
    });
  }

  // Forms on last year's return that are missing this year: one pass over each list, with sets
  // of this year's (type, issuer TIN) and (type, issuer name) to look last year's forms up in.
  const currentByTin = new Set<string>();
  const currentByName = new Set<string>();
  const currentTypes = new Set<DocumentType>();
  for (const d of input.documents) {
    const tin = issuerTinOf(d.fields);
    if (tin !== null) currentByTin.add(`${d.type}|${tin}`);
    currentByName.add(`${d.type}|${normaliseName(d.issuer)}`);
    currentTypes.add(d.type);
  }
  const priorTypes = new Set<DocumentType>(input.prior.map((p) => p.type));
  const reported = new Set<string>();
  for (const p of input.prior) {
    if (!isEstimatedType(p.type)) continue;
    const key = `${p.type}|${p.issuerTin ?? normaliseName(p.issuer)}`;
    if (reported.has(key)) continue;
    reported.add(key);
    // The same issuer: the same TIN when last year's form shows one, or the same name.
    if ((p.issuerTin !== null && currentByTin.has(`${p.type}|${p.issuerTin}`)) || currentByName.has(`${p.type}|${normaliseName(p.issuer)}`)) continue;
    add({
      kind: 'missing_from_last_year', level: 'warning', documentId: null,
      title: `Last year you had a ${DOCUMENT_TYPE_LABELS[p.type]} from ${p.issuer}`,
      detail: `There is none from ${p.issuer} for ${input.taxYear} yet. Upload it, or carry on if you no longer receive one.`,
    });
  }
  // Last year's Form 1040 lines that point at forms: interest (1099-INT) and dividends (1099-DIV).
  for (const p of input.prior) {
    if (p.type !== '1040') continue;
    const lines: Array<[string, DocumentType, string]> = [
      ['line2b_taxable_interest', '1099-int', 'taxable interest'],
      ['line3b_ordinary_dividends', '1099-div', 'dividends'],
    ];
    for (const [field, type, what] of lines) {
      const amount = money(p.fields[field]);
      // A form of that type from last year is already reported above, by its issuer.
      if (!amount || amount <= 0 || currentTypes.has(type) || priorTypes.has(type)) continue;
      add({
        kind: 'missing_from_last_year', level: 'warning', documentId: null,
        title: `Last year’s return had ${what} (${formatUsd(amount)}) but there is no ${DOCUMENT_TYPE_LABELS[type]} for ${input.taxYear}`,
        detail: `If you still have that account, upload its ${DOCUMENT_TYPE_LABELS[type]}.`,
      });
    }
  }

  return { checks, owners };
}

/**
 * The estimate's unanswered questions (issue 22: months at home, student answers, care provider
 * TIN, 2024 itemizing…) as missing-information warnings on /review: never guessed, always asked.
 */
export function missingInformationChecks(questions: readonly string[]): ReviewCheck[] {
  return questions.map((q, i) => ({
    id: `missing-information-${i + 1}`,
    kind: 'missing_information',
    level: 'warning',
    title: q,
    detail: 'Answer it on your profile (Tax questions): until then the estimate leaves out what depends on it.',
    documentId: null,
  }));
}
