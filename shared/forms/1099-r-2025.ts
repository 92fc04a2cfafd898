import { box, check, infoReturnParties, money, row } from './common';
import type { FormDefinition } from './types';

/**
 * Form 1099-R 2025 (f1099r-2025.pdf; template: Copy B, page 4). An annual form: the year is printed
 * ("20" "25"), there is no box for it. Boxes 14-16 (state) and 17-19 (local) have two rows each.
 */
export const F1099_R_2025: FormDefinition = {
  id: '1099-r-2025',
  type: '1099-r',
  revision: '2025',
  file: 'f1099r-2025.pdf',
  templatePage: 3,
  boxes: [
    ...infoReturnParties({ corrected: 'c2_1', payer: 'f2_01', payerTin: 'f2_02', recipientTin: 'f2_03', name: 'f2_04', street: 'f2_05', city: 'f2_06', account: 'f2_07' }),
    money('f2_08', 'box1_gross_distribution', '1', 'Gross distribution'),
    money('f2_09', 'box2a_taxable_amount', '2a', 'Taxable amount'),
    check('c2_2', 'box2b_taxable_amount_not_determined', '2b', 'Taxable amount not determined'),
    check('c2_3', 'box2b_total_distribution', '2b', 'Total distribution'),
    money('f2_10', 'box3_capital_gain', '3', 'Capital gain (included in box 2a)'),
    money('f2_11', 'box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
    money('f2_12', 'box5_employee_contributions', '5', 'Employee contributions/Designated Roth contributions or insurance premiums'),
    money('f2_13', 'box6_net_unrealized_appreciation', '6', "Net unrealized appreciation in employer's securities"),
    box('f2_14', 'box7_distribution_codes', '7', 'Distribution code(s)', 'text'),
    check('c2_4', 'box7_ira_sep_simple', '7', 'IRA/SEP/SIMPLE'),
    money('f2_15', 'box8_other', '8', 'Other'),
    box('f2_16', 'box8_other_percent', '8', 'Other (percent)', 'number'),
    box('f2_17', 'box9a_percent_total_distribution', '9a', 'Your percentage of total distribution', 'number'),
    money('f2_18', 'box9b_total_employee_contributions', '9b', 'Total employee contributions'),
    money('f2_19', 'box10_amount_allocable_to_irr', '10', 'Amount allocable to IRR within 5 years'),
    box('f2_20', 'box11_first_year_roth', '11', '1st year of desig. Roth contrib.', 'calendar-year'),
    check('c2_5', 'box12_fatca', '12', 'FATCA filing requirement'),
    box('f2_21', 'box13_date_of_payment', '13', 'Date of payment', 'date'),
    ...[0, 1].flatMap((i) => [
      row(i ? 'f2_23' : 'f2_22', 'states', i, 'state_tax_withheld', '14', 'State tax withheld', 'money'),
      row(i ? 'f2_25' : 'f2_24', 'states', i, 'state', '15', "State/Payer's state no.", 'state-and-id', 'state_id'),
      row(i ? 'f2_27' : 'f2_26', 'states', i, 'state_distribution', '16', 'State distribution', 'money'),
      row(i ? 'f2_29' : 'f2_28', 'locals', i, 'local_tax_withheld', '17', 'Local tax withheld', 'money'),
      row(i ? 'f2_31' : 'f2_30', 'locals', i, 'locality', '18', 'Name of locality', 'text'),
      row(i ? 'f2_33' : 'f2_32', 'locals', i, 'local_distribution', '19', 'Local distribution', 'money'),
    ]),
  ],
};
