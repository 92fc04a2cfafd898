import { describe, expect, it } from 'vitest';
import { CLASSIFY_RULES, classifyText } from './classify';

// Fragments of OCR text as the engine reads real pages (letters garbled the way tesseract garbles
// them); each test is about one structural fact of the form, named in CLASSIFY_RULES.
describe('classifyText: rules named by the form\'s structure', () => {
  it('every rule names the fact it relies on', () => {
    for (const rule of CLASSIFY_RULES) expect(rule.fact.length).toBeGreaterThan(8);
  });

  it('a W-2 sheet of employer-printed copies is a W-2 by its copy legends even when the title is unreadable', () => {
    const text = [
      "[Copy B  To Be Filed With Employee's  pan  2- Yo Be Filed With Employoe's State,",
      '[FEDERAL Tax Return.  or Local Income Tj Batu,',
      'Form WZ Weg seal Tus Ssaturmnt  2020',
      "ICopy C For EMPLOYEE'S RECORDS (See Notice  pa 2 sean)",
      'Thea party sick pay  123 Cade  Thra-pary sick pay',
    ].join('\n');
    expect(classifyText(text).type).toBe('w2');
  });

  it('a 1040-SR page is a 1040 by its title "U.S. Tax Return for Seniors"', () => {
    const text = '£1040-SR  of he Traaary Intamal Revenue Sarvica  2023\nU.S. Tax Return for Seniors  OMB No. 1545-0074\n1a Total amount from Form(s) W-2, box 1';
    expect(classifyText(text).type).toBe('1040');
  });

  it('a lender\'s substitute 1098 is a 1098 by its stacked title and its box labels', () => {
    const stacked = ['OMB No. 1545-1380', 'Ioan amount and the cost  2021  Mortgage', 'ot  by another param  1098  Interest', 'WOODGROVE BANK  rina  Fors', 'P.O. BOX 6543  interest received  Statement', 'SEATTLE, WA 98122-0123  $3,009.87'].join('\n');
    expect(classifyText(stacked).type).toBe('1098');
    const labels = '6 Points paid on purchase of principal residence\n9 Number of properties securing the mortgage  10 Other\n11 Mortgage acquisition date\nForm 1098  (keep for your records)';
    expect(classifyText(labels).type).toBe('1098');
  });

  it('the three stacked title words must end nearby lines: words scattered through instructions do not count', () => {
    const text = ['the mortgage', 'a', 'b', 'c', 'd', 'e', 'any interest', 'f', 'g', 'h', 'i', 'this statement'].join('\n');
    expect(classifyText(text).scores['1098']).toBeUndefined();
  });

  it('a photographed 1040 page whose title lines OCR interleaved is a 1040 by its income lines', () => {
    // OCR of a phone photo of a 2024 Form 1040 (the rotated "Form" lost, the title split over two lines).
    const text = [
      '1040 Us. of the Treasury Income Tox Return  2024',
      'Individual  OMB No. 1545-0074  IRS Use Only Do not write or staple the space',
      'Filing Status  Single  1 Head of household (HOH)',
      'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income  9  73,237.40',
      'Subtract line 10 from line 9. This is your adjusted gross income  11  73,237.40',
      '1a Total amount from Form(s) W-2, box 1 (see instructions)',
    ].join('\n');
    expect(classifyText(text).type).toBe('1040');
  });

  it('a photographed 1040 whose title blur lost is not a 1099-R by the 1099-R its margin instruction cites', () => {
    // OCR of a generated phone photo of a 2024 Form 1040 (bench seed 58231): "Income Tax Return" lost, the margin read.
    const text = [
      '£1040 Department of the  intemal  Tax Retum_  2024 OMB No. 1545-0074',
      'Treasury Revenue Senvce',
      'U.S. Individual Income',
      'Filing Status & Single  [J Head of household (HOH)',
      'Income  1a Total amount from Form(s) W-2, box 1 (see instructions)  1a',
      'W-2here.Also  © Tip income not reported on line 1a (see instructions)  1c',
      '1099-R if tax  e Taxable dependent care benefits from Form 2441, line 26',
      'Form 1040 2024)',
    ].join('\n');
    const c = classifyText(text);
    expect(c.type).toBe('1040');
    expect(c.scores['1099-r'] ?? 0).toBeLessThan(5);
  });

  it('a 1099-R is still a 1099-R by its own form number', () => {
    expect(classifyText('Form 1099-R  Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs\n1 Gross distribution').type).toBe('1099-r');
    expect(classifyText('1099-R  OMB No. 1545-0119\n1 Gross distribution $ 12,000.00\n7 Distribution code(s) 7').type).toBe('1099-r');
  });

  it('Schedule B, which cites "Form 1040 or 1040-SR", stays other', () => {
    const text = 'SCHEDULE B (Form 1040)  Interest and Ordinary Dividends\n2 Add the amounts on line 1\n4 Subtract line 3 from line 2. Enter the result here and on Form 1040 or 1040-SR, line 2b\n6 Enter the total here and on Form 1040 or 1040-SR, line 3b';
    expect(classifyText(text).type).toBe('other');
  });

  it('a 1099-A (Acquisition or Abandonment of Secured Property) stays other', () => {
    const text = "Acquisition or Abandonment of Secured Property  Form 1099-A\n1 Date of lender's acquisition or knowledge of abandonment  2 Balance of principal outstanding\n4 Fair market value of property  5 If checked, the borrower was personally liable for repayment of the debt\n6 Description of property";
    expect(classifyText(text).type).toBe('other');
  });

  it('a 1098-E (Student Loan Interest Statement) is never read as a 1098', () => {
    const text = "Form 1098-E  Student Loan Interest Statement\n1 Student loan interest received by lender\nRECIPIENT'S/LENDER'S name  BORROWER'S name";
    expect(classifyText(text).type).not.toBe('1098');
  });
  it('a photographed 1099-MISC whose form number blur lost is named by its own box labels', () => {
    // The form number read "1099-MSG", the title's "Miscellaneous" with a letter misread: three of the 2025 form's box labels remain.
    const text = "Form 1099-MSG  Miscelaneous Informaton\n9 Crop insurance proceeds  10 Gross proceeds paid to an attorney\n6 Medical and health care payments  11 Fish purchased for resale";
    expect(classifyText(text).type).toBe('1099-misc');
    const labels = '6 Medical and health care payments\n8 Substitute payments in lieu of dividends or interest\n9 Crop insurance proceeds';
    expect(classifyText(labels).type).toBe('1099-misc');
  });

  it('a title "Misc... Information" read with one letter wrong still counts as the 1099-MISC title', () => {
    expect(classifyText('Miscellanecus Information\n1 Rents  2 Royalties').type).toBe('1099-misc');
  });

  it('a 1099-NEC, which prints the direct-sales box too, is not taken for a 1099-MISC', () => {
    const text = 'Form 1099-NEC  Nonemployee Compensation\n1 Nonemployee compensation  2 Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale';
    expect(classifyText(text).type).toBe('1099-nec');
  });

  it('a photographed 1098-E whose title lost its last word is a 1098-E by "Student" above "Loan Interest", its stacked title', () => {
    // OCR of a small phone photo of a 1098-E: "Statement" and the form number lost; the title's first two parts end two nearby lines.
    const text = ['Crs)  OB Nee. 1548 157%', 'Cancdw hatred  Student', 'ita]  dad', 'poeepgdit  Le  26 Loan Interest', 'Cy Nom  Smagrovce  Cowwry  IP Swag cote', 'Cin)  BORROWERS Te  $  120031]  Por Borrower'].join('\n');
    expect(classifyText(text).type).toBe('1098-e');
  });

  it('"student loan interest" read on one line (Schedule 1\'s deduction line) is not the stacked 1098-E title', () => {
    const text = 'SCHEDULE 1 (Form 1040)  Additional Income and Adjustments to Income\n21 Student loan interest deduction\n19a Alimony paid';
    expect(classifyText(text).type).toBe('other');
  });
  it('a small photographed 1099-INT is named by its form number with one digit of "1099" misread and its stacked title (ADR 158)', () => {
    // OCR of a 1099-INT phone photo, the page at 101 dpi (development seed 4141): "1009-INT", and "Interest" over "Income" each ending a line.
    const text = ['PAIR § ware weet sient Ofy  Mowe. SEM Of FOES COSY  HTN opterat  Tam  ee', 'Nag petal codn wr) Waghore 6.  + 1009-INT  Interest', 'or Fawr Bam', 'OM Mig Ae  DE  ad  Foon Sarnsary 200  Income', 'Cobastem, OM 41213'].join('\n');
    expect(classifyText(text)).toMatchObject({ type: '1099-int', scores: { '1099-int': 8 } });
    // Each alone: the misread number names it; the stacked title alone does not.
    expect(classifyText('Waghore 6.  + 1009-INT  Tam').type).toBe('1099-int');
    expect(classifyText('Waghore 6.  Interest\nOM Mig Ae  Income').scores['1099-int']).toBe(3);
    expect(classifyText('Form 1090-DIV  (Rev. January 2024)').type).toBe('1099-div');
  });

  it('a small photographed 1098-T is named by its form number misread ("1008-1") and "Tuition" ending a line, its stacked title (ADR 163)', () => {
    // OCR of a 1098-T phone photo, the page at 93 dpi (development seed 52718): the title's "Statement" lost, the number read twice, wrong.
    const text = ['Neto  tga al Inthe  a) a wt', 'Ch  mAY ees  wm  Tuition', 'Cy Noe  Ee  Eat]  a', 'x  vo  ro 1008-1', 'CT  Hel  g  Copy B', 'TUINS peor ttc ator  Toes wm  For  Student', 'ro 1008-7  [OEE  J  A'].join('\n');
    expect(classifyText(text)).toMatchObject({ type: '1098-t', scores: { '1098-t': 5 } });
    // Neither alone names it; the 1099-Q, which prints "tuition" in a box label, and the 1099s are never it.
    expect(classifyText('x  vo  ro 1008-1\nro 1008-7').type).toBe('other');
    expect(classifyText('Ch  mAY ees  wm  Tuition').type).toBe('other');
    expect(classifyText('Form 1099-1  Qualified tuition').scores['1098-t']).toBe(2);
    expect(classifyText('Form 1098-T  Tuition').scores['1098-t']).toBe(7);
    expect(classifyText('Form 1098-E  Tuition').scores['1098-t']).toBe(2);
  });

  it('a small photographed 1098-E read as taken is named by its box 2 label\'s date, "September 1, 2004", the month misread (ADR 163)', () => {
    // OCR of the 1098-E phone photo of seed 52718 (page at 113 dpi) read as taken: no title, no form number.
    const text = ['[7] CORRECTED (if checked)', 'OMB No.  1545-1578', "RECENT SALENDER'S name", 'Cmte Student [cans', '20 reve [SE ep  grater  rs 1', 'een avd Or CAPAMIS rere! for ONE Made before', 'Septerter  2004  0'].join('\n');
    expect(classifyText(text).type).toBe('1098-e');
    expect(classifyText('for loans made before September 1, 2004').type).toBe('1098-e');
    expect(classifyText('Mortgage origination date 09/01/2004').scores['1098-e']).toBeUndefined();
  });

  it('the misread form number is not the exact one counted twice, nor a number two digits off', () => {
    // Schedule B cites "Form 1099-INT": the exact number is the older rule's 5, not 10.
    expect(classifyText('Attach Form 1099-INT, Form 1099-OID, or substitute statement').scores['1099-int']).toBe(5);
    expect(classifyText('Form 1000-INT  1000-DIV').type).toBe('other');
    expect(classifyText('Form 1098-INT').type).toBe('1099-int');
    // "Interest income" read as one line in a sentence is the one-line rule's, not a stacked title as well.
    expect(classifyText('Taxable interest income from Form 1099').scores['1099-int']).toBe(3);
  });
});

