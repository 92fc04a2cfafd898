import { describe, expect, it } from 'vitest';
import type { ParsedFields } from '../parsers/common';
import { distrustSingleReadings, endsWithStateAndZip, heldByArithmetic, PHOTO_SINGLE_READING, lacksStreetLine, phoneShaped, readsAsBoxNumber, readsAsFormPrint, readsAsYearPrint, rowsThatStand, runsPastZip, textBorneOut } from './photo';

const f = (entries: Record<string, [string | boolean, number]>): ParsedFields => Object.fromEntries(Object.entries(entries).map(([k, [value, conf]]) => [k, { value, conf }]));

describe("a phone photo's values: sure only when a second reading confirms them (ADR 089 addendum b)", () => {
  it('a value only the page reading gave is kept, below 0.95; the same value read in its box region stays sure', () => {
    const fields = f({ recipient_name: ['Di Pet', 0.96], box1a_total_ordinary_dividends: ['1234.56', 0.97] });
    const region = { fields: f({ box1a_total_ordinary_dividends: ['1234.56', 0.9] }), emptyFields: new Set<string>() };
    const out = distrustSingleReadings('1099-div', fields, region, 2025, true);
    expect(out.lowered).toEqual(['recipient_name']);
    expect(fields.recipient_name).toEqual({ value: 'Di Pet', conf: PHOTO_SINGLE_READING });
    expect(fields.box1a_total_ordinary_dividends?.conf).toBe(0.97);
  });

  it('on a small photo (page under 130 dpi) its region reading the same value does not confirm it; the W-2 rate still does (ADR 139)', () => {
    // A 1099-NEC payer TIN whose 8 both the page and its enlarged region read as 6.
    const fields = f({ payer_tin: ['20-9927067', 0.97], box1_nonemployee_compensation: ['1500.00', 0.97] });
    const region = { fields: f({ payer_tin: ['20-9927067', 0.9], box1_nonemployee_compensation: ['1500.00', 0.9] }), emptyFields: new Set<string>() };
    const out = distrustSingleReadings('1099-nec', fields, region, 2025, false, { small: true });
    expect(out.lowered.sort()).toEqual(['box1_nonemployee_compensation', 'payer_tin']);
    expect(fields.payer_tin).toEqual({ value: '20-9927067', conf: PHOTO_SINGLE_READING });
    // The same readings on a larger photo stay sure.
    const large = f({ payer_tin: ['20-9927067', 0.97] });
    distrustSingleReadings('1099-nec', large, region, 2025, false, { small: false });
    expect(large.payer_tin?.conf).toBe(0.97);
    // Box 4 is 6.2 % of box 3: the form's arithmetic is a second reading whatever the resolution.
    const w2 = f({ box3_social_security_wages: ['50000.00', 0.97], box4_social_security_tax_withheld: ['3100.00', 0.97] });
    distrustSingleReadings('w2', w2, { fields: { ...w2 }, emptyFields: new Set() }, 2025, false, { small: true });
    expect(w2.box4_social_security_tax_withheld?.conf).toBe(0.97);
    expect(w2.box3_social_security_wages?.conf).toBe(PHOTO_SINGLE_READING);
  });

  it('an address must end with a state and a ZIP code (USPS last line), on a photo; one that does not is left out (ADR 139)', () => {
    for (const ok of ['3290 Maple Ave, Madison, WI 53703', '84686 Emily Springs, Kelseyfurt, NE, 03477', '1460 Colony Street, York, Wisconsin 98204', '151 N Market Street, Wooster OH 44691', 'P.O. Box 202032, New Haven, CT 06520-8283']) {
      expect(endsWithStateAndZip(ok)).toBe(true);
    }
    for (const bad of ['3266 Maple Ave', '150 Maple Ave, Madson, WIS 3T08, ood UM 0H', '45 Park Bhd, Rakesh, NEC 2700', '9 Oak St, Austin, XY 78701']) expect(endsWithStateAndZip(bad)).toBe(false);
    const fields = f({ recipient_address: ['3266 Maple Ave', 0.9], payer_address: ['420 Wall Street, New York, NY 10005', 0.9] });
    const leftOut = new Set<string>();
    const out = distrustSingleReadings('1099-div', fields, undefined, 2025, false, { leftOut });
    expect(out.dropped).toEqual(['recipient_address']);
    expect([...leftOut]).toEqual(['recipient_address']);
    expect(fields.payer_address?.value).toBe('420 Wall Street, New York, NY 10005');
  });

  it('a phone number must be shaped as one (ten digits in 3-3-4, a country code 1 and an extension allowed), on a photo; anything else is left out (ADR 139)', () => {
    for (const ok of ['919-699-1126', '1-800-316-4466', '1-691-415-5804x91427', '(206) 123-4567', '206.123.4567']) expect(phoneShaped(ok)).toBe(true);
    for (const bad of ["FILER'S employer cn 15:6 126 oo", 'Te G1 reed', '919-699-112', '12345']) expect(phoneShaped(bad)).toBe(false);
    const fields = f({ payer_phone: ["FILER'S employer cn 15:6 126 oo", 0.9], payer_name: ['Northwind Traders', 0.9] });
    const out = distrustSingleReadings('1098-t', fields, undefined, 2025, false);
    expect(out.dropped).toEqual(['payer_phone']);
    expect(fields.payer_name?.value).toBe('Northwind Traders');
  });

  it('a region that read another value does not confirm the page value', () => {
    const fields = f({ box1_interest_income: ['6706.00', 0.96] });
    distrustSingleReadings('1099-int', fields, { fields: f({ box1_interest_income: ['6106.00', 0.9] }), emptyFields: new Set() }, 2025, true);
    expect(fields.box1_interest_income?.conf).toBeLessThan(0.95);
  });

  it('a page that did not register (no region reading) keeps no value at 0.95 or more', () => {
    const fields = f({ box8_substitute_payments: ['2987.70', 0.95], payer_tin: ['12-3456789', 0.99] });
    distrustSingleReadings('1099-misc', fields, undefined, 2025, false);
    expect(Object.values(fields).every((v) => v.conf < 0.95)).toBe(true);
    expect(Object.keys(fields)).toHaveLength(2);
  });

  it("a value whose box region holds no ink (a box number or a neighbour's print read as its value) is left out", () => {
    const fields = f({ box11_nonqualified_plans: ['13.00', 0.6], box1_wages: ['140223.33', 0.97] });
    const region = { fields: f({ box1_wages: ['140223.33', 0.9] }), emptyFields: new Set(['box11_nonqualified_plans']) };
    const out = distrustSingleReadings('w2', fields, region, 2025, true);
    expect(out.dropped).toEqual(['box11_nonqualified_plans']);
    expect(fields.box11_nonqualified_plans).toBeUndefined();
    expect(fields.box1_wages?.conf).toBe(0.97);
  });

  it('on a photo read as taken (not warped: its keystone left, a region may miss its box) an empty region leaves out only an unsure value or a printed box number', () => {
    // Corpus-real's 2020 1099-DIV photo: box 2d read sure on the page, its region (as taken) beside the value.
    const fields = f({ box2d_collectibles_gain: ['1476933.00', 0.96], box11_nonqualified_plans: ['13.00', 0.96], box10_dependent_care_benefits: ['1.24', 0.9] });
    const page = f({ box2d_collectibles_gain: ['1476933.00', 0.96], box11_nonqualified_plans: ['13.00', 0.96], box10_dependent_care_benefits: ['1.24', 0.9] });
    const leftOut = new Set<string>();
    const out = distrustSingleReadings('w2', fields, { fields: {}, emptyFields: new Set(Object.keys(fields)) }, 2025, false, { page, leftOut });
    expect(out.dropped.sort()).toEqual(['box10_dependent_care_benefits', 'box11_nonqualified_plans']);
    expect([...leftOut].sort()).toEqual(['box10_dependent_care_benefits', 'box11_nonqualified_plans']);
    expect(fields.box2d_collectibles_gain).toEqual({ value: '1476933.00', conf: PHOTO_SINGLE_READING });
  });

  it("on a photo read as taken an empty region also leaves out the form's own print read sure: the year's bold half, a notice's words (ADR 163)", () => {
    // Seed 52718: the 1099-G photo's box 2 read "25.00" (the year box's bold "25"), the 1099-INT photo's box 7 its Copy B notice, both at 0.96 on the page.
    const g = f({ box2_state_local_refunds: ['25.00', 0.96], box1_unemployment_compensation: ['16871.20', 0.96] });
    const outG = distrustSingleReadings('1099-g', g, { fields: {}, emptyFields: new Set(['box2_state_local_refunds', 'box1_unemployment_compensation']) }, 2025, false, { page: { ...g } });
    expect(outG.dropped).toEqual(['box2_state_local_refunds']);
    expect(g.box1_unemployment_compensation?.value).toBe('16871.20');
    const int = f({ box7_foreign_country: ['IRS. If you file are, required to a', 0.96], recipient_name: ['Tom Haddad', 0.96] });
    const outI = distrustSingleReadings('1099-int', int, { fields: {}, emptyFields: new Set(['box7_foreign_country', 'recipient_name']) }, 2025, false, { page: { ...int } });
    expect(outI.dropped).toEqual(['box7_foreign_country']);
  });

  it("the year's print is the tax year's last two digits in whole dollars; the form's print is words the blank form prints, two or more", () => {
    expect(readsAsYearPrint('25.00', 2025)).toBe(true);
    expect(readsAsYearPrint('25.00', 2024)).toBe(false);
    expect(readsAsYearPrint('25.50', 2025)).toBe(false);
    expect(readsAsYearPrint('25.00', undefined)).toBe(false);
    expect(readsAsFormPrint('1099-int', 'IRS. If you file are, required to a')).toBe(true);
    expect(readsAsFormPrint('1099-int', 'Department of the Treasury')).toBe(true);
    expect(readsAsFormPrint('1099-int', 'Harbor Media LLC')).toBe(false);
    expect(readsAsFormPrint('1099-int', 'Payer Bank')).toBe(false);
    // A line of the Copy B notice, two words (ADR 167); one word alone is not enough.
    expect(readsAsFormPrint('1099-int', 'return, a negligence')).toBe(true);
    expect(readsAsFormPrint('1099-int', 'negligence')).toBe(false);
    expect(readsAsFormPrint('1099-int', '1121 Main St, Portland, OR 97201')).toBe(false);
  });

  it("a box number is the form's print: W-2 box 13, 1099-DIV box 2a's 2; not an amount with cents or three digits", () => {
    expect(readsAsBoxNumber('w2', '13.00')).toBe(true);
    expect(readsAsBoxNumber('1099-div', '2.00')).toBe(true);
    expect(readsAsBoxNumber('1099-div', '10.00')).toBe(true);
    expect(readsAsBoxNumber('w2', '13.50')).toBe(false);
    expect(readsAsBoxNumber('w2', '99.00')).toBe(false);
    expect(readsAsBoxNumber('w2', '130.00')).toBe(false);
  });

  it('a tick its printed square does not confirm (no ink found, or not checked) is left out; a tick the square shows stays', () => {
    const fields = f({ box13_retirement_plan: [true, 0.9], box13_statutory_employee: [true, 0.96] });
    const region = { fields: f({ box13_statutory_employee: [true, 0.9] }), emptyFields: new Set<string>() };
    const out = distrustSingleReadings('w2', fields, region, 2025, false, { page: { ...fields } });
    expect(out.dropped).toEqual(['box13_retirement_plan']);
    expect(fields.box13_statutory_employee?.value).toBe(true);
    // Read as taken, a tick only the square's ink gives (the page reading saw none) is left out; warped, the square alone is enough.
    const regionOnly = f({ corrected: [true, 0.9] });
    distrustSingleReadings('1099-int', regionOnly, { fields: f({ corrected: [true, 0.9] }), emptyFields: new Set() }, 2025, false, { page: {} });
    expect(regionOnly.corrected).toBeUndefined();
    const warpedTick = f({ corrected: [true, 0.9] });
    distrustSingleReadings('1099-int', warpedTick, { fields: f({ corrected: [true, 0.9] }), emptyFields: new Set() }, 2025, true, { page: {} });
    expect(warpedTick.corrected?.value).toBe(true);
    const alone = f({ box7_direct_sales_5000: [true, 0.9] });
    distrustSingleReadings('1099-misc', alone, undefined, 2025, false);
    expect(alone.box7_direct_sales_5000).toBeUndefined();
  });

  it('two weak readings agreeing on a whole amount of one or two digits bear nothing out; a name or words only the region read, weakly, are left out; a one-word W-2 employee name is left out (ADR 163)', () => {
    // Seed 70721's 1099-DIV photo: box 12's "$" read "1" by both readings (0.50 and 0.28).
    const div = f({ box12_exempt_interest_dividends: ['1.00', 0.6], box1a_total_ordinary_dividends: ['1234.56', 0.6] });
    const page = f({ box12_exempt_interest_dividends: ['1.00', 0.5], box1a_total_ordinary_dividends: ['1234.56', 0.5] });
    const region = { fields: f({ box12_exempt_interest_dividends: ['1.00', 0.28], box1a_total_ordinary_dividends: ['1234.56', 0.9] }), emptyFields: new Set<string>() };
    expect(distrustSingleReadings('1099-div', div, region, 2025, false, { page }).dropped).toEqual(['box12_exempt_interest_dividends']);
    expect(div.box1a_total_ordinary_dividends?.value).toBe('1234.56');
    // Nine digits two weak readings agree on are no printed mark (seed 52718's 1099-MISC recipient TIN, 0.31 and 0).
    const tin = f({ recipient_tin: ['215-55-5763', 0.6] });
    distrustSingleReadings('1099-misc', tin, { fields: f({ recipient_tin: ['215-55-5763', 0] }), emptyFields: new Set() }, 2025, false, { page: f({ recipient_tin: ['215-55-5763', 0.31] }) });
    expect(tin.recipient_tin?.value).toBe('215-55-5763');
    // Seed 52718's 1099-MISC photo: the payer's name only the region read, at 0; an amount so read keeps its shape's check.
    const misc = f({ payer_name: ['Pine mest Captal', 0.6], box5_fishing_boat_proceeds: ['3924.20', 0.6], recipient_name: ['Aisha Okafor', 0.6] });
    const miscRegion = { fields: f({ payer_name: ['Pine mest Captal', 0], box5_fishing_boat_proceeds: ['3924.20', 0.33], recipient_name: ['Aisha Okafor', 0.9] }), emptyFields: new Set<string>() };
    expect(distrustSingleReadings('1099-misc', misc, miscRegion, 2025, false, { page: {} }).dropped).toEqual(['payer_name']);
    expect(Object.keys(misc).sort()).toEqual(['box5_fishing_boat_proceeds', 'recipient_name']);
    // Seed 70721's W-2 photo: "Olga" for Olga Schmidt.
    const w2 = f({ employee_name: ['Olga', 0.96], employer_name: ['Contoso', 0.96] });
    expect(distrustSingleReadings('w2', w2, undefined, 2025, false).dropped).toEqual(['employee_name']);
    expect(w2.employer_name?.value).toBe('Contoso');
  });

  it('a value the page read no better than 0.8 is left out unless its box region bears it out', () => {
    const page = f({
      payer_name: ['‘ce, Country, ZIP', 0.62],
      recipient_address: ['7415 Elm Road, Columbus, OH 43215', 0.72],
      taxpayer_ssn: ['142-63-7807', 0.6],
      line12_deduction: ['70837.73', 0.8],
      box1a_total_ordinary_dividends: ['6706.00', 0.79],
      recipient_name: ['Steven Long', 0.84],
    });
    const fields = { ...page };
    const region = {
      fields: f({ payer_name: ['Harbor Media 11.C', 0.2], recipient_address: ['7415 Em Road, City or town, state or nrwvinea, Columbus, OH 43215', 0], box1a_total_ordinary_dividends: ['6.06', 0] }),
      emptyFields: new Set<string>(),
    };
    const leftOut = new Set<string>();
    const out = distrustSingleReadings('1099-div', fields, region, 2025, false, { page, leftOut });
    expect(out.dropped.sort()).toEqual(['box1a_total_ordinary_dividends', 'line12_deduction', 'payer_name', 'taxpayer_ssn']);
    expect(fields.recipient_address?.value).toBe('7415 Elm Road, Columbus, OH 43215');
    expect(fields.recipient_name?.value).toBe('Steven Long');
  });

  it('a value only the region read is not judged by the page reading', () => {
    const fields = f({ box3_nondividend_distributions: ['2.00', 0.6] });
    distrustSingleReadings('1099-div', fields, { fields: f({ box3_nondividend_distributions: ['2.00', 0.3] }), emptyFields: new Set() }, 2025, false, { page: {} });
    expect(fields.box3_nondividend_distributions?.value).toBe('2.00');
  });

  it('a second reading bears out a name or an address with its words in order, one glyph off in a word of three letters or more, digits exact', () => {
    expect(textBorneOut('7415 Elm Road, Columbus, OH 43215', '7415 Em Road, City or town, Columbus, OH 43215')).toBe(true);
    expect(textBorneOut('Evergreen Payroll Corp', 'Everjreen Payroll Corp')).toBe(true);
    expect(textBorneOut('5443 Main St, Madison, WI 53703', '“AAT Nim Qt, Madison, WI 53703')).toBe(false);
    expect(textBorneOut('7415 Elm Road', '7416 Elm Road')).toBe(false);
    expect(textBorneOut('Columbus OH 43215', '43215 OH Columbus')).toBe(false);
    expect(textBorneOut('Hillcrest College', 'Hilkomest olor')).toBe(false);
  });

  it('an address that goes on past its state and ZIP code, or has no street line, is left out', () => {
    expect(runsPastZip('5748 Maple Ave, Raleigh, NC 27601, 95')).toBe(true);
    expect(runsPastZip('5748 Maple Ave, Raleigh, NC 27601')).toBe(false);
    expect(runsPastZip('123 Fremont Ave, Seattle, WA 98001-0432')).toBe(false);
    expect(runsPastZip('PO Box 27601, Raleigh NC')).toBe(false);
    expect(lacksStreetLine('Madison, WI 53703')).toBe(true);
    expect(lacksStreetLine('2852 Oak Street, Madison, WI 53703')).toBe(false);
    expect(lacksStreetLine('PO BOX 6543, SEATTLE, WA 98122-0123')).toBe(false);
    expect(lacksStreetLine('London SW1A 1AA')).toBe(false);
    const noStreet = f({ recipient_address: ['Madison, WI 53703', 0.96] });
    distrustSingleReadings('1099-g', noStreet, undefined, 2025, false);
    expect(noStreet.recipient_address).toBeUndefined();
    const fields = f({ payer_address: ['5748 Maple Ave, Raleigh, NC 27601, 95', 0.85] });
    distrustSingleReadings('1099-misc', fields, undefined, 2025, false);
    expect(fields.payer_address).toBeUndefined();
  });

  it('a state row that neither names its state nor carries an amount is a piece of another row: left out', () => {
    expect(rowsThatStand([{ state_id: '324155424', state_tax_withheld: '602.39' }, { state_id: '324155424' }])).toEqual([{ state_id: '324155424', state_tax_withheld: '602.39' }]);
    expect(rowsThatStand([{ state: 'OH', employer_state_id: '362-30709' }])).toHaveLength(1);
    const fields: ParsedFields = { states: { value: [{ state_tax_withheld: '602.39' }, { state_id: '324155424' }], conf: 0.85 } };
    distrustSingleReadings('1099-g', fields, undefined, 2025, false);
    expect(fields.states?.value).toEqual([{ state_tax_withheld: '602.39' }]);
    const idOnly: ParsedFields = { states: { value: [{ employer_state_id: '47315000' }], conf: 0.9 } };
    distrustSingleReadings('w2', idOnly, undefined, 2025, false);
    expect(idOnly.states).toBeUndefined();
  });

  it('the W-2 tax boxes tied to their wages by the rates stay sure; the wages alone do not (a cents digit off gives the same tax)', () => {
    // 143,539.38 × 6.2 % = 8,899.44; × 1.45 % = 2,081.32 (IRC §3101).
    const fields = f({
      box3_social_security_wages: ['143539.33', 0.97],
      box4_social_security_tax_withheld: ['8899.44', 0.97],
      box5_medicare_wages: ['143539.38', 0.97],
      box6_medicare_tax_withheld: ['2081.32', 0.97],
    });
    expect([...heldByArithmetic('w2', fields, 2025)].sort()).toEqual(['box4_social_security_tax_withheld', 'box6_medicare_tax_withheld']);
    distrustSingleReadings('w2', fields, undefined, 2025, false);
    expect(fields.box4_social_security_tax_withheld?.conf).toBe(0.97);
    expect(fields.box6_medicare_tax_withheld?.conf).toBe(0.97);
    expect(fields.box3_social_security_wages?.conf).toBe(PHOTO_SINGLE_READING);
    expect(fields.box5_medicare_wages?.conf).toBe(PHOTO_SINGLE_READING);
  });

  it('a tax the rate does not give is not held', () => {
    expect(heldByArithmetic('w2', f({ box3_social_security_wages: ['143539.38', 0.97], box4_social_security_tax_withheld: ['8899.47', 0.97] }), 2025).size).toBe(0);
    expect(heldByArithmetic('1099-int', f({ box3_social_security_wages: ['143539.38', 0.97], box4_social_security_tax_withheld: ['8899.44', 0.97] }), 2025).size).toBe(0);
  });

  it('page and region reading a box differently, nothing choosing between them: left out (ADR 167)', () => {
    const page = f({ employee_ssn: ['472-74-9419', 0.92], payer_name: ['ate or province, country, ZIP', 0.94], recipient_name: ['Tom Haddad', 0.93] });
    const fields = f({ employee_ssn: ['472-74-9419', 0.6], payer_name: ['ate or province, country, ZIP', 0.6], recipient_name: ['Tom Haddad', 0.97] });
    const region = { fields: f({ employee_ssn: ['472-73-9615', 0.7], payer_name: ['Northwind Traders', 0.85], recipient_name: ["RECIPIENT'S name Tom Haddad", 0.9] }), emptyFields: new Set<string>() };
    const out = distrustSingleReadings('w2', fields, region, 2025, false, { page });
    expect(out.dropped.sort()).toEqual(['employee_ssn', 'payer_name']);
    expect(fields.recipient_name?.value).toBe('Tom Haddad');
  });

  it('"1.00" (the box\'s "$") or a box number the page alone read, no second reading confirming, is left out; a weak whole amount read twice too (ADR 167)', () => {
    // The 1099-R's box 10 "1.00" read by its region alone; the 1099-MISC's box 10 "12.00" read by the page alone on a small photo.
    const r = f({ box10_amount_allocable_to_irr: ['1.00', 0.6], box1_gross_distribution: ['17221.66', 0.9] });
    const outR = distrustSingleReadings('1099-r', r, { fields: f({ box10_amount_allocable_to_irr: ['1.00', 0.6], box1_gross_distribution: ['17221.66', 0.9] }), emptyFields: new Set<string>() }, 2025, false, { page: f({ box1_gross_distribution: ['17221.66', 0.93] }) });
    expect(outR.dropped).toEqual(['box10_amount_allocable_to_irr']);
    const m = f({ box10_gross_proceeds_attorney: ['12.00', 0.93] });
    expect(distrustSingleReadings('1099-misc', m, { fields: {}, emptyFields: new Set<string>() }, 2025, false, { page: { ...m }, small: true }).dropped).toEqual(['box10_gross_proceeds_attorney']);
    // Read alike by both, one of them surely, on a page that is not small: kept.
    const n = f({ box1_nonemployee_compensation: ['50.00', 0.97] });
    expect(distrustSingleReadings('1099-nec', n, { fields: f({ box1_nonemployee_compensation: ['50.00', 0.9] }), emptyFields: new Set<string>() }, 2025, false, { page: { ...n } }).dropped).toEqual([]);
    // A bare run read alike by two weak readings ("10259852.00" for 102,598.52) is borne out by neither.
    const w = f({ box1_wages: ['10259852.00', 0.6] });
    expect(distrustSingleReadings('w2', w, { fields: f({ box1_wages: ['10259852.00', 0.6] }), emptyFields: new Set<string>() }, 2025, false, { page: f({ box1_wages: ['10259852.00', 0.5] }) }).dropped).toEqual(['box1_wages']);
  });

  it("a TIN out of its shape on a photo is left out (ADR 167)", () => {
    const fields = f({ recipient_tin: ['59-68-1034', 0.9], payer_tin: ['12-3456789', 0.9] });
    expect(distrustSingleReadings('1098', fields, undefined, 2025, false, { page: { ...fields } }).dropped).toEqual(['recipient_tin']);
  });

  it('a region reading words uncleanly (below 0.8) does not disagree with the page, nor digits read without the point; other digits do', () => {
    const addr = f({ recipient_address: ['1877 Main St, Madison, WI 53703', 0.6], box2_outstanding_principal: ['283944.45', 0.6] });
    const addrRegion = { fields: f({ recipient_address: ['1877 Main St, JAadison, WI 53703', 0.79], box2_outstanding_principal: ['28394445.00', 0.21] }), emptyFields: new Set<string>() };
    expect(distrustSingleReadings('1098', addr, addrRegion, 2025, false, { page: f({ recipient_address: ['1877 Main St, Madison, WI 53703', 0.89], box2_outstanding_principal: ['283944.45', 0.9] }) }).dropped).toEqual([]);
    // Digits read as noise (below 0.5): the phone "448-933-5074" at 0.
    const phone = f({ payer_phone: ['648-933-5074', 0.6] });
    expect(distrustSingleReadings('1099-g', phone, { fields: f({ payer_phone: ['448-933-5074', 0] }), emptyFields: new Set<string>() }, 2025, false, { page: f({ payer_phone: ['648-933-5074', 0.97] }) }).dropped).toEqual([]);
    const page = f({ payer_name: ['Fox, Marks and Morgan', 0.96], recipient_tin: ['190-21-1685', 0.91] });
    const fields = f({ payer_name: ['Fox, Marks and Morgan', 0.6], recipient_tin: ['190-21-1685', 0.6] });
    const region = { fields: f({ payer_name: ['ox, Var«s anc Vorgan', 0], recipient_tin: ['190-21-1885', 0.6] }), emptyFields: new Set<string>() };
    expect(distrustSingleReadings('1099-div', fields, region, 2020, false, { page }).dropped).toEqual(['recipient_tin']);
  });
});
