import { box, check, part } from './common';
import type { FormBox } from './types';

/**
 * The party boxes of the 2026 information returns that split each address into its own boxes
 * (Form 1098-T 2026, 1098-E 2026): the filer's/lender's name, street, room or suite, city, state or
 * province, country, ZIP and telephone number; its TIN; the student's/borrower's TIN, name and address
 * in the same parts; the account number. Widget names as on both forms' Copy B (f2_1 … f2_18).
 * An address is joined as "street, room, city, state ZIP, country" (the parts that are filled).
 */
export function splitAddressParties(labels: { payer: string; payerTin: string; recipient: string; recipientTin: string; account: string; room: string; apt: string }): FormBox[] {
  const address = (field: string, w: [string, string, string, string, string, string], room: string): FormBox[] => [
    part(w[0], field, 0, ', ', 'Street address'),
    part(w[1], field, 1, ', ', room),
    part(w[2], field, 2, ', ', 'City/town'),
    part(w[3], field, 3, ', ', 'State/province'),
    part(w[4], field, 4, ' ', 'ZIP/foreign code'),
    part(w[5], field, 5, ', ', 'Country'),
  ];
  return [
    check('c2_1', 'corrected', undefined, 'CORRECTED'),
    box('f2_1', 'payer_name', undefined, labels.payer, 'text'),
    ...address('payer_address', ['f2_2', 'f2_3', 'f2_4', 'f2_5', 'f2_7', 'f2_6'], labels.room),
    box('f2_8', 'payer_phone', undefined, 'Telephone number', 'text'),
    box('f2_9', 'payer_tin', undefined, labels.payerTin, 'tin'),
    box('f2_10', 'recipient_tin', undefined, labels.recipientTin, 'tin'),
    box('f2_11', 'recipient_name', undefined, labels.recipient, 'text'),
    ...address('recipient_address', ['f2_12', 'f2_13', 'f2_14', 'f2_15', 'f2_17', 'f2_16'], labels.apt),
    box('f2_18', 'account_number', undefined, labels.account, 'text'),
  ];
}
