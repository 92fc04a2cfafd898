import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../integrations/ocr/types';
import { agreedAmount, applyW2Arithmetic, CELL_READER, cellTargets, matchCellLabel, mergeCellValues, needsCellReader, parseCellValue, partyOf, pointFromPrint, tidyAddressLine, underTinRow, voteLines, voteReadings, type CellReading } from './cells';
import type { ParsedFields } from './common';

const W2 = cellTargets('w2');
const F1098 = cellTargets('1098');
const field = (text: string, targets = W2) => matchCellLabel(text, targets)?.field;

describe('cellTargets', () => {
  it('takes the boxes from the form definition, party panels as one target, no list rows or checkboxes', () => {
    const fields = W2.map((t) => t.field);
    expect(fields).toEqual(expect.arrayContaining(['employee_ssn', 'employer_ein', 'employer', 'control_number', 'box1_wages', 'box6_medicare_tax_withheld', 'employee']));
    expect(fields).not.toContain('states');
    expect(fields).not.toContain('box13_retirement_plan');
    expect(F1098.map((t) => t.field)).toEqual(expect.arrayContaining(['payer', 'payer_tin', 'recipient_tin', 'box1_mortgage_interest', 'box11_acquisition_date']));
  });
});

describe('matchCellLabel (ADR 094)', () => {
  it('a box number read in front of a third of its label words names the box', () => {
    expect(field('5 Medica e wages ac tics')).toBe('box5_medicare_wages');
    expect(field('6 Nedcars ax withhed')).toBe('box6_medicare_tax_withheld');
    expect(field('12a Code See inst. for box 12')).toBeUndefined(); // a list row: not a cell target
  });

  it('without its number, most of the label words (two at least) must be read', () => {
    expect(field('Wages lips othe compensation')).toBe('box1_wages');
    expect(field('» Employee\'s soc al securty number')).toBe('employee_ssn');
    expect(field('b Employer ID rumber (EIN)')).toBe('employer_ein');
    expect(field('Social security')).toBeUndefined(); // box 3, 4 or 7: too few words to tell
  });

  it('a number read in front that is another box\'s rules that box out, whatever the words', () => {
    // Box 6's label with a misread "5": not box 6, and too few of box 5's words.
    expect(field('5 Med care tax withheld')).toBeUndefined();
    expect(field('1 Soda seounty wages')).toBeUndefined();
  });

  it('a party word the box does not name rules it out (employer / employee, lender / borrower)', () => {
    expect(field("c Employer's name, address, and ZIP code")).toBe('employer');
    expect(field("e Employee's name, address, and ZIP code")).toBe('employee');
    expect(field("RECIPIENT'S/LENDER'S TIN", F1098)).toBe('payer_tin');
    expect(field("PAYER'S/BORROWER'S TIN", F1098)).toBe('recipient_tin');
    expect(field("RECIPIENT'S/LENDER'S name, street address, city or town, state or province, country,", F1098)).toBe('payer');
  });

  it('a cell whose label names no box gives nothing', () => {
    expect(field('PASCALE WEYDERT', F1098)).toBeUndefined();
    expect(field('Copy B To Be Filed With Employee\'s FEDERAL Tax Return')).toBeUndefined();
    expect(field('')).toBeUndefined();
  });
});

describe('parseCellValue', () => {
  it('reads amounts with their cents; a point read for a thousands comma before three digits is a comma', () => {
    expect(parseCellValue('money', '$3.009.87')).toEqual({ value: '3009.87' });
    expect(parseCellValue('money', '$654.321.00')).toEqual({ value: '654321.00' });
    expect(parseCellValue('money', '17.31')).toEqual({ value: '17.31' });
  });

  it('an amount whose cents point was lost is mended (and weighs less in the vote)', () => {
    expect(parseCellValue('money', '1080 50')).toEqual({ value: '1080.50', mended: true });
    expect(parseCellValue('money', '1567')).toEqual({ value: '15.67', mended: true });
    expect(parseCellValue('money', 'WAGES')).toBeUndefined();
  });

  it('reads TINs as nine digits or as a masked number, dates, counts and text', () => {
    expect(parseCellValue('ssn', '12345-6789')).toEqual({ value: '123-45-6789' });
    expect(parseCellValue('ein', '98-7654321')).toEqual({ value: '98-7654321' });
    expect(parseCellValue('tin', '12-3456789')).toEqual({ value: '12-3456789' });
    expect(parseCellValue('tin', 'XXX-XX-XXXX')).toEqual({ value: 'XXX-XX-XXXX' });
    expect(parseCellValue('ssn', '122-45-678')).toBeUndefined();
    expect(parseCellValue('date', '01/15/21')).toEqual({ value: '2021-01-15' });
    expect(parseCellValue('number', '001')).toEqual({ value: 1 });
    expect(parseCellValue('text', '12914')).toEqual({ value: '12914' });
    expect(parseCellValue('text', '~~')).toBeUndefined();
  });
});

const r = (f: string, value: string, conf = 0.9, mended?: boolean): CellReading => ({ field: f, value, conf, mended });

describe('voteReadings', () => {
  it('copies that all read the same value, two at least, make it sure', () => {
    const v = voteReadings([r('box1_wages', '1080.50', 0.7), r('box1_wages', '1080.50', 0.6)]).get('box1_wages');
    expect(v).toMatchObject({ value: '1080.50', conf: CELL_READER.agreedConf });
  });

  it('one copy alone is shown but never verified', () => {
    expect(voteReadings([r('payer_tin', '12-3456789', 0.99)]).get('payer_tin')?.conf).toBe(CELL_READER.singleConf);
    expect(voteReadings([r('box1_wages', '1080.50', 0.99, true)]).get('box1_wages')?.conf).toBe(CELL_READER.disputedConf);
  });

  it('copies that disagree: a value two copies read, ahead of the rest, is for the user to check', () => {
    const v = voteReadings([r('box2', '17.31'), r('box2', '17.31'), r('box2', '17.71')]).get('box2');
    expect(v).toMatchObject({ value: '17.31', conf: CELL_READER.disputedConf });
    expect(v?.conf).toBeLessThan(0.8);
  });

  it('one copy\'s name or address must be one the engine is sure of', () => {
    expect(voteReadings([{ field: 'employer_name', value: 'Contoso Lid', conf: 0.78, text: true }]).get('employer_name')?.conf).toBe(0);
    expect(voteReadings([{ field: 'employer_name', value: 'Contoso Ltd', conf: 0.9, text: true }]).get('employer_name')?.conf).toBe(CELL_READER.singleConf);
  });

  it('a value read whole and surely leads readings that were mended', () => {
    expect(voteReadings([r('box1_wages', '1080.50', 0.96), r('box1_wages', '1040.50', 0.3, true)]).get('box1_wages')).toMatchObject({ value: '1080.50', conf: CELL_READER.disputedConf });
  });

  it('copies that each read something else give nothing', () => {
    expect(voteReadings([r('box3', '80.50', 0.9, true), r('box3', '1080.50', 0.9, true)]).get('box3')?.conf).toBe(0);
  });

  it('a reading the engine barely believed backs another copy\'s sure reading but never opposes it (ADR 098)', () => {
    // "B.-L" at 0.08 beside "12914" at 0.91: the one sure copy stands alone (shown, not verified).
    expect(voteReadings([r('control_number', '12914', 0.91), r('control_number', 'B.-L', 0.08)]).get('control_number')).toMatchObject({ value: '12914', conf: CELL_READER.singleConf });
    // A doubted copy that reads what a sure copy read is a second copy agreeing.
    expect(voteReadings([r('employer_ein', '98-7654321', 0.73), r('employer_ein', '08-7654321', 0), r('employer_ein', '98-7654321', 0)]).get('employer_ein')).toMatchObject({ value: '98-7654321', conf: CELL_READER.agreedConf });
    // With no sure copy, doubted copies that disagree still give nothing.
    expect(voteReadings([r('employee_ssn', '123-45-6789', 0.25), r('employee_ssn', '123-45-5789', 0.3)]).get('employee_ssn')?.conf).toBe(0);
  });

  it('names on which copies disagree give nothing unless three copies read one against single others (ADR 098)', () => {
    const t = (value: string, conf: number): CellReading => ({ field: 'employer_name', value, conf, text: true });
    expect(voteReadings([t('Contoso Lid', 0.82), t('Contoso Ltd', 0.9), t('Ceontaso Ltd', 0.75), t('Contoso Lid', 0.78)]).get('employer_name')?.conf).toBe(0);
    expect(voteReadings([t('Contoso Ltd', 0.82), t('Contoso Ltd', 0.9), t('Ceontaso Ltd', 0.75), t('Contoso Ltd', 0.78)]).get('employer_name')).toMatchObject({ value: 'Contoso Ltd', conf: CELL_READER.disputedConf });
  });
});

describe('a recipient panel printed without its label (ADR 123)', () => {
  it('is the cell right under the TIN row, starting at a TIN cell\'s left edge', () => {
    const tin = { x0: 100, y0: 400, x1: 500, y1: 460 };
    expect(underTinRow({ x0: 100, y0: 462, x1: 900 }, tin, 20)).toBe(true);
    // Beside the TIN row, far below it, or starting right of the TIN cell: not the panel.
    expect(underTinRow({ x0: 100, y0: 520, x1: 900 }, tin, 20)).toBe(false);
    expect(underTinRow({ x0: 600, y0: 462, x1: 900 }, tin, 20)).toBe(false);
    expect(underTinRow({ x0: 300, y0: 462, x1: 900 }, tin, 20)).toBe(false);
  });

  it('its name and address, named by their place, are never more than "check this value"', () => {
    const placed = (field: string, value: string): CellReading => ({ field, value, conf: 0.95, text: true, placed: true });
    const votes = voteReadings([placed('recipient_name', 'PASCALE WEYDERT'), placed('recipient_address', 'FREMONT AVE, APT.55, SEATTLE WA 98001-0432')]);
    expect(votes.get('recipient_name')).toMatchObject({ value: 'PASCALE WEYDERT', conf: CELL_READER.disputedConf });
    expect(votes.get('recipient_address')?.conf).toBe(CELL_READER.disputedConf);
    // Read under its own label, the same reading is shown as one copy's reading.
    expect(voteReadings([{ ...placed('recipient_name', 'PASCALE WEYDERT'), placed: undefined }]).get('recipient_name')?.conf).toBe(CELL_READER.singleConf);
  });
});

describe('voteLines (ADR 098)', () => {
  const a = (lines: string[]): CellReading => ({ field: 'employee_address', value: lines.join(', '), conf: 0.4, text: true, lines });
  it('copies vote line by line: lines all copies read alike are sure', () => {
    const voted = voteReadings([a(['4567 Main Street', 'Buffalo, WA 12345']), a(['4567 Main Street', 'Buffalo, WA 12345'])]).get('employee_address');
    expect(voted).toMatchObject({ value: '4567 Main Street, Buffalo, WA 12345', conf: CELL_READER.agreedConf });
  });
  it('a disputed line stands only when three copies read it against single others; else nothing', () => {
    const three = [a(['123 Main St', 'Redmond, WA 12345']), a(['123 Main St', 'Redmond, WA 12345']), a(['123 Main St', 'Radmona, WA 12345']), a(['123 Main St', 'Redmond, WA 12345'])];
    expect(voteLines(three)).toEqual({ value: '123 Main St, Redmond, WA 12345', conf: CELL_READER.disputedConf });
    const split = [a(['4567 Main Straat', 'Buffalo, WA 12345']), a(['4567 Man Street', 'Buffalo, WA 12345']), a(['Main Strest', 'Buttalo, WA 12245'])];
    expect(voteLines(split)).toBeUndefined();
    expect(voteReadings(split).get('employee_address')?.conf).toBe(0);
  });
  it('a point read before "ST ZIP" is the comma an address prints there', () => {
    expect(tidyAddressLine('Buffalo. WA 12345')).toBe('Buffalo, WA 12345');
    expect(tidyAddressLine('P.O. BOX 6543')).toBe('P.O. BOX 6543');
  });
});

describe('partyOf (ADR 098)', () => {
  it('a garbled party word is the party it is nearest to; as near to two, neither', () => {
    expect(partyOf('lmployee')).toBe('employee');
    expect(partyOf('employers')).toBe('employer');
    expect(partyOf('employed')).toBeUndefined();
  });
  it("a label whose garbled party word is nearer the employer names the employer's panel, not the employee's", () => {
    expect(field('J Employers name, add ess, and OF code')).toBe('employer');
    expect(field('» Lmployee’s name, scadress, and ZIP code')).toBe('employee');
  });
});

describe('pointFromPrint (ADR 098)', () => {
  /** Digits as black bars 6 px wide, 2 px apart, and a point (a dot on the baseline) before the last `point` of them. */
  function printed(digits: number, point: number | undefined): GrayImage {
    const width = 200;
    const height = 20;
    const img: GrayImage = { width, height, data: new Uint8Array(width * height).fill(255) };
    let x = 10;
    for (let d = 0; d < digits; d += 1) {
      if (point !== undefined && d === digits - point) {
        for (let y = 14; y < 16; y += 1) img.data.fill(0, y * width + x + 2, y * width + x + 4);
        x += 6;
      }
      for (let y = 4; y < 16; y += 1) img.data.fill(0, y * width + x, y * width + x + 6);
      x += 8;
    }
    return img;
  }
  it("an amount read without its point takes it where the print shows the point's gap before two digits", () => {
    expect(pointFromPrint('108050', printed(6, 2), 128)).toEqual({ value: '1080.50' });
  });
  it('no gap in the print, a gap not before two digits, or a reading with a separator: nothing recovered', () => {
    expect(pointFromPrint('108050', printed(6, undefined), 128)).toBeUndefined();
    expect(pointFromPrint('108050', printed(6, 3), 128)).toBeUndefined();
    expect(pointFromPrint('1080.50', printed(6, 2), 128)).toBeUndefined();
  });
});

describe('applyW2Arithmetic', () => {
  it('box 4 is 6.2 % of box 3 and box 6 is 1.45 % of box 5: the readings that agree win and are sure', () => {
    const voted = voteReadings([
      r('box3_social_security_wages', '80.50', 0.9, true), r('box3_social_security_wages', '1080.50', 0.9, true),
      r('box4_social_security_tax_withheld', '66.99', 0.5),
      r('box5_medicare_wages', '1080.50'), r('box5_medicare_wages', '1080.50'),
      r('box6_medicare_tax_withheld', '15.87'),
    ]);
    applyW2Arithmetic(voted);
    expect(voted.get('box3_social_security_wages')).toMatchObject({ value: '1080.50', conf: CELL_READER.arithmeticConf });
    expect(voted.get('box4_social_security_tax_withheld')).toMatchObject({ value: '66.99', conf: CELL_READER.arithmeticConf });
    // 1.45 % of 1080.50 is 15.67: "15.87" cannot be right, both stay below "check this value".
    expect(voted.get('box6_medicare_tax_withheld')?.conf).toBeLessThan(0.8);
    expect(voted.get('box5_medicare_wages')?.conf).toBeLessThan(0.8);
  });
});

describe('a W-2 tax box read again against its wages (ADR 123)', () => {
  it('the wages two copies read alike, ahead of any other, are what the rate is taken of', () => {
    expect(agreedAmount([r('box3_social_security_wages', '1080.50'), r('box3_social_security_wages', '1080.50'), r('box3_social_security_wages', '1030.50')], 'box3_social_security_wages')).toBe(108050n);
    // One copy alone, a tie, or readings mended: no wages to go by.
    expect(agreedAmount([r('box3_social_security_wages', '1080.50')], 'box3_social_security_wages')).toBeUndefined();
    expect(agreedAmount([r('box3_social_security_wages', '1080.50'), r('box3_social_security_wages', '1030.50')], 'box3_social_security_wages')).toBeUndefined();
    expect(agreedAmount([r('box3_social_security_wages', '1080.50', 0.9, true), r('box3_social_security_wages', '1080.50', 0.9, true)], 'box3_social_security_wages')).toBeUndefined();
  });

  it('a re-reading the rate ties wins over the copies\' differing readings', () => {
    const voted = voteReadings([r('box3_social_security_wages', '1080.50'), r('box3_social_security_wages', '1080.50'), r('box4_social_security_tax_withheld', '68.99', 0), r('box4_social_security_tax_withheld', '6.99', 0), r('box4_social_security_tax_withheld', '66.99', 0)]);
    applyW2Arithmetic(voted);
    expect(voted.get('box4_social_security_tax_withheld')).toMatchObject({ value: '66.99', conf: CELL_READER.arithmeticConf });
  });
});

describe('a doubted page reading the cells do not support (ADR 123)', () => {
  it('is left out and flagged when the copies of a sheet read the box otherwise; kept when one of them read it alike or one cell alone opposes it', () => {
    const voted = voteReadings([r('employee_address', '4567 Main Straat, Buffalo, WA 12345', 0.5), r('employee_address', '4567 Man Street, Buffalo, WA 12345', 0.5)]);
    const leftOut = new Set<string>();
    const fields: ParsedFields = { employee_address: { value: '4567 Main Street, Buralo, WA 12345', conf: 0.3 } };
    mergeCellValues(fields, voted, leftOut);
    expect(fields.employee_address).toBeUndefined();
    expect([...leftOut]).toEqual(['employee_address']);
    const supported: ParsedFields = { employee_address: { value: '4567 Man Street, Buffalo, WA 12345', conf: 0.3 } };
    mergeCellValues(supported, voted, new Set());
    expect(supported.employee_address?.value).toBe('4567 Man Street, Buffalo, WA 12345');
    // One cell's reading (a single form, not copies of a sheet) opposes nothing.
    const single: ParsedFields = { payer_address: { value: 'P.O. BOX 6543, Seattle WA 98122-4567', conf: 0.33 } };
    mergeCellValues(single, voteReadings([r('payer_address', 'P.O. BOX 6543, Seattle WA 98122-4587', 0.9)]), new Set());
    expect(single.payer_address?.value).toBe('P.O. BOX 6543, Seattle WA 98122-4567');
    // A reading the engine was not doubtful of stays as it was.
    const surer: ParsedFields = { employee_address: { value: '4567 Main Street, Buralo, WA 12345', conf: 0.7 } };
    mergeCellValues(surer, voted, new Set());
    expect(surer.employee_address).toMatchObject({ value: '4567 Main Street, Buralo, WA 12345', conf: 0.7 });
  });
});

describe('needsCellReader and mergeCellValues', () => {
  it('runs only when a required box of a form with a definition is empty or flagged', () => {
    const sure: ParsedFields = { employee_ssn: { value: '123-45-6789', conf: 0.95 }, employer_ein: { value: '98-7654321', conf: 0.95 }, employer_name: { value: 'Contoso Ltd', conf: 0.9 }, box1_wages: { value: '1080.50', conf: 0.9 } };
    expect(needsCellReader('w2', sure)).toBe(false);
    expect(needsCellReader('w2', { ...sure, employer_name: { value: 'Contoso Lid', conf: 0.5 } })).toBe(true);
    expect(needsCellReader('w2', { employee_ssn: sure.employee_ssn! })).toBe(true);
    expect(needsCellReader('1040', {})).toBe(false);
  });

  it('fills empty boxes, never lowers a sure reading it cannot beat, and flags a disagreement', () => {
    const fields: ParsedFields = {
      box1_wages: { value: '108050.00', conf: 0.88 },
      box2_federal_income_tax_withheld: { value: '17.31', conf: 0.9 },
      employer_ein: { value: '98-7654221', conf: 0.69 },
    };
    const voted = new Map([
      ['box1_wages', { value: '1080.50', conf: 0.97, candidates: ['1080.50'] }],
      ['box2_federal_income_tax_withheld', { value: '17.31', conf: 0.97, candidates: ['17.31'] }],
      ['employer_ein', { value: '98-7654321', conf: 0.6, candidates: ['98-7654321'] }],
      ['control_number', { value: '12914', conf: 0.9, candidates: ['12914'] }],
      ['box3_social_security_wages', { value: '80.50', conf: 0, candidates: ['80.50', '1080.50'] }],
    ]);
    mergeCellValues(fields, voted);
    expect(fields.box1_wages).toEqual({ value: '1080.50', conf: CELL_READER.singleConf });
    expect(fields.box2_federal_income_tax_withheld).toEqual({ value: '17.31', conf: 0.97 });
    expect(fields.employer_ein).toEqual({ value: '98-7654221', conf: CELL_READER.disputedConf });
    expect(fields.control_number).toEqual({ value: '12914', conf: 0.9 });
    expect(fields.box3_social_security_wages).toBeUndefined();
  });
});
