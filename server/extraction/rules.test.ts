import { describe, expect, it } from 'vitest';
import { findRulingLines } from '../integrations/ocr/preprocess';
import { cellOf, label, matchLabels } from './labels';
import { buildLayout, type Token } from './layout';
import { addressOf, findTaxYear, splitPartyBlock, tinOf } from './parsers/common';
import { parseInfoReturnPage } from './parsers/info-returns';
import { readTable } from './parsers/tables';
import { parse1040Page } from './parsers/f1040';
import { W2_LABELS, parseW2Page } from './parsers/w2';

const tok = (text: string, x0: number, y0: number, w = text.length * 12, h = 20): Token => ({ text, x0, y0, x1: x0 + w, y1: y0 + h, conf: 0.9, source: 'ocr' });

describe('ruling lines', () => {
  it('finds long rules, including a slightly skewed one, and ignores text-like strokes', () => {
    const width = 600;
    const height = 400;
    const data = new Uint8Array(width * height).fill(255);
    const dot = (x: number, y: number) => {
      data[y * width + x] = 0;
    };
    for (let x = 10; x < 590; x += 1) for (let t = 0; t < 3; t += 1) dot(x, 100 + Math.floor(x / 200) + t);
    for (let y = 20; y < 380; y += 1) for (let t = 0; t < 3; t += 1) dot(300 + t, y);
    // Glyph-like strokes: short dashes with wide gaps.
    for (let x = 20; x < 280; x += 10) for (let k = 0; k < 4; k += 1) dot(x + k, 200);
    const rules = findRulingLines({ width, height, data }, 20);
    expect(rules.horizontal).toHaveLength(1);
    expect(rules.horizontal[0]).toMatchObject({ from: 10, to: 590 });
    expect(rules.vertical).toHaveLength(1);
    expect(rules.vertical[0]?.at0).toBe(300);
  });

  it('bounds a cell by the vertical rule between two boxes', () => {
    const layout = buildLayout([tok('1 Rents', 20, 20), tok('2 Royalties', 500, 20), tok('48,000', 30, 60), tok('9,000', 320, 60)], 800, 200, 'ocr');
    const labels = matchLabels(layout, [label('rents', '1', 'rents'), label('royalties', '2', 'royalties')]);
    expect(cellOf(layout, labels, 'rents')?.x1).toBeGreaterThan(400);
    layout.rules = { horizontal: [], vertical: [{ x0: 300, y0: 0, x1: 303, y1: 200 }] };
    const ruled = matchLabels(layout, [label('rents', '1', 'rents'), label('royalties', '2', 'royalties')]);
    expect(cellOf(layout, ruled, 'rents')?.x1).toBeLessThanOrEqual(300);
  });
});

describe('labels split by OCR', () => {
  it('matches a label broken into neighbouring phrases and inside a word', () => {
    const layout = buildLayout([tok('2 Early', 20, 20), tok('withdrawal', 140, 20), tok('pena', 296, 20), tok('lty', 358, 20)], 800, 200, 'ocr');
    expect(layout.phrases.length).toBeGreaterThan(1);
    const labels = matchLabels(layout, [label('box2', '2', 'early withdrawal penalty')]);
    expect(labels.get('box2')?.parts?.length).toBe(layout.phrases.length);
  });

  it('does not join phrases across a vertical rule', () => {
    const layout = buildLayout([tok('2 Early', 20, 20), tok('withdrawal', 140, 20), tok('pena', 296, 20), tok('lty', 358, 20)], 800, 200, 'ocr');
    layout.rules = { horizontal: [], vertical: [{ x0: 130, y0: 0, x1: 133, y1: 200 }, { x0: 500, y0: 0, x1: 503, y1: 200 }, { x0: 600, y0: 0, x1: 603, y1: 200 }, { x0: 700, y0: 0, x1: 703, y1: 200 }] };
    // Not joined across the rule; "2 Early" alone may still name box 2 by its number and first word (ADR 092).
    const m = matchLabels(layout, [label('box2', '2', 'early withdrawal penalty')]).get('box2');
    expect(m?.parts).toBeUndefined();
    expect(m === undefined || m.phrase.text === '2 Early').toBe(true);
  });
});

describe('box numbers split by OCR', () => {
  it('joins a box number read as two words ("1 2a") for the label whose box it is', () => {
    const layout = buildLayout([tok('1 2a See instructions for box 12', 1800, 660), tok('1 Wages, tips, other compensation', 1300, 160)], 2400, 1200, 'ocr');
    const labels = matchLabels(layout, W2_LABELS);
    expect(labels.get('box12a')?.phrase.text).toBe('1 2a See instructions for box 12');
    expect(labels.get('box1_wages')?.phrase.text).toBe('1 Wages, tips, other compensation');
  });
});

describe('a W-2 box 12 code OCR did not read', () => {
  const page = (dividers: boolean) => {
    const layout = buildLayout([tok('12a See instructions for box 12', 1800, 660, 400, 22), tok('oD', 1852, 810, 45, 26), tok('6,899.60', 2151, 810, 127, 26)], 2400, 1200, 'ocr');
    layout.rules = { horizontal: [], vertical: dividers ? [{ x0: 1930, y0: 760, x1: 1932, y1: 846 }] : [] };
    return parseW2Page(layout);
  };

  it('asks the second pass for the code in its own cell, up to the rule before the amount', () => {
    const probe = page(true).missing.find((p) => p.key === 'box12');
    expect(probe?.rect.x0).toBeLessThan(1852);
    expect(probe?.rect.x1).toBe(1930);
    // With no rule read, the crop runs on to the amount.
    expect(page(false).missing.find((p) => p.key === 'box12')?.rect.x1).toBeGreaterThan(2100);
  });
});

describe('a W-2 control number', () => {
  it('is read when a descender sets it lower in its cell than two label lines', () => {
    const layout = buildLayout([tok('d Control number', 67, 557, 238, 22), tok('801Q55', 601, 610, 116, 31), tok("e Employee's first name and initial", 67, 657, 453, 28)], 2400, 1200, 'ocr');
    expect(parseW2Page(layout).fields.control_number?.value).toBe('801Q55');
  });
});

describe('state rows', () => {
  const specs = [
    { key: 'st_tax', field: 'state_tax_withheld', kind: 'money' as const },
    { key: 'st_no', field: 'state', kind: 'state+id' as const, idField: 'payer_state_no' },
  ];
  const defs = [label('st_tax', '15', 'state tax withheld'), label('st_no', '16', 'state/payer state no')];
  const page = (code: string) => buildLayout([tok('15 State tax withheld', 20, 20), tok('16 State/Payer state no.', 400, 20), tok('$ 2,189', 30, 60), tok(code, 460, 60, 30)], 800, 200, 'ocr');

  it('takes a state code misread by one letter from the addresses on the form, at low confidence', () => {
    const layout = page('TA');
    const table = readTable(layout, matchLabels(layout, defs), specs, { stateHints: ['Pittsburgh PA, 15213'] });
    expect(table.rows).toEqual([{ state_tax_withheld: '2189.00', state: 'PA' }]);
    expect(table.guessedStates).toEqual([1]);
    expect(table.conf).toBeLessThanOrEqual(0.6);
  });

  it('leaves the code out when no address decides it, and keeps a real code as read', () => {
    const layout = page('TA');
    const table = readTable(layout, matchLabels(layout, defs), specs, { stateHints: ['Dallas TX 75201', 'Pittsburgh PA 15213'] });
    expect(table.rows).toEqual([{ state_tax_withheld: '2189.00' }]);
    expect(table.guessedStates).toEqual([]);
    const ok = page('NY');
    const read = readTable(ok, matchLabels(ok, defs), specs, { stateHints: ['Pittsburgh PA 15213'] });
    expect(read.rows).toEqual([{ state_tax_withheld: '2189.00', state: 'NY' }]);
    expect(read.guessedStates).toEqual([]);
  });
});

describe('account number', () => {
  it('stops at a mark well apart from the number (a checkbox read as "0"), keeps a suffix close to it', () => {
    const read = (extra: Token[]) =>
      parseInfoReturnPage('1099-div', buildLayout([tok('Account number (see instructions)', 60, 1295, 444, 27), tok('5655-68840', 466, 1372, 175, 23), ...extra], 2274, 1525, 'ocr')).fields.account_number?.value;
    expect(read([{ ...tok('0', 736, 1368, 189, 37), conf: 0.21 }])).toBe('5655-68840');
    expect(read([tok('A', 660, 1372, 20, 23)])).toBe('5655-68840 A');
  });
});

describe('one row read twice', () => {
  // tesseract's reading of a 1099-INT's account label, as two overlapping lines (generated scan, seed 11).
  const at = (text: string, x0: number, y0: number, x1: number, y1: number, conf: number): Token => ({ text, x0, y0, x1, y1, conf, source: 'ocr' });
  const row = [
    at('ccount', 79, 1304, 167, 1324, 0.92),
    at('number', 178, 1308, 277, 1324, 0.97),
    at('(see', 293, 1308, 337, 1324, 0.97),
    at('instructions', 347, 1304, 497, 1324, 0.94),
    at('A', 60, 1302, 78, 1324, 0.96),
    at('ber', 235, 1302, 251, 1324, 0.95),
    at('i', 348, 1302, 351, 1306, 0.83),
    at('ions)', 445, 1302, 504, 1329, 0.96),
    at('6915-52708', 467, 1375, 643, 1399, 0.96),
  ];

  it('keeps one reading of the ink, so the label is found and its number read', () => {
    const layout = buildLayout(row, 2274, 1525, 'ocr');
    expect(layout.lines[0]?.map((p) => p.text).join(' ')).toBe('A ccount number (see instructions');
    expect(parseInfoReturnPage('1099-int', layout).fields.account_number?.value).toBe('6915-52708');
  });

  it('drops a glyph read again inside a sure word, and keeps a sure word under a box drawn too wide', () => {
    const name = buildLayout([at('Diego', 58, 775, 141, 800, 0.97), at('Okafor', 153, 775, 251, 800, 0.97), at('9', 107, 782, 122, 807, 0.95)], 2274, 1525, 'ocr');
    expect(name.phrases.map((p) => p.text)).toEqual(['Diego Okafor']);
    // "purchased" boxed over "purchased for resale", with "for resale" read beneath it: both stay.
    const label = buildLayout([at('11 Fish', 1151, 1101, 1241, 1144, 0.96), at('for resale', 1394, 1101, 1520, 1144, 0.83), at('purchased', 1251, 1109, 1517, 1140, 0.97)], 2274, 1525, 'ocr');
    expect(label.phrases.map((p) => p.text).sort()).toEqual(['11 Fish', 'for resale', 'purchased']);
  });
});

describe('party blocks and addresses', () => {
  const line = (text: string, conf = 0.9) => ({ text, conf });
  it.each([
    { lines: ['1373 Maple Ave', 'P', 'Austin, TX 78701'], want: '1373 Maple Ave, Austin, TX 78701' },
    { lines: ['2843 Park Bivd', 'Madison, WI 53703'], want: '2843 Park Blvd, Madison, WI 53703' },
    { lines: ['12 BIVD ST,', 'DENVER CO 80202'], want: '12 BLVD ST, DENVER CO 80202' },
    { lines: ['1 Bivdale Rd', 'Ames, IA 50010'], want: '1 Bivdale Rd, Ames, IA 50010' },
    { lines: ['|'], want: undefined },
    { lines: ['2361 Maple Ave', 'Madison, W! 53703'], want: '2361 Maple Ave, Madison, WI 53703' },
    { lines: ['2892 EIm Road', 'Columbus, 0H 43215-1234'], want: '2892 Elm Road, Columbus, OH 43215-1234' },
    { lines: ['1 IBM Way', 'Lansing, M1, 48901'], want: '1 IBM Way, Lansing, MI, 48901' },
    { lines: ['40 Oak St', 'Gary, IN 46401'], want: '40 Oak St, Gary, IN 46401' },
    { lines: ['40 Oak St', 'Route X! 46401'], want: '40 Oak St, Route X! 46401' },
  ])('$lines → $want', ({ lines, want }) => {
    expect(addressOf(lines.map((t) => line(t)))?.value).toBe(want);
  });

  it('reads a combed SSN printed one digit to a cell, and nothing else that merely has digits', () => {
    const digits = '452176329'.split('').map((d, i) => tok(d, 1000 + i * 30, 100, 10));
    const cellOf = (ts: Token[]) => buildLayout(ts, 1400, 300, 'ocr').phrases;
    expect(tinOf(cellOf(digits), 'ssn')?.value).toBe('452-17-6329');
    expect(tinOf(cellOf(digits.slice(1)), 'ssn')).toBeUndefined();
    expect(tinOf(cellOf([...digits, tok('Apt', 1300, 100)]), 'ssn')).toBeUndefined();
  });

  it.each([
    ['142 78 5330', '142-78-5330'],
    ['142785330', '142-78-5330'],
    // Nine digits in groups OCR made up (a combed SSN's dividers) are still nine digits.
    ['1427 85330', '142-78-5330'],
    // A combed SSN's divider read as a digit, or hiding one: no number, so the cell is read again.
    ['1427 8533', undefined],
    ['14178344', undefined],
    ['4541763209', undefined],
    // Hyphenated as printed (an odd grouping on a real form) stays as printed.
    ['12-354543', '12-354543'],
  ])('TIN %s → %s', (text, want) => {
    expect(tinOf(buildLayout([tok(text, 100, 100)], 800, 300, 'ocr').phrases, 'any')?.value).toBe(want);
  });

  it('splits name, address and phone, and the address keeps the lowest confidence', () => {
    const out = splitPartyBlock([line('Harbor Media LLC'), line('2723 Oak Street', 0.7), line('Madison, WI 53703'), line('(608) 555-0100')]);
    expect(out).toEqual({
      name: { value: 'Harbor Media LLC', conf: 0.9 },
      address: { value: '2723 Oak Street, Madison, WI 53703', conf: 0.7 },
      phone: { value: '(608) 555-0100', conf: 0.9 },
    });
  });
});

describe('a scanned 1040: amount lines and the combed SSN', () => {
  // tesseract's reading of page 1 of a generated, scanned 2024 Form 1040 (bench/extract/generate.ts,
  // first 1040 scan): line 1z's number read as "12" (conf 0.60), above the real line 12.
  const at = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 0.96): Token => ({ text, x0, y0, x1, y1, conf, source: 'ocr' });
  const head = [
    at('Your first name and middle initial', 89, 230, 515, 252), at('Last name', 930, 230, 1064, 252), at('Your social security number', 1889, 230, 2279, 257),
    at('Fatima', 78, 268, 179, 313), at('Petrova', 923, 268, 1035, 313), at('221123483', 1887, 272, 2307, 318, 0.93),
    at("If joint return, spouse's first name and middle initial", 91, 329, 751, 357, 0.09), at('Last name', 930, 330, 1064, 352), at("Spouse's social security number", 1889, 329, 2324, 357, 0.86),
    at('James', 73, 368, 173, 410), at('Petrova', 923, 369, 1035, 411), at('479947038', 1893, 372, 2307, 399, 0.85),
    at('Home address (number and street). If you have a P.O. box, see instructions.', 90, 429, 1075, 457),
    at('Dependents (see instructions):', 74, 1382, 571, 1418, 0.95),
  ];
  const add1z = (description: string) => [
    at(description, 402, 2132, 756, 2164, 0.81), at('12', 1961, 2133, 1995, 2157, 0.6), at('146,851.51', 2156, 2127, 2315, 2156, 0.97),
  ];
  const rest = [
    at('2a Tax-exempt interest', 324, 2182, 700, 2213, 0.04), at('2a', 909, 2182, 945, 2207, 0.97), at('b Taxable interest', 1333, 2182, 1607, 2208, 0.93), at('2b', 1958, 2182, 1996, 2207), at('1,040.34', 2193, 2177, 2318, 2206, 0.97),
    at('7 Capital gain or (loss). Attach Schedule D if required. If not required, check here', 324, 2482, 1571, 2514, 0.8), at('7', 1968, 2482, 1985, 2507, 0.97), at('1,374.41', 2193, 2477, 2315, 2506, 0.97),
    at('9 Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is', 324, 2582, 1121, 2611, 0.73), at('9', 1968, 2582, 1986, 2607, 0.97), at('153,253.70', 2156, 2577, 2318, 2606, 0.97),
    at('11 Subtract line 10 from line 9. This is your adjusted gross income', 283, 2682, 1362, 2718, 0.86), at('11', 1960, 2683, 1991, 2707, 0.94), at('153,253.70', 2156, 2676, 2318, 2705, 0.97),
    at('12 Standard deduction or itemized deductions (fom Schedule A)', 283, 2731, 1363, 2784, 0.66), at('12', 1960, 2732, 1995, 2757, 0.97), at('29,200.00', 2172, 2729, 2318, 2756),
  ];
  const page = (description: string) => parse1040Page(buildLayout([...head, ...add1z(description), ...rest], 2363, 3001, 'ocr'));

  it('gives line 1z its amount by its description, and line 12 its own, when 1z reads as "12"', () => {
    const { fields } = page('Add lines 1a through th');
    expect(fields.line1z_wages?.value).toBe('146851.51');
    expect(fields.line12_deduction?.value).toBe('29200.00');
    expect(fields.line11_agi?.value).toBe('153253.70');
    expect(fields.line2b_taxable_interest?.value).toBe('1040.34');
  });

  it('places line 1z by its row when its number reads as another line\'s and no description names it, below "check this value"', () => {
    const { fields } = page('Ad lnes ia thrgh');
    // The rows of 2b, 7, 9, 11 and 12 place row 9 (line 1z) where "12" was read (f1040/lines.ts).
    expect(fields.line1z_wages?.value).toBe('146851.51');
    expect(fields.line1z_wages?.conf).toBeLessThan(0.8);
    expect(fields.line12_deduction?.value).toBe('29200.00');
    expect(fields.line9_total_income?.value).toBe('153253.70');
  });

  it('keeps the re-read of a combed SSN, but below "check this value" when the page read other digits', () => {
    const reread = (text: string) => {
      const parsed = page('Add lines 1a through th');
      const probe = parsed.missing.find((p) => p.key === 'spouse_ssn');
      expect(probe?.accept(text, 0.9)).toBe(true);
      return parsed.fields.spouse_ssn;
    };
    expect(reread('479-94-7038')).toEqual({ value: '479-94-7038', conf: 0.9 });
    const differs = reread('179-91-7036');
    expect(differs?.value).toBe('179-91-7036');
    expect(differs?.conf).toBeLessThan(0.8);
  });
});

describe('the tax year of a scanned form', () => {
  // azure-1099int-2023-render.png (corpus-real): "(Rev. January 2022)" was read as "Ren, Jaruary" and "2022)", and the
  // filled "For calendar year 20 23" as "For calendar", "year" and "20.23".
  it('is not the revision date, even when "Rev. January" is misread, and is read from "20.23" under "For calendar year"', () => {
    const layout = buildLayout([tok('Ren, Jaruary', 917, 160, 120, 14), tok('2022)', 1051, 159, 40, 15), tok('For calendar', 917, 187, 100, 27), tok('year', 1030, 187, 40, 27), tok('20.23', 964, 214, 50, 20)], 1200, 893, 'ocr');
    expect(findTaxYear(layout)).toBe(2023);
  });
  it('is not a year printed after "Rev." and a month, and is the filled year beside the label', () => {
    const layout = buildLayout([tok('Rev. January', 900, 160, 120, 20), tok('2024', 1070, 160, 48, 20), tok('For calendar year 20', 900, 200, 240, 20), tok('25', 1190, 200, 24, 20)], 1400, 900, 'ocr');
    expect(findTaxYear(layout)).toBe(2025);
  });
  it('is not the year of a date printed in a label, its month misread: the 1098-E\'s "September 1, 2004" (ADR 163)', () => {
    // Seed 52718's 1098-E photo read as taken: "Septerter  2004  0", the year box not read.
    const layout = buildLayout([tok('een avd Or CAPAMIS rere! for ONE Made before', 600, 560, 600, 20), tok('Septerter', 600, 590, 110, 20), tok('2004', 730, 590, 50, 20), tok('0', 900, 590, 12, 20)], 1400, 900, 'ocr');
    expect(findTaxYear(layout)).toBeUndefined();
    const filled = buildLayout([tok('Sept. 1,', 600, 590, 80, 20), tok('2004', 700, 590, 50, 20), tok('2025', 900, 100, 96, 40)], 1400, 900, 'ocr');
    expect(findTaxYear(filled)).toBe(2025);
  });
  it('is still a year printed alone in the form\'s title', () => {
    const layout = buildLayout([tok('2025', 900, 100, 96, 40), tok('Form W-2 Wage and Tax Statement', 100, 100, 500, 30)], 1400, 900, 'ocr');
    expect(findTaxYear(layout)).toBe(2025);
  });
});
