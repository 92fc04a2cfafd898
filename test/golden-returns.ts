/**
 * Inputs of the golden returns that more than one test fills or checks. Each return's arithmetic,
 * line by line, is written beside its case in shared/tax/2025/golden.test.ts.
 */
import type { EstimateInput } from '#shared/tax/2025/estimate';

/** G2: single parent (head of household), two children: EIC, CTC and child care. */
export const G2_SINGLE_PARENT: EstimateInput = {
  filingStatus: 'head_of_household',
  taxpayer: { dateOfBirth: '1990-08-01' },
  dependents: [
    { name: 'Maya', dateOfBirth: '2016-05-02', relationship: 'Daughter', monthsInHome: 12 },
    { name: 'Leo', dateOfBirth: '2019-11-20', relationship: 'Son', monthsInHome: 12 },
  ],
  careProviders: [{ name: 'Little Stars Daycare', tin: '12-3456789', amountPaid: '4000.00' }],
  documents: { w2: [{ id: 'w', label: 'Grocer', fields: { box1_wages: '28000.00', box2_federal_income_tax_withheld: '1000.00' } }] },
};

/** G4: student with a 1098-T (American opportunity credit) and a 1098-E. */
export const G4_STUDENT: EstimateInput = {
  filingStatus: 'single',
  taxpayer: { dateOfBirth: '2003-09-09' },
  students: [{ who: 'taxpayer', name: 'Sam Lee', documentIds: ['t'], halfTime: true, aotcYearsClaimed: 2, firstFourYearsDone: false }],
  documents: {
    w2: [{ id: 'w', label: 'Campus Cafe', fields: { box1_wages: '18000.00', box2_federal_income_tax_withheld: '600.00' } }],
    '1098-t': [{ id: 't', label: 'State University', fields: { box1_payments_received: '6000.00', box5_scholarships_grants: '1500.00', box8_half_time_student: true } }],
    '1098-e': [{ id: 'e', label: 'Loan Servicer', fields: { box1_student_loan_interest: '900.00' } }],
  },
};

/** G5: investor with a multi-sale 1099-B, a wash sale and a loss carryover in and out. */
export const G5_INVESTOR: EstimateInput = {
  filingStatus: 'single',
  taxpayer: { dateOfBirth: '1970-01-01' },
  capitalLossCarryover: { shortTerm: '1000.00', longTerm: '2500.00' },
  documents: {
    w2: [{ id: 'w', label: 'Bank', fields: { box1_wages: '95000.00', box2_federal_income_tax_withheld: '14000.00' } }],
    '1099-b': [{ id: 'b', label: 'Broker', fields: { sales: [
      { applicable_checkbox_8949: 'A', box1a_description: '100 XYZ', box1d_proceeds: '10000.00', box1e_cost_basis: '12000.00' },
      { applicable_checkbox_8949: 'A', box1a_description: '50 ABC', box1d_proceeds: '5000.00', box1e_cost_basis: '4000.00', box1g_wash_sale_loss_disallowed: '300.00' },
      { box2_long_term: true, box12_basis_reported: true, box1a_description: '200 QRS', box1d_proceeds: '20000.00', box1e_cost_basis: '26000.00' },
    ] } }],
  },
};

/** G9: saver's credit at 50 %. */
export const G9_SAVER: EstimateInput = {
  filingStatus: 'single',
  taxpayer: { dateOfBirth: '1995-07-07', fullTimeStudent: false },
  retirementContributions: { taxpayer: '2500.00' },
  documents: { w2: [{ id: 'w', label: 'Clinic', fields: { box1_wages: '22000.00', box2_federal_income_tax_withheld: '1200.00' } }] },
};
