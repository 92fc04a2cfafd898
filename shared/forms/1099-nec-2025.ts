import { check, infoReturnParties, money, row } from './common';
import type { FormDefinition } from './types';

/** Form 1099-NEC (Rev. April 2025) (f1099nec-2025.pdf; template: Copy B, page 4). */
export const F1099_NEC_2025: FormDefinition = {
  id: '1099-nec-2025',
  type: '1099-nec',
  revision: 'Rev. April 2025',
  file: 'f1099nec-2025.pdf',
  templatePage: 3,
  boxes: [
    ...infoReturnParties({ year: 'f2_1', corrected: 'c2_1', payer: 'f2_2', payerTin: 'f2_3', recipientTin: 'f2_4', name: 'f2_5', street: 'f2_6', city: 'f2_7', account: 'f2_8' }),
    money('f2_9', 'box1_nonemployee_compensation', '1', 'Nonemployee compensation'),
    check('c2_3', 'box2_direct_sales_5000', '2', 'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale'),
    money('f2_10', 'box3_excess_golden_parachute', '3', 'Excess golden parachute payments'),
    money('f2_11', 'box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
    ...[0, 1].flatMap((i) => [
      row(i ? 'f2_13' : 'f2_12', 'states', i, 'state_tax_withheld', '5', 'State tax withheld', 'money'),
      row(i ? 'f2_15' : 'f2_14', 'states', i, 'state', '6', "State/Payer's state no.", 'state-and-id'),
      row(i ? 'f2_17' : 'f2_16', 'states', i, 'state_income', '7', 'State income', 'money'),
    ]),
  ],
};
