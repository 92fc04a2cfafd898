import { check, money } from './common';
import { splitAddressParties } from './parties-2026';
import type { FormDefinition } from './types';

/**
 * Form 1098-E 2026 (f1098e-2026.pdf; template: Copy B, page 3). An annual form (the year is printed,
 * "20" "26"); the lender gives `payer_*`, the borrower `recipient_*` (extraction-fields.md).
 */
export const F1098_E_2026: FormDefinition = {
  id: '1098-e-2026',
  type: '1098-e',
  revision: '2026',
  file: 'f1098e-2026.pdf',
  templatePage: 2,
  boxes: [
    ...splitAddressParties({ payer: "RECIPIENT'S/LENDER'S name", payerTin: "RECIPIENT'S TIN", recipient: "BORROWER'S name", recipientTin: "BORROWER'S TIN", account: 'Account number (see instructions)', room: 'Room/suite no.', apt: 'Apt. no.' }),
    money('f2_19', 'box1_student_loan_interest', '1', 'Student loan interest received by lender'),
    check('c2_2', 'box2_excludes_origination_fees', '2', 'If checked, box 1 does not include loan origination fees and/or capitalized interest for loans made before September 1, 2004'),
  ],
};
