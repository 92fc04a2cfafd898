import { box, check, infoReturnParties, money } from './common';
import type { FormDefinition } from './types';

/**
 * Form 1098 Mortgage Interest Statement (Rev. April 2025) (f1098-2025.pdf; template: Copy B,
 * page 3). The lender's panel gives `payer_*` and the borrower's gives `recipient_*`
 * (extraction-fields.md: "who pays the taxpayer" stays payer).
 */
export const F1098_2025: FormDefinition = {
  id: '1098-2025',
  type: '1098',
  revision: 'Rev. April 2025',
  file: 'f1098-2025.pdf',
  templatePage: 2,
  boxes: [
    ...infoReturnParties({ year: 'f2_1', corrected: 'c2_1', payer: 'f2_2', payerTin: 'f2_3', recipientTin: 'f2_4', name: 'f2_5', street: 'f2_6', city: 'f2_7', account: 'f2_10' }, true),
    money('f2_11', 'box1_mortgage_interest', '1', 'Mortgage interest received from payer(s)/borrower(s)'),
    money('f2_12', 'box2_outstanding_principal', '2', 'Outstanding mortgage principal'),
    box('f2_13', 'box3_origination_date', '3', 'Mortgage origination date', 'date'),
    money('f2_14', 'box4_refund_of_overpaid_interest', '4', 'Refund of overpaid interest'),
    money('f2_15', 'box5_mortgage_insurance_premiums', '5', 'Mortgage insurance premiums'),
    money('f2_16', 'box6_points_paid', '6', 'Points paid on purchase of principal residence'),
    check('c2_3', 'box7_property_address_same', '7', "If address of property securing mortgage is the same as PAYER'S/BORROWER'S address, the box is checked"),
    box('f2_17', 'box8_property_address', '8', 'Address or description of property securing mortgage', 'text'),
    box('f2_8', 'box9_number_of_properties', '9', 'Number of properties securing the mortgage', 'number'),
    box('f2_9', 'box10_other', '10', 'Other', 'text'),
    box('f2_18', 'box11_acquisition_date', '11', 'Mortgage acquisition date', 'date'),
  ],
};
