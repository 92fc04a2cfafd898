import { box, check, infoReturnParties, money, row } from './common';
import type { FormDefinition } from './types';

/** Form 1099-DIV (Rev. January 2024) (f1099div-2024.pdf; template: Copy B, page 4). */
export const F1099_DIV_2024: FormDefinition = {
  id: '1099-div-2024',
  type: '1099-div',
  revision: 'Rev. January 2024',
  file: 'f1099div-2024.pdf',
  templatePage: 3,
  boxes: [
    ...infoReturnParties({ year: 'f2_1', corrected: 'c2_1', payer: 'f2_2', payerTin: 'f2_3', recipientTin: 'f2_4', name: 'f2_5', street: 'f2_6', city: 'f2_7', account: 'f2_8' }),
    money('f2_9', 'box1a_total_ordinary_dividends', '1a', 'Total ordinary dividends'),
    money('f2_10', 'box1b_qualified_dividends', '1b', 'Qualified dividends'),
    money('f2_11', 'box2a_total_capital_gain', '2a', 'Total capital gain distr.'),
    money('f2_12', 'box2b_unrecaptured_1250_gain', '2b', 'Unrecap. Sec. 1250 gain'),
    money('f2_13', 'box2c_section_1202_gain', '2c', 'Section 1202 gain'),
    money('f2_14', 'box2d_collectibles_gain', '2d', 'Collectibles (28%) gain'),
    money('f2_15', 'box2e_section_897_ordinary_dividends', '2e', 'Section 897 ordinary dividends'),
    money('f2_16', 'box2f_section_897_capital_gain', '2f', 'Section 897 capital gain'),
    money('f2_17', 'box3_nondividend_distributions', '3', 'Nondividend distributions'),
    money('f2_18', 'box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
    money('f2_19', 'box5_section_199a_dividends', '5', 'Section 199A dividends'),
    money('f2_20', 'box6_investment_expenses', '6', 'Investment expenses'),
    money('f2_21', 'box7_foreign_tax_paid', '7', 'Foreign tax paid'),
    box('f2_22', 'box8_foreign_country', '8', 'Foreign country or U.S. possession', 'text'),
    money('f2_23', 'box9_cash_liquidation_distributions', '9', 'Cash liquidation distributions'),
    money('f2_24', 'box10_noncash_liquidation_distributions', '10', 'Noncash liquidation distributions'),
    check('c2_3', 'box11_fatca', '11', 'FATCA filing requirement'),
    money('f2_25', 'box12_exempt_interest_dividends', '12', 'Exempt-interest dividends'),
    money('f2_26', 'box13_private_activity_bond_interest_dividends', '13', 'Specified private activity bond interest dividends'),
    ...[0, 1].flatMap((i) => [
      row(i ? 'f2_28' : 'f2_27', 'states', i, 'state', '14', 'State', 'state'),
      row(i ? 'f2_30' : 'f2_29', 'states', i, 'state_id', '15', 'State identification no.', 'text'),
      row(i ? 'f2_32' : 'f2_31', 'states', i, 'state_tax_withheld', '16', 'State tax withheld', 'money'),
    ]),
  ],
};
