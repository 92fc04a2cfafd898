import type { BoxKind, FormBox } from './types';

/** A box holding one value. */
export const box = (widget: string, field: string, boxNo: string | undefined, label: string, kind: BoxKind): FormBox => ({ widget, field, ...(boxNo ? { box: boxNo } : {}), label, kind });
export const money = (widget: string, field: string, boxNo: string, label: string): FormBox => box(widget, field, boxNo, label, 'money');
export const check = (widget: string, field: string, boxNo: string | undefined, label: string): FormBox => box(widget, field, boxNo, label, 'checkbox');
/** One item of a list row (state rows, box 12). */
export const row = (widget: string, list: string, index: number, item: string, boxNo: string, label: string, kind: BoxKind, id?: string): FormBox => ({ widget, field: list, box: boxNo, label, kind, list: { row: index, item, ...(id ? { id } : {}) } });
/** One part of a value made of several widgets. */
export const part = (widget: string, field: string, index: number, separator: string, label: string, kind: BoxKind = 'text', boxNo?: string): FormBox => ({ ...box(widget, field, boxNo, label, kind), part: { index, separator } });

/**
 * The party boxes every 1099 shares: payer panel, TINs, recipient name and address lines, account
 * number, CORRECTED checkbox and the calendar year. Widget names as on the 1099-NEC/MISC/DIV pages.
 */
export function infoReturnParties(w: { year?: string; corrected: string; payer: string; payerTin: string; recipientTin: string; name: string; street: string; city: string; account: string }, lender = false): FormBox[] {
  return [
    // An annual form (1099-R, 1098-T, 1098-E) prints its year; a continuous-use one has a box for it.
    ...(w.year ? [box(w.year, 'tax_year', undefined, 'For calendar year', 'year')] : []),
    check(w.corrected, 'corrected', undefined, 'CORRECTED'),
    { ...box(w.payer, 'payer', undefined, lender ? "RECIPIENT'S/LENDER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no." : "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.", 'party'), party: 'payer' },
    box(w.payerTin, 'payer_tin', undefined, lender ? "RECIPIENT'S/LENDER'S TIN" : "PAYER'S TIN", 'tin'),
    box(w.recipientTin, 'recipient_tin', undefined, lender ? "PAYER'S/BORROWER'S TIN" : "RECIPIENT'S TIN", 'tin'),
    box(w.name, 'recipient_name', undefined, lender ? "PAYER'S/BORROWER'S name" : "RECIPIENT'S name", 'text'),
    part(w.street, 'recipient_address', 0, ', ', 'Street address (including apt. no.)'),
    part(w.city, 'recipient_address', 1, ', ', 'City or town, state or province, country, and ZIP or foreign postal code'),
    box(w.account, 'account_number', undefined, 'Account number (see instructions)', 'text'),
  ];
}
