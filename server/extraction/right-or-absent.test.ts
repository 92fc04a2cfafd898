import { describe, expect, it } from 'vitest';
import { cutName, designatorMisread, labelPiecesOnly, formWords, garbledAddress, implausibleLocality, ledByAnotherLine, ledByLabelWords, withoutStreetLine, isStateIdShaped, printedNumberEcho, runChecks, withoutLabelWords } from './checks';
import { buildLayout, type Token } from './layout';
import { centsPointLost, pagePrintsCents, splitPartyBlock, UNSURE_CONF } from './parsers/common';
import { ACCOUNT_IS_SENTENCE, parseInfoReturnPage } from './parsers/info-returns';
import { parse1040Page } from './parsers/f1040';
import { isColumnBoxNumber } from './parsers/tables';

const tok = (text: string, x0: number, y0: number, w = text.length * 12, h = 20, source: 'ocr' | 'text' = 'ocr'): Token => ({ text, x0, y0, x1: x0 + w, y1: y0 + h, conf: 0.93, source });

describe('a page that prints cents: an amount read without its point', () => {
  it.each([
    ['75300', '753.00'],
    ['753 00', '753.00'],
    ['$ 14700', '147.00'],
    ['654 00]', '654.00'],
    ['1234567', '12345.67'],
  ])('%s is read as %s', (text, want) => {
    expect(centsPointLost(text)).toBe(want);
  });

  it.each(['753.00', '1,234', '12', 'WA 98001', '1 234 567'])('%s is not a run that lost its point', (text) => {
    expect(centsPointLost(text)).toBeUndefined();
  });

  const amounts = [tok('654.00', 900, 100), tok('963.00', 900, 200), tok('741.00', 900, 300)];
  it('the page style needs three amounts printed with cents, and OCR (a text layer has its points)', () => {
    expect(pagePrintsCents(buildLayout(amounts, 1600, 1200, 'ocr'))).toBe(true);
    expect(pagePrintsCents(buildLayout(amounts.slice(0, 2), 1600, 1200, 'ocr'))).toBe(false);
    expect(pagePrintsCents(buildLayout(amounts.map((t) => ({ ...t, source: 'text' as const })), 1600, 1200, 'text'))).toBe(false);
  });

  const box6 = (value: string, extra: Token[]) =>
    parseInfoReturnPage('1099-int', buildLayout([tok('Form 1099-INT', 700, 20), tok('6 Foreign tax paid', 400, 600), tok('$', 400, 640, 12), tok(value, 520, 640), ...extra], 1600, 1200, 'ocr')).fields.box6_foreign_tax_paid;

  it('the 1099-INT box 6 "75300" on a page that prints cents is 753.00, shown as "check this value"', () => {
    const v = box6('75300', amounts);
    expect(v?.value).toBe('753.00');
    expect(v?.conf).toBeLessThanOrEqual(UNSURE_CONF);
  });

  it('on a page of whole-dollar amounts "6106" stays 6106.00 at its own confidence', () => {
    const v = box6('6106', [tok('3580', 900, 100), tok('8453', 900, 200)]);
    expect(v?.value).toBe('6106.00');
    expect(v?.conf).toBeGreaterThan(0.8);
  });
});

describe('the payer block: "and telephone no."', () => {
  it('a "PHONE NO." line is the telephone, not a line of the address', () => {
    const line = (text: string) => ({ text, conf: 0.9 });
    const out = splitPartyBlock([line('CONTOSO BANK'), line('P.O BOX 6543'), line('SEATTLE WA 98122-4567'), line('PHONE NO. 1-206-123-4567')]);
    expect(out.phone?.value).toBe('1-206-123-4567');
    expect(out.address?.value).toBe('P.O BOX 6543, SEATTLE WA 98122-4567');
  });
});

describe('values the form does not explain are left out', () => {
  it('a 1040 name with its first-name cell unread is incomplete and left out; both cells give the name', () => {
    const head = [tok('Your first name and middle initial', 60, 200, 400), tok('Last name', 700, 200, 120), tok('Your social security number', 1500, 200, 330)];
    const withBoth = parse1040Page(buildLayout([...head, tok('Pascale', 60, 240), tok('Weydert', 700, 240)], 2363, 3001, 'ocr'));
    expect(withBoth.fields.taxpayer_name?.value).toBe('Pascale Weydert');
    const lastOnly = parse1040Page(buildLayout([...head, tok('Weydert', 700, 240)], 2363, 3001, 'ocr'));
    expect(lastOnly.fields.taxpayer_name).toBeUndefined();
  });

  it('a 1040 address without its city box read is incomplete and left out; with street, city, state and ZIP it is read', () => {
    const head = [
      tok('Home address (number and street). If you have a P.O. box, see instructions.', 60, 400, 900), tok('Apt. no.', 1100, 400, 100),
      tok('City, town, or post office. If you have a foreign address, also complete spaces below.', 60, 480, 1000), tok('State', 1150, 480, 60), tok('ZIP code', 1300, 480, 100),
    ];
    const values = [tok('123 Fremont Ave', 60, 440), tok('Seattle', 60, 520), tok('WA', 1150, 520, 30), tok('98103', 1300, 520)];
    expect(parse1040Page(buildLayout([...head, ...values], 2363, 3001, 'ocr')).fields.address?.value).toBe('123 Fremont Ave, Seattle, WA 98103');
    const noCity = values.filter((t) => t.text !== 'Seattle');
    expect(parse1040Page(buildLayout([...head, ...noCity], 2363, 3001, 'ocr')).fields.address).toBeUndefined();
  });

  it('an account number is an identifier: the instructions on a substitute 1098 are not one', () => {
    expect(ACCOUNT_IS_SENTENCE.test('account or other unique number the lender has Box 7. If the')).toBe(true);
    expect(ACCOUNT_IS_SENTENCE.test('i123456789')).toBe(false);
    expect(ACCOUNT_IS_SENTENCE.test('Acct 5655-68840 A')).toBe(false);
  });

  it('the "17" heading a 1099-INT state tax column is a box number, not an amount of the column', () => {
    for (const text of ['17', '| 17', '14', '[20]']) expect(isColumnBoxNumber(text)).toBe(true);
    for (const text of ['123.00', '21', '$ 17.00', '1,017']) expect(isColumnBoxNumber(text)).toBe(false);
  });
});

describe('checks: what the form does not support is left out', () => {
  it('an address or a name holding the form\'s instructions or a label continuation is left out', () => {
    const out = runChecks('1098', 2025, {
      box8_property_address: { value: "boxes 1 and 6; or because, you didn't report the refund", conf: 0.99 },
      payer_name: { value: 'Woodgrove Bank', conf: 0.97 },
    });
    expect(out.fields.box8_property_address).toBeUndefined();
    expect(out.fields.payer_name).toBe('Woodgrove Bank');
    const w2 = runChecks('w2', 2020, { employer_name: { value: 'and ZP code', conf: 0.7 } });
    expect(w2.fields.employer_name).toBeUndefined();
  });

  it('a state ID shaped like an amount, or a box number with garble, is not a state ID; the row keeps its other values', () => {
    expect(isStateIdShaped('3,975.36')).toBe(false);
    expect(isStateIdShaped('15 Er rm')).toBe(false);
    expect(isStateIdShaped('123456789')).toBe(true);
    expect(isStateIdShaped('12-3456789')).toBe(true);
    const out = runChecks('1099-nec', 2025, { states: { value: [{ state: 'CA', payer_state_no: '3,975.36', state_income: '3975.36' }], conf: 0.95 } });
    expect(out.fields.states).toEqual([{ state: 'CA', state_income: '3975.36' }]);
  });
});

describe('checks on OCR readings: a value whose own evidence is weak is absent, flagged', () => {
  const ocr = { ocr: true };
  const field = (value: string, conf = 0.6) => ({ value, conf });

  it('a garbled address (a character no address prints, a street number with other marks, a state code not in the USPS list, a ZIP of another length) is left out and flagged', () => {
    expect(garbledAddress('J#1¥ CENTRE AVE, PITTSBURGH PA, 15213')).toBe(true);
    expect(garbledAddress('YY ARASTRADERO RD, SUNNYVALE LY, 98004')).toBe(true);
    expect(garbledAddress('144 ARASTRADERO RD, SUNNYVALE CA, 9800')).toBe(true);
    expect(garbledAddress('3035 (ak Street, Columbus, OH 43215')).toBe(true);
    for (const good of ['1414 CENTRE AVE, PITTSBURGH, PA, 15213', '123 FREMONT AVE, APT. 55, SEATTLE WA 98001-0432', 'PO BOX 6543, SEATTLE, WA 98122-0123', '12-14 Elm St #5, Madison, WI 53703', '4567 Main Street, Buffalo, WA 12345', 'N123 County Rd K, Ely MN 55731', '12 Elm St (rear), Ely MN 55731']) {
      expect(garbledAddress(good)).toBe(false);
    }
    const out = runChecks('1099-misc', 2025, { payer_address: field('J#1¥ CENTRE AVE, PITTSBURGH PA, 15213', 0.3), payer_name: field('Acme Corp', 0.9) }, ocr);
    expect(out.fields.payer_address).toBeUndefined();
    expect(out.failedFields.has('payer_address')).toBe(true);
    expect(out.warnings.some((w) => /Payer's address could not be read reliably/.test(w))).toBe(true);
    // A text layer prints what was filled: the OCR rules do not judge it.
    expect(runChecks('1099-misc', 2025, { payer_address: field('YY ARASTRADERO RD, SUNNYVALE LY, 9800', 1) }).fields.payer_address).toBeDefined();
  });

  it('an OCR address led by another line (the party name, a neighbour\'s words) or out of an address\'s order is left out, flagged', () => {
    expect(ledByAnotherLine('Contoso Ltd, 123 Micoroft Way, Redmond, WA 12345')).toBe(true);
    expect(ledByAnotherLine('Summit, 6906 Park Blvd, Columbus, OH 43215')).toBe(true);
    expect(ledByAnotherLine('123 Micoroft Way, Redmond, WA 12345')).toBe(false);
    expect(ledByAnotherLine('One Microsoft Way, Redmond, WA 98052')).toBe(false);
    expect(ledByAnotherLine('PO BOX 6543, SEATTLE, WA 98122-0123')).toBe(false);
    const out = runChecks('w2', 2020, { employer_address: field('Contoso Ltd, 123 Micoroft Way, Redmond, WA 12345', 0.6), employee_address: field('4567 Main Street, Buffalo, WA 12345', 0.6) }, ocr);
    expect(out.fields.employer_address).toBeUndefined();
    expect(out.failedFields.has('employer_address')).toBe(true);
    expect(out.fields.employee_address).toBe('4567 Main Street, Buffalo, WA 12345');
    const order = runChecks('1099-int', 2025, { recipient_address: field('123 FREMONT AVE. APT. 55, WA, SEATTLE 98001-4567', 0.6) }, ocr);
    expect(order.fields.recipient_address).toBeUndefined();
    // From a text layer, out of order stays, flagged as before.
    expect(runChecks('1099-int', 2025, { recipient_address: field('123 FREMONT AVE. APT. 55, WA, SEATTLE 98001-4567', 0.9) }).fields.recipient_address).toBeDefined();
  });

  it('an OCR address without its street line (the city, state and ZIP alone) is left out, flagged (ADR 140)', () => {
    expect(withoutStreetLine('Springfield, IL 62701')).toBe(true);
    expect(withoutStreetLine('SALT LAKE CITY UT 84101-1234')).toBe(true);
    for (const good of ['123 Main St, Springfield, IL 62701', '123 Main St Springfield IL 62701', 'PO BOX 6543, SEATTLE, WA 98122-0123', 'One Microsoft Way, Redmond, WA 98052', '6607 Elm Road', 'Toronto, ON M5V 2T6']) {
      expect(withoutStreetLine(good)).toBe(false);
    }
    const out = runChecks('1099-int', 2025, { payer_address: field('Springfield, IL 62701', 0.6), recipient_address: field('4567 Main Street, Buffalo, WA 12345', 0.6) }, ocr);
    expect(out.fields.payer_address).toBeUndefined();
    expect(out.failedFields.has('payer_address')).toBe(true);
    expect(out.fields.recipient_address).toBe('4567 Main Street, Buffalo, WA 12345');
    // A text layer prints what was filled: not judged.
    expect(runChecks('1099-int', 2025, { payer_address: field('Springfield, IL 62701', 1) }).fields.payer_address).toBe('Springfield, IL 62701');
  });

  it('an OCR name cut short mid-word, or only a company designator, is left out, flagged (ADR 140)', () => {
    expect(cutName('Eve gre sen Payroll p')).toBe(true);
    for (const designator of ['LLC', 'LIC', 'L1C', 'Inc.', 'Corp']) expect(cutName(designator)).toBe(true);
    // Two letters or fewer: "LC" of "Harbor Media LLC" (seed 70721's 1099-MISC photo, ADR 163).
    for (const fragment of ['LC', 'or', 'B.']) expect(cutName(fragment)).toBe(true);
    for (const good of ['Evergreen Payroll Partners LLC', 'John Q', 'Contoso Ltd', 'Maria de la Cruz', 'Acme Co', 'IBM']) expect(cutName(good)).toBe(false);
    const out = runChecks('1099-nec', 2025, { payer_name: field('LIC', 0.6), recipient_name: field('Jordan P. Lee', 0.6) }, ocr);
    expect(out.fields.payer_name).toBeUndefined();
    expect(out.failedFields.has('payer_name')).toBe(true);
    expect(out.fields.recipient_name).toBe('Jordan P. Lee');
    const w2 = runChecks('w2', 2025, { employer_name: field('Eve gre sen Payroll p', 0.49) }, ocr);
    expect(w2.fields.employer_name).toBeUndefined();
  });

  it('a W-2 employee name of one word OCR\'d (its last-name part missing) asks to be checked', () => {
    const out = runChecks('w2', 2025, { employee_name: field('Olga', 0.9) }, ocr);
    expect(out.fields.employee_name).toBe('Olga');
    expect(out.fieldConfidence.employee_name).toBeLessThan(0.8);
    expect(runChecks('w2', 2025, { employee_name: field('Olga Schmidt', 0.9) }, ocr).fieldConfidence.employee_name).toBe(0.9);
  });

  it('a recipient name of one word, for a recipient whose TIN is an SSN (a person), asks to be checked; a company\'s (EIN) does not', () => {
    const person = runChecks('1099-b', 2025, { recipient_name: field('Petrova', 0.97), recipient_tin: field('123-45-6789', 0.97) }, ocr);
    expect(person.fields.recipient_name).toBe('Petrova');
    expect(person.fieldConfidence.recipient_name).toBeLessThan(0.8);
    expect(runChecks('1099-b', 2025, { recipient_name: field('Petrova', 0.97), recipient_tin: field('XXX-XX-6789', 0.97) }, ocr).fieldConfidence.recipient_name).toBeLessThan(0.8);
    expect(runChecks('1099-misc', 2025, { recipient_name: field('Acmeworks', 0.97), recipient_tin: field('12-3456789', 0.97) }, ocr).fieldConfidence.recipient_name).toBe(0.97);
    expect(runChecks('1099-b', 2025, { recipient_name: field('Olga Petrova', 0.97), recipient_tin: field('123-45-6789', 0.97) }, ocr).fieldConfidence.recipient_name).toBe(0.97);
  });

  it('a company designator OCR\'d as a look-alike ("Harbor Media LIC") is kept but asks to be checked (ADR 155)', () => {
    for (const misread of ['Harbor Media LIC', 'Acme Widgets lnc', 'Contoso C0', 'Northwind L1C']) expect(designatorMisread(misread)).toBe(true);
    for (const good of ['Harbor Media LLC', 'Acme Inc.', 'Jordan P. Lee', 'LIC', 'Maria de la Cruz']) expect(designatorMisread(good)).toBe(false);
    const out = runChecks('1099-nec', 2025, { payer_name: field('Harbor Media LIC', 0.97), recipient_name: field('Jordan P. Lee', 0.97) }, ocr);
    expect(out.fields.payer_name).toBe('Harbor Media LIC');
    expect(out.fieldConfidence.payer_name).toBeLessThan(0.95);
    expect(out.fieldConfidence.recipient_name).toBe(0.97);
  });

  it('a locality name of one letter is no locality: the item is dropped, the rest of its row kept (ADR 140)', () => {
    expect(implausibleLocality('i')).toBe(true);
    expect(implausibleLocality('.')).toBe(true);
    expect(implausibleLocality('Ely')).toBe(false);
    const out = runChecks('1099-r', 2025, { locals: { value: [{ local_tax_withheld: '12.00', locality: 'i' }], conf: 0.3 } }, ocr);
    expect(out.fields.locals).toEqual([{ local_tax_withheld: '12.00' }]);
    const w2 = runChecks('w2', 2025, { states: { value: [{ state: 'OH', locality_name: 'COLUMBUS' }], conf: 0.6 } }, ocr);
    expect(w2.fields.states).toEqual([{ state: 'OH', locality_name: 'COLUMBUS' }]);
  });

  it("the form's own label words read into a name or an address are dropped; a value of label words only is no value", () => {
    const words = formWords('1099-int');
    expect(withoutLabelWords('Street address (including, apt. no.), 6607 Elm Road', words)).toBe('6607 Elm Road');
    expect(withoutLabelWords('Riverside Community College $', words)).toBe('Riverside Community College');
    expect(withoutLabelWords('Woodgrove Bank, 123 Main St', words)).toBeUndefined();
    expect(withoutLabelWords('on of propert', formWords('1098'))).toBe('');
    const out = runChecks('1098', 2025, { box8_property_address: field('on of propert', 0.7), payer_name: field('Woodgrove Bank', 0.9) }, ocr);
    expect(out.fields.box8_property_address).toBeUndefined();
    expect(out.failedFields.has('box8_property_address')).toBe(true);
    expect(out.fields.payer_name).toBe('Woodgrove Bank');
    const int = runChecks('1099-int', 2025, { recipient_address: field('Street address (including, apt. no.), 6607 Elm Road', 0.9) }, ocr);
    expect(int.fields.recipient_address).toBe('6607 Elm Road');
    expect(int.fieldConfidence.recipient_address).toBeLessThan(0.8);
  });

  it("a name whose label part was taken off and whose rest still starts with the label's words is left out, not cut (ADR 163)", () => {
    // Seed 70721's 1099-G photo: "street address, city or town Summit Credit Union" (the label "PAYER'S name, street address, city or town, ...").
    const words = formWords('1099-g');
    expect(ledByLabelWords('city or town Summit Credit Union', words)).toBe(true);
    expect(ledByLabelWords('Summit Credit Union', words)).toBe(false);
    expect(ledByLabelWords('city or town', words)).toBe(false);
    const out = runChecks('1099-g', 2025, { payer_name: field('street address, city or town Summit Credit Union', 0.96), recipient_name: field('Priya Patel', 0.9) }, ocr);
    expect(out.fields.payer_name).toBeUndefined();
    expect(out.failedFields.has('payer_name')).toBe(true);
    expect(out.fields.recipient_name).toBe('Priya Patel');
    // A name that merely starts with words the form prints, with no label part read into it, stays.
    const bank = runChecks('1099-int', 2025, { payer_name: field('First Federal Savings Bank', 0.9) }, ocr);
    expect(bank.fields.payer_name).toBe('First Federal Savings Bank');
  });

  it("an amount that is the form's year, read unsurely, is what the form prints, not a value; another box's number is a real amount", () => {
    expect(printedNumberEcho('2024.00', 2024)).toBe(true);
    expect(printedNumberEcho('2025.00', 2024)).toBe(true);
    expect(printedNumberEcho('2024.50', 2024)).toBe(false);
    expect(printedNumberEcho('2.00', 2020)).toBe(false);
    const out = runChecks('1099-g', 2024, { box2_state_local_refunds: field('2024.00', 0.65), box1_unemployment_compensation: field('2024.00', 0.97) }, ocr);
    expect(out.fields.box2_state_local_refunds).toBeUndefined();
    expect(out.failedFields.has('box2_state_local_refunds')).toBe(true);
    // Read surely, it stands.
    expect(out.fields.box1_unemployment_compensation).toBe('2024.00');
    // "2.00" in box 3 of a 1099-DIV (which has a box 2a) is an amount (corpus-real DIV photo).
    expect(runChecks('1099-div', 2020, { box3_nondividend_distributions: field('2.00', 0.6) }, ocr).fields.box3_nondividend_distributions).toBe('2.00');
  });

  it('an amount read unsurely that is its own line\'s printed number is the form\'s print, on any page', () => {
    const out = runChecks('1040', 2024, { line34_overpaid: field('34.00', 0.8), line33_total_payments: field('34.00', 0.8) });
    expect(out.fields.line34_overpaid).toBeUndefined();
    expect(out.failedFields.has('line34_overpaid')).toBe(true);
    expect(out.fields.line33_total_payments).toBe('34.00');
    expect(runChecks('1040', 2024, { line34_overpaid: field('34.00', 0.97) }).fields.line34_overpaid).toBe('34.00');
  });

  it("W-2 boxes 3 and 4 the 6.2 % rate does not tie: the unsure reading is left out (IRC §3101), a sure one stays", () => {
    const out = runChecks('w2', 2020, { box3_social_security_wages: field('1080.50', 0.97), box4_social_security_tax_withheld: field('598.00', 0.3) }, ocr);
    expect(out.fields.box3_social_security_wages).toBe('1080.50');
    expect(out.fields.box4_social_security_tax_withheld).toBeUndefined();
    expect(out.failedFields.has('box4_social_security_tax_withheld')).toBe(true);
    // Both unsure: wages another wages box prints alike stay (flagged), the tax is left out; else both are left out.
    const twice = runChecks('w2', 2020, { box1_wages: field('1080.50', 0.6), box3_social_security_wages: field('1080.50', 0.6), box4_social_security_tax_withheld: field('598.00', 0.3) }, ocr);
    expect(twice.fields.box3_social_security_wages).toBe('1080.50');
    expect(twice.fields.box4_social_security_tax_withheld).toBeUndefined();
    const once = runChecks('w2', 2020, { box1_wages: field('2000.00', 0.6), box3_social_security_wages: field('1080.50', 0.6), box4_social_security_tax_withheld: field('598.00', 0.3) }, ocr);
    expect(once.fields.box3_social_security_wages).toBeUndefined();
    expect(once.fields.box4_social_security_tax_withheld).toBeUndefined();
    // Both sure (or a text layer): both stay, flagged as before.
    const sure = runChecks('w2', 2020, { box3_social_security_wages: field('1080.50', 0.97), box4_social_security_tax_withheld: field('598.00', 0.97) }, ocr);
    expect(sure.fields.box4_social_security_tax_withheld).toBe('598.00');
    expect(sure.failedFields.has('box4_social_security_tax_withheld')).toBe(true);
  });

  it('a field a reader left out for weak evidence is reported flagged: a warning, and the document stays pending', () => {
    const out = runChecks('1099-int', 2025, { payer_name: field('Summit Credit Union', 0.97) }, { ocr: true, leftOut: new Set(['box2_early_withdrawal_penalty', 'not_a_field']) });
    expect(out.fields.box2_early_withdrawal_penalty).toBeUndefined();
    expect(out.failedFields.has('box2_early_withdrawal_penalty')).toBe(true);
    expect(out.warnings).toContain('Early withdrawal penalty could not be read reliably and was left out; check it on the document.');
    expect(out.failedFields.has('not_a_field')).toBe(false);
  });
});

describe("a value the form's code list or arithmetic contradicts, OCR'd below 0.95 (ADR 167)", () => {
  it('the 1099-R code "70" (a D read as 0) is left out; sure, it is kept and flagged', () => {
    const weak = runChecks('1099-r', 2025, { box7_distribution_codes: { value: '70', conf: 0.9 }, box1_gross_distribution: { value: '100.00', conf: 0.9 } }, { ocr: true });
    expect(weak.fields.box7_distribution_codes).toBeUndefined();
    expect(weak.fields.box1_gross_distribution).toBe('100.00');
    expect(weak.failedFields.has('box7_distribution_codes')).toBe(true);
    const sure = runChecks('1099-r', 2025, { box7_distribution_codes: { value: '70', conf: 0.97 } }, { ocr: true });
    expect(sure.fields.box7_distribution_codes).toBe('70');
  });
  it('box 2a larger than box 1 on an OCR page, read below 0.95: box 2a is left out', () => {
    const out = runChecks('1099-r', 2025, { box1_gross_distribution: { value: '100.00', conf: 0.9 }, box2a_taxable_amount: { value: '150.00', conf: 0.9 } }, { ocr: true });
    expect(out.fields.box2a_taxable_amount).toBeUndefined();
  });
});

describe("a name whose rest, its label part taken off, is still the label's words (ADR 167)", () => {
  it('"ate or province" (the 1099-INT payer label cut at the box edge) is left out; a name of its own is kept', () => {
    const v = formWords('1099-int');
    expect(labelPiecesOnly('ate or province', v)).toBe(true);
    expect(labelPiecesOnly('Northwind Traders', v)).toBe(false);
    expect(labelPiecesOnly('First Federal Savings', v)).toBe(false);
    const out = runChecks('1099-int', 2025, { payer_name: { value: 'ate or province, country, ZIP', conf: 0.6 } }, { ocr: true });
    expect(out.fields.payer_name).toBeUndefined();
  });
});
