import type { DocumentType } from '#shared/extraction/document-types';
import type { ExtractedFields, FieldValue } from '#shared/extraction/fields';
import { canonicalToCents, isCanonicalMoney, type Cents } from '#shared/extraction/money';

/**
 * Distribution codes of Form 1099-R box 7: 2025 General Instructions / Instructions for Forms
 * 1099-R and 5498, "Guide to Distribution Codes" (codes 1-9 and letters A-Y; there is no I, O, V,
 * X or Z). At most two codes are printed in the box.
 */
export const DISTRIBUTION_CODES = new Set([...'123456789', ...'ABCDEFGHJKLMNPQRSTUWY']);

/** Form 8949 box letters of a 1099-B sale: A-C short-term, D-F long-term, X when neither (basis unknown). */
export const FORM_8949_BOXES = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'X']);

const cents = (v: FieldValue | undefined): Cents | undefined => (typeof v === 'string' && isCanonicalMoney(v) ? canonicalToCents(v) : undefined);

/**
 * The arithmetic and code checks of issue 22's forms (ADR 110). `fail` lowers the field's
 * confidence and adds the warning (checks.ts); warnings never quote identifiers.
 */
export function checkNewTypes(type: DocumentType, fields: ExtractedFields, fail: (name: string, message: string) => void): void {
  if (type === '1099-r') {
    const gross = cents(fields.box1_gross_distribution);
    const taxable = cents(fields.box2a_taxable_amount);
    if (gross !== undefined && taxable !== undefined && taxable > gross) fail('box2a_taxable_amount', 'Box 2a (taxable amount) is larger than box 1 (gross distribution).');
    const withheld = cents(fields.box4_federal_income_tax_withheld);
    if (gross !== undefined && withheld !== undefined && withheld > gross) fail('box4_federal_income_tax_withheld', 'Box 4 (federal income tax withheld) is larger than box 1 (gross distribution).');
    const codes = fields.box7_distribution_codes;
    if (typeof codes === 'string') {
      const chars = [...codes.replace(/[\s,]/g, '').toUpperCase()];
      if (chars.length === 0 || chars.length > 2 || chars.some((c) => !DISTRIBUTION_CODES.has(c)) || new Set(chars).size !== chars.length) {
        fail('box7_distribution_codes', 'Box 7 does not hold distribution codes from the IRS list; check the code.');
      }
    }
  }
  if (type === 'ssa-1099') {
    const paid = cents(fields.box3_benefits_paid);
    const repaid = cents(fields.box4_benefits_repaid);
    const net = cents(fields.box5_net_benefits);
    if (paid !== undefined && repaid !== undefined && net !== undefined && net !== paid - repaid) {
      fail('box5_net_benefits', 'Box 5 (net benefits) is not box 3 minus box 4; check the three amounts.');
    }
  }
  if (type === '1099-b') {
    const sales: Array<Record<string, unknown>> = Array.isArray(fields.sales) ? (fields.sales as Array<Record<string, unknown>>) : [];
    const topLevel = fields.box1d_proceeds !== undefined || fields.box1a_description !== undefined ? [fields as Record<string, unknown>] : [];
    const checkSale = (sale: Record<string, unknown>, where: string, field: string) => {
      const letter = sale.applicable_checkbox_8949;
      if (typeof letter === 'string' && !FORM_8949_BOXES.has(letter.toUpperCase())) fail(field, `${where}: the Form 8949 box is not one of A-F or X.`);
      if (sale.box1d_proceeds === undefined) fail(field, `${where}: no proceeds (box 1d) were read.`);
      // Boxes A and D are sales whose basis the broker reported to the IRS: it must be on the form.
      if ((letter === 'A' || letter === 'D') && sale.box1e_cost_basis === undefined) fail(field, `${where}: the basis (box 1e) is missing though the broker reported it.`);
      const acquired = sale.box1b_date_acquired;
      const sold = sale.box1c_date_sold;
      if (typeof acquired === 'string' && typeof sold === 'string' && acquired !== 'VARIOUS' && acquired > sold) fail(field, `${where}: the date acquired is after the date sold.`);
    };
    for (const sale of topLevel) checkSale(sale, 'The sale', 'box1d_proceeds');
    sales.forEach((sale, i) => checkSale(sale, `Sale ${i + 1}`, 'sales'));
  }
}
