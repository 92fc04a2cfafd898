/**
 * The shapes of the review API (GET /api/review, GET /api/review/status), one schema for the
 * server's answer and the browser's parse. No full SSN appears anywhere in them.
 */
import { z } from 'zod';
import type { CreditForms } from '#shared/tax/2025/credit-forms';
import { SIGNERS } from './sign-off';

export const CHECK_LEVELS = ['ok', 'warning', 'error'] as const;
export type CheckLevel = (typeof CHECK_LEVELS)[number];

export const reviewCheckSchema = z.object({
  id: z.string(),
  kind: z.enum(['ssn', 'name', 'w2_arithmetic', 'duplicate', 'missing_from_last_year', 'type_mismatch', 'tax_year', 'missing_information']),
  level: z.enum(CHECK_LEVELS),
  title: z.string(),
  detail: z.string(),
  documentId: z.string().nullable(),
});
export type ReviewCheck = z.infer<typeof reviewCheckSchema>;

export const reviewFieldSchema = z.object({
  name: z.string(),
  box: z.string().nullable(),
  label: z.string(),
  kind: z.string(),
  /** The value as shown (money as $1,234.56, list rows joined). */
  display: z.string(),
  /** The effective value when it is a plain value the user may correct, else null. */
  value: z.string().nullable(),
  /** The engine's suggestion when the user corrected it, as shown. */
  extractedDisplay: z.string().nullable(),
  corrected: z.boolean(),
  editable: z.boolean(),
});
export type ReviewField = z.infer<typeof reviewFieldSchema>;

export const reviewDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  chosenType: z.string(),
  detectedType: z.string().nullable(),
  type: z.string(),
  typeLabel: z.string(),
  issuer: z.string(),
  owner: z.enum(['taxpayer', 'spouse']),
  uploadStatus: z.string(),
  verificationStatus: z.string().nullable(),
  userConfirmed: z.boolean(),
  detectedTaxYear: z.number().nullable(),
  includedInEstimate: z.boolean(),
  fields: z.array(reviewFieldSchema),
  proconnectText: z.string().nullable(),
});
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

export const estimateLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  amountCents: z.number().int(),
  source: z.string(),
  documentRefs: z.array(z.string()).optional(),
  /** Rests on a value the user has not confirmed whose confidence is below the bar. */
  unconfirmed: z.boolean().optional(),
});

export const reviewEstimateSchema = z.object({
  taxYear: z.number(),
  filingStatus: z.string(),
  lines: z.array(estimateLineSchema),
  deductionMethod: z.enum(['standard', 'itemized']),
  taxMethod: z.string(),
  result: z.object({ kind: z.enum(['refund', 'owed', 'even']), amountCents: z.number().int() }),
  warnings: z.array(z.string()),
  notCovered: z.array(z.string()),
  /** How many lines rest on unconfirmed, low-confidence values. */
  unconfirmedLines: z.number().int().optional(),
  /** What the filled forms need beyond the lines (shared/tax/2025/estimate.ts EstimateForms). */
  forms: z
    .object({
      dependents: z.array(z.object({
        name: z.string(), livedWithYou: z.boolean().nullable(), fullTimeStudent: z.boolean(), disabled: z.boolean(),
        credit: z.enum(['child_tax_credit', 'other_dependent']).nullable(),
      })),
      interest: z.array(z.object({ documentId: z.string(), payer: z.string(), amountCents: z.number().int(), box: z.string() })),
      dividends: z.array(z.object({ documentId: z.string(), payer: z.string(), amountCents: z.number().int(), box: z.string() })),
      sales: z.array(z.object({
        documentId: z.string(), broker: z.string(), saleNumber: z.number().int(), category: z.enum(['A', 'B', 'D', 'E']),
        description: z.string().nullable(), dateAcquired: z.string().nullable(), dateSold: z.string().nullable(),
        proceedsCents: z.number().int(), basisCents: z.number().int(), adjustmentCode: z.string(), adjustmentCents: z.number().int(), gainCents: z.number().int(),
      })),
    })
    .optional(),
  /** The credit forms' worksheet values (shared/tax/2025/credit-forms.ts), for the filled forms. */
  creditForms: z.custom<CreditForms>((v) => typeof v === 'object' && v !== null).optional(),
});
export type ReviewEstimate = z.infer<typeof reviewEstimateSchema>;

export const signatureViewSchema = z.object({
  id: z.string(),
  signer: z.enum(SIGNERS),
  typedName: z.string(),
  signedAt: z.string(),
  summarySha256: z.string(),
  valid: z.boolean(),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
});
export type SignatureView = z.infer<typeof signatureViewSchema>;

export const reviewStatusSchema = z.object({
  signed: z.boolean(),
  valid: z.boolean(),
  readyForFiling: z.boolean(),
  signedAt: z.string().nullable(),
  blockers: z.array(z.string()),
});
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const journeyStepSchema = z.object({
  key: z.enum(['upload', 'chat', 'review', 'sign', 'complete']),
  title: z.string(),
  done: z.boolean(),
});

export const reviewSchema = z.object({
  taxYear: z.number(),
  profile: z
    .object({
      fullName: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      filingStatus: z.string().nullable(),
      filingStatusLabel: z.string().nullable(),
      ssnMasked: z.string(),
      dateOfBirth: z.string().nullable(),
      spouseName: z.string().nullable(),
      spouseSsnMasked: z.string().nullable(),
      spouseDateOfBirth: z.string().nullable(),
      address: z.string(),
      /** The address as the profile stores it, for the Form 1040 boxes (street, city, state, ZIP). */
      addressParts: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }).optional(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      dependents: z.array(z.object({ name: z.string(), relationship: z.string().nullable(), dateOfBirth: z.string().nullable(), ssnMasked: z.string() })),
      missing: z.array(z.string()),
    })
    .nullable(),
  documents: z.array(reviewDocumentSchema),
  checks: z.array(reviewCheckSchema),
  estimate: reviewEstimateSchema.nullable(),
  estimateError: z.string().nullable(),
  blockers: z.array(z.string()),
  summarySha256: z.string(),
  consentText: z.string(),
  requiredSigners: z.array(z.enum(SIGNERS)),
  signatures: z.array(signatureViewSchema),
  status: reviewStatusSchema,
  journey: z.object({ steps: z.array(journeyStepSchema), percent: z.number() }),
});
export type Review = z.infer<typeof reviewSchema>;
