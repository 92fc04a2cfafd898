import { box, check, infoReturnParties, money, row } from './common';
import type { FormDefinition } from './types';

/** Form 1099-G (Rev. March 2024) (f1099g-2024.pdf; template: Copy B, page 4). */
export const F1099_G_2024: FormDefinition = {
  id: '1099-g-2024',
  type: '1099-g',
  revision: 'Rev. March 2024',
  file: 'f1099g-2024.pdf',
  templatePage: 3,
  boxes: [
    ...infoReturnParties({ year: 'f2_1', corrected: 'c2_1', payer: 'f2_2', payerTin: 'f2_3', recipientTin: 'f2_4', name: 'f2_5', street: 'f2_6', city: 'f2_7', account: 'f2_8' }),
    money('f2_9', 'box1_unemployment_compensation', '1', 'Unemployment compensation'),
    money('f2_10', 'box2_state_local_refunds', '2', 'State or local income tax refunds, credits, or offsets'),
    box('f2_11', 'box3_tax_year_of_refund', '3', 'Box 2 amount is for tax year', 'calendar-year'),
    money('f2_12', 'box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
    money('f2_13', 'box5_rtaa_payments', '5', 'RTAA payments'),
    money('f2_14', 'box6_taxable_grants', '6', 'Taxable grants'),
    money('f2_15', 'box7_agriculture_payments', '7', 'Agriculture payments'),
    check('c2_3', 'box8_trade_or_business', '8', 'If checked, box 2 is trade or business income'),
    money('f2_16', 'box9_market_gain', '9', 'Market gain'),
    ...[0, 1].flatMap((i) => [
      row(i ? 'f2_18' : 'f2_17', 'states', i, 'state', '10a', 'State', 'state'),
      row(i ? 'f2_20' : 'f2_19', 'states', i, 'state_id', '10b', 'State identification no.', 'text'),
      row(i ? 'f2_22' : 'f2_21', 'states', i, 'state_tax_withheld', '11', 'State income tax withheld', 'money'),
    ]),
  ],
};
