import { z } from 'zod';
import { DOCUMENT_TYPES, type DocumentType } from './document-types';
import { FIELD_DEFINITIONS, FILING_STATUSES, type FieldDefinition, type FieldKind } from './fields';
import { canonicalToCents } from './money';
import { EIN_PATTERN, isStateCode, MASKED_TIN_PATTERN, SSN_PATTERN } from './normalise';

/** Largest amount accepted on any form: $10 billion. */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000n;

/** A canonical amount within range: non-negative unless the field is `signed` (a loss, a net repayment). */
const moneySchema = (allowNegative: boolean) =>
  z
    .string()
    .regex(/^-?\d{1,13}\.\d{2}$/, 'amount must look like 1234.56')
    .refine((v) => {
      if (!/^-?\d{1,13}\.\d{2}$/.test(v)) return false;
      const c = canonicalToCents(v);
      return c <= MAX_AMOUNT_CENTS && (allowNegative ? c >= -MAX_AMOUNT_CENTS : c >= 0n);
    }, 'amount out of range');

/** TINs: canonical SSN/EIN, masked, or digits printed in an unusual grouping (kept as printed). */
const printedTin = z
  .string()
  .regex(/^[0-9A-Za-z*•#][0-9A-Za-z*•#-]{6,12}[0-9A-Za-z*•#]$/, 'not a taxpayer identification number')
  .refine((v) => (v.match(/[0-9]/g) ?? []).length >= 4 && (v.match(/[A-Za-z]/g) ?? []).length <= 6, 'not a taxpayer identification number');
const ssnSchema = z.union([z.string().regex(SSN_PATTERN), z.string().regex(MASKED_TIN_PATTERN), printedTin]);
const einSchema = z.union([z.string().regex(EIN_PATTERN), printedTin]);

const text = (max: number) => z.string().trim().min(1).max(max);

interface KindOptions {
  signed?: boolean;
  min?: number;
  max?: number;
  allowsVarious?: boolean;
}

function kindSchema(kind: Exclude<FieldKind, 'list'>, name: string, opts: KindOptions = {}): z.ZodType {
  switch (kind) {
    case 'money':
      return moneySchema(name === 'line7_capital_gain' || opts.signed === true);
    case 'tin':
      return z.union([ssnSchema, einSchema]);
    case 'ssn':
      return ssnSchema;
    case 'ein':
      return einSchema;
    case 'date':
      return opts.allowsVarious || name === 'box1b_date_acquired'
        ? z.string().regex(/^(\d{4}-\d{2}-\d{2}|VARIOUS)$/)
        : z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
    case 'state':
      return z.string().refine(isStateCode, 'not a US state code');
    case 'boolean':
      return z.boolean();
    case 'number':
      return z.number().int().min(opts.min ?? 0).max(opts.max ?? 1000);
    case 'string':
      return name === 'filing_status' ? z.enum(FILING_STATUSES) : text(300);
  }
}

function fieldSchema(def: FieldDefinition): z.ZodType {
  if (def.kind === 'list') {
    const shape: Record<string, z.ZodType> = {};
    for (const item of def.items ?? []) shape[item.name] = kindSchema(item.kind, item.name, item).optional();
    return z.array(z.strictObject(shape)).max(def.maxItems ?? 20);
  }
  return kindSchema(def.kind, def.name, def);
}

function buildFieldsSchema(type: DocumentType) {
  const shape: Record<string, z.ZodType> = {};
  for (const def of FIELD_DEFINITIONS[type]) shape[def.name] = fieldSchema(def).optional();
  return z.strictObject(shape);
}

/** Strict zod schemas for each document type's `fields` object. */
export const FIELDS_SCHEMAS: Record<DocumentType, z.ZodType<Record<string, unknown>>> = Object.fromEntries(
  DOCUMENT_TYPES.map((t) => [t, buildFieldsSchema(t)]),
) as unknown as Record<DocumentType, z.ZodType<Record<string, unknown>>>;

/** The schema of one field of a document type (undefined for an unknown name). */
export function fieldValueSchema(type: DocumentType, name: string): z.ZodType | undefined {
  const def = FIELD_DEFINITIONS[type].find((f) => f.name === name);
  return def ? fieldSchema(def) : undefined;
}

/** The whole extraction value as stored and returned by the engine. */
export const extractionValueSchema = z.strictObject({
  document_type: z.enum(DOCUMENT_TYPES),
  tax_year: z.number().int().min(1990).max(2100).nullable(),
  fields: z.record(z.string(), z.unknown()),
  confidence: z.number().min(0).max(1),
  field_confidence: z.record(z.string(), z.number().min(0).max(1)),
  warnings: z.array(z.string()),
  summary: z.string(),
  verification_status: z.enum(['verified', 'pending']),
});

export type ExtractionValue = z.infer<typeof extractionValueSchema>;
