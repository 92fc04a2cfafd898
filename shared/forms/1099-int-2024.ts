import { box, infoReturnParties, money, row } from './common';
import type { FormDefinition } from './types';

/** Form 1099-INT (Rev. January 2024) (f1099int-2024.pdf; template: Copy B, page 4). */
export const F1099_INT_2024: FormDefinition = {
  id: '1099-int-2024',
  type: '1099-int',
  revision: 'Rev. January 2024',
  file: 'f1099int-2024.pdf',
  templatePage: 3,
  boxes: [
    ...infoReturnParties({ year: 'CalendarYear2_1', corrected: 'c2_1', payer: 'f2_1', payerTin: 'f2_2', recipientTin: 'f2_3', name: 'f2_4', street: 'f2_5', city: 'f2_6', account: 'f2_7' }),
    box('f2_8', 'payer_rtn', undefined, "Payer's RTN (optional)", 'text'),
    money('f2_9', 'box1_interest_income', '1', 'Interest income'),
    money('f2_10', 'box2_early_withdrawal_penalty', '2', 'Early withdrawal penalty'),
    money('f2_11', 'box3_us_savings_bond_treasury_interest', '3', 'Interest on U.S. Savings Bonds and Treasury obligations'),
    money('f2_12', 'box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
    money('f2_13', 'box5_investment_expenses', '5', 'Investment expenses'),
    money('f2_14', 'box6_foreign_tax_paid', '6', 'Foreign tax paid'),
    box('f2_15', 'box7_foreign_country', '7', 'Foreign country or U.S. possession', 'text'),
    money('f2_16', 'box8_tax_exempt_interest', '8', 'Tax-exempt interest'),
    money('f2_17', 'box9_private_activity_bond_interest', '9', 'Specified private activity bond interest'),
    money('f2_18', 'box10_market_discount', '10', 'Market discount'),
    money('f2_19', 'box11_bond_premium', '11', 'Bond premium'),
    money('f2_20', 'box12_bond_premium_treasury', '12', 'Bond premium on Treasury obligations'),
    money('f2_21', 'box13_bond_premium_tax_exempt', '13', 'Bond premium on tax-exempt bond'),
    box('f2_22', 'box14_cusip', '14', 'Tax-exempt and tax credit bond CUSIP no.', 'text'),
    ...[0, 1].flatMap((i) => [
      row(i ? 'f2_24' : 'f2_23', 'states', i, 'state', '15', 'State', 'state'),
      row(i ? 'f2_26' : 'f2_25', 'states', i, 'state_id', '16', 'State identification no.', 'text'),
      row(i ? 'f2_28' : 'f2_27', 'states', i, 'state_tax_withheld', '17', 'State tax withheld', 'money'),
    ]),
  ],
};
