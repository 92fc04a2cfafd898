import { DOCUMENT_TYPE_LABELS, type DocumentType } from './document-types';
import type { ExtractedFields, FieldValue } from './fields';
import { canonicalToCents, formatUsd, isCanonicalMoney } from './money';

/**
 * Plain-English summaries of issue 22's forms (ADR 110), built only from extracted fields. What
 * box 7 of a 1099-R means is said in words for the common codes (1099-R instructions, "Guide to
 * Distribution Codes"); other codes are named as printed.
 */
const str = (v: FieldValue | undefined): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const cents = (v: unknown): bigint | undefined => (typeof v === 'string' && isCanonicalMoney(v) ? canonicalToCents(v) : undefined);
const usd = (v: unknown): string | undefined => {
  const c = cents(v);
  return c === undefined ? undefined : formatUsd(c);
};
const signedUsd = (c: bigint): string => (c < 0n ? `-${formatUsd(-c)}` : formatUsd(c));

const CODE_MEANING: Record<string, string> = {
  '1': 'early distribution, no known exception',
  '2': 'early distribution, exception applies',
  '3': 'disability',
  '4': 'death',
  '7': 'normal distribution',
  G: 'direct rollover',
  H: 'direct rollover of a designated Roth account',
  D: 'annuity payments from nonqualified annuities',
  Q: 'qualified distribution from a Roth IRA',
  T: 'Roth IRA distribution, exception applies',
  J: 'early distribution from a Roth IRA',
};

function amountsPhrase(pairs: Array<[string, unknown]>): string {
  const parts = pairs.map(([name, v]) => (usd(v) ? `${name} ${usd(v)}` : undefined)).filter(Boolean);
  return parts.length ? `: ${parts.join(', ')}.` : '.';
}

/** The summary of a 1099-R, SSA-1099, 1099-G, 1099-B, 1098-T or 1098-E; undefined for the other types. */
export function summariseNewType(type: DocumentType, taxYear: number | null, fields: ExtractedFields): string | undefined {
  const label = DOCUMENT_TYPE_LABELS[type];
  const year = taxYear ? ` for ${taxYear}` : '';
  const payer = str(fields.payer_name);
  const from = payer ? ` from ${payer}` : '';
  switch (type) {
    case '1099-r': {
      const codes = str(fields.box7_distribution_codes);
      const meanings = codes ? [...codes.toUpperCase()].map((c) => CODE_MEANING[c]).filter(Boolean) : [];
      const taxable = fields.box2b_taxable_amount_not_determined === true && fields.box2a_taxable_amount === undefined ? ' The taxable amount was not determined by the payer.' : '';
      return `${label}${year}${from}${amountsPhrase([
        ['gross distribution', fields.box1_gross_distribution], ['taxable amount', fields.box2a_taxable_amount],
        ['federal income tax withheld', fields.box4_federal_income_tax_withheld],
      ])}${codes ? ` Distribution code ${codes}${meanings.length ? ` (${meanings.join('; ')})` : ''}.` : ''}${fields.box7_ira_sep_simple === true ? ' From an IRA, SEP or SIMPLE plan.' : ''}${taxable}`;
    }
    case 'ssa-1099': {
      const who = str(fields.beneficiary_name);
      const net = cents(fields.box5_net_benefits);
      const parts = [
        usd(fields.box3_benefits_paid) && `benefits paid ${usd(fields.box3_benefits_paid)}`,
        usd(fields.box4_benefits_repaid) && `repaid ${usd(fields.box4_benefits_repaid)}`,
        net !== undefined && `net benefits ${signedUsd(net)}`,
        usd(fields.box6_voluntary_federal_income_tax_withheld) && `federal income tax withheld ${usd(fields.box6_voluntary_federal_income_tax_withheld)}`,
      ].filter(Boolean);
      const medicare = [
        usd(fields.medicare_part_b_premiums) && `Medicare Part B premiums ${usd(fields.medicare_part_b_premiums)}`,
        usd(fields.medicare_part_d_premiums) && `Part D ${usd(fields.medicare_part_d_premiums)}`,
      ].filter(Boolean);
      return `Social security benefit statement (${label})${year}${who ? ` for ${who}` : ''}${parts.length ? `: ${parts.join(', ')}.` : '.'}${medicare.length ? ` Deducted from benefits: ${medicare.join(', ')}.` : ''}`;
    }
    case '1099-g': {
      const refundYear = typeof fields.box3_tax_year_of_refund === 'number' ? ` (for tax year ${fields.box3_tax_year_of_refund})` : '';
      const refund = usd(fields.box2_state_local_refunds);
      return `${label}${year}${from}${amountsPhrase([
        ['unemployment compensation', fields.box1_unemployment_compensation], ['federal income tax withheld', fields.box4_federal_income_tax_withheld],
        ['taxable grants', fields.box6_taxable_grants], ['agriculture payments', fields.box7_agriculture_payments],
      ])}${refund ? ` State or local income tax refund ${refund}${refundYear}.` : ''}`;
    }
    case '1098-t': {
      const flags = [
        fields.box8_half_time_student === true && 'at least half-time student',
        fields.box9_graduate_student === true && 'graduate student',
        fields.box7_includes_next_period === true && 'box 1 includes amounts for a period starting January-March of next year',
      ].filter(Boolean);
      const who = str(fields.recipient_name);
      return `${label}${year}${from}${who ? ` for ${who}` : ''}${amountsPhrase([
        ['payments received for qualified tuition', fields.box1_payments_received], ['scholarships or grants', fields.box5_scholarships_grants],
        ['prior-year adjustments', fields.box4_adjustments_prior_year],
      ])}${flags.length ? ` ${flags.join('; ').replace(/^./, (c) => c.toUpperCase())}.` : ''}`;
    }
    case '1098-e':
      return `${label}${year}${from}${amountsPhrase([['student loan interest paid', fields.box1_student_loan_interest]])}`;
    case '1099-b': {
      const rows: Array<Record<string, unknown>> = Array.isArray(fields.sales) ? (fields.sales as Array<Record<string, unknown>>) : fields.box1d_proceeds !== undefined ? [fields] : [];
      let proceeds = 0n;
      let basis = 0n;
      let known = 0;
      for (const sale of rows) {
        const p = cents(sale.box1d_proceeds);
        const b = cents(sale.box1e_cost_basis);
        if (p !== undefined) proceeds += p;
        if (p !== undefined && b !== undefined) {
          basis += b;
          known += 1;
        }
      }
      const n = rows.length;
      if (n === 0) return `${label}${year}${from}. No sales were read.`;
      const gain = known === n ? ` Basis ${formatUsd(basis)}, gain or loss before adjustments ${signedUsd(proceeds - basis)}.` : ' The basis of some sales is not on the form.';
      return `${label}${year}${from}: ${n} sale${n === 1 ? '' : 's'}, proceeds ${formatUsd(proceeds)}.${gain}`;
    }
    default:
      return undefined;
  }
}
