import { check, infoReturnParties, money, row } from './common';
import type { FormDefinition } from './types';

/** Form 1099-MISC (Rev. April 2025) (f1099msc-2025.pdf; template: Copy B, page 4). */
export const F1099_MISC_2025: FormDefinition = {
  id: '1099-misc-2025',
  type: '1099-misc',
  revision: 'Rev. April 2025',
  file: 'f1099msc-2025.pdf',
  templatePage: 3,
  boxes: [
    ...infoReturnParties({ year: 'f2_1', corrected: 'c2_1', payer: 'f2_2', payerTin: 'f2_3', recipientTin: 'f2_4', name: 'f2_5', street: 'f2_6', city: 'f2_7', account: 'f2_8' }),
    money('f2_9', 'box1_rents', '1', 'Rents'),
    money('f2_10', 'box2_royalties', '2', 'Royalties'),
    money('f2_11', 'box3_other_income', '3', 'Other income'),
    money('f2_12', 'box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
    money('f2_13', 'box5_fishing_boat_proceeds', '5', 'Fishing boat proceeds'),
    money('f2_14', 'box6_medical_health_care_payments', '6', 'Medical and health care payments'),
    check('c2_4', 'box7_direct_sales_5000', '7', 'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale'),
    money('f2_15', 'box8_substitute_payments', '8', 'Substitute payments in lieu of dividends or interest'),
    money('f2_16', 'box9_crop_insurance_proceeds', '9', 'Crop insurance proceeds'),
    money('f2_17', 'box10_gross_proceeds_attorney', '10', 'Gross proceeds paid to an attorney'),
    money('f2_18', 'box11_fish_purchased_for_resale', '11', 'Fish purchased for resale'),
    money('f2_19', 'box12_section_409a_deferrals', '12', 'Section 409A deferrals'),
    check('c2_3', 'box13_fatca', '13', 'FATCA filing requirement'),
    money('f2_21', 'box15_nonqualified_deferred_compensation', '15', 'Nonqualified deferred compensation'),
    ...[0, 1].flatMap((i) => [
      row(i ? 'f2_23' : 'f2_22', 'states', i, 'state_tax_withheld', '16', 'State tax withheld', 'money'),
      row(i ? 'f2_25' : 'f2_24', 'states', i, 'state', '17', "State/Payer's state no.", 'state-and-id'),
      row(i ? 'f2_27' : 'f2_26', 'states', i, 'state_income', '18', 'State income', 'money'),
    ]),
  ],
};
