import { check, money } from './common';
import { splitAddressParties } from './parties-2026';
import type { FormDefinition } from './types';

/**
 * Form 1098-T 2026 (f1098t-2026.pdf; template: Copy B, page 3). An annual form (the year is printed,
 * "20" "26"); the filer (the school) gives `payer_*`, the student `recipient_*` (extraction-fields.md).
 * Boxes 2 and 3 are no longer used and have no widget.
 */
export const F1098_T_2026: FormDefinition = {
  id: '1098-t-2026',
  type: '1098-t',
  revision: '2026',
  file: 'f1098t-2026.pdf',
  templatePage: 2,
  boxes: [
    ...splitAddressParties({ payer: "FILER'S name", payerTin: "FILER'S employer identification no.", recipient: "STUDENT'S name", recipientTin: "STUDENT'S TIN", account: 'Service Provider/Acct. No. (see instr.)', room: 'Room/suite no.', apt: 'Apt. no.' }),
    money('f2_19', 'box1_payments_received', '1', 'Payments received for qualified tuition and related expenses'),
    money('f2_20', 'box4_adjustments_prior_year', '4', 'Adjustments made for a prior year'),
    money('f2_21', 'box5_scholarships_grants', '5', 'Scholarships or grants'),
    money('f2_22', 'box6_adjustments_scholarships_prior_year', '6', 'Adjustments to scholarships or grants for a prior year'),
    check('c2_3', 'box7_includes_next_period', '7', 'Checked if the amount in box 1 includes amounts for an academic period beginning January–March'),
    check('c2_4', 'box8_half_time_student', '8', 'Checked if at least half-time student'),
    check('c2_5', 'box9_graduate_student', '9', 'Checked if a graduate student'),
    money('f2_23', 'box10_insurance_reimbursements', '10', 'Ins. contract reimb./refund'),
  ],
};
