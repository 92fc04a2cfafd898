import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderFirstPage, sharedDir } from '../../../bench/extract/generate';
import { filled1040Page1 } from '../../../test/f1040-page';
import { encodeImage } from '../../integrations/ocr/image';
import { createExtractor } from '../index';
import { buildLayout, type Token } from '../layout';
import { agreesWithPage, parse1040Page } from '../parsers/f1040';
import { CONTRADICTED_CONF, settleLines, type Candidate } from './arithmetic';
import { fitRows, readLines } from './lines';
import { F1040_REVISIONS } from './revisions';

const [R2023, R2025] = F1040_REVISIONS;
if (!R2023 || !R2025) throw new Error('revisions missing');

/** An OCR'd token; the page is 1400 × 1700 px, the line-number column at x 1140, amounts at 1290. */
const ocr = (text: string, x0: number, y: number, x1: number, conf = 0.96): Token => ({ text, x0, y0: y - 8, x1, y1: y + 8, conf, source: 'ocr' });
/** Row r of the 2023 layout, 28.5 px apart from line 1a at y 930. */
const rowY = (r: number) => 930 + 28.5 * r;
const code = (text: string, r: number, conf = 0.9) => ocr(text, 1140, rowY(r), 1166, conf);
const amount = (text: string, r: number, conf = 0.96) => ocr(text, 1290, rowY(r), 1350, conf);

describe('1040 amount lines by the form\'s rows', () => {
  // The numbers of lines 2b, 11 and 12 garbled as the real 2023 sample's OCR gave them ("Fil", "1", "2").
  const tokens = [
    code('1a', 0), amount('987,654.00', 0), code('1b', 1), amount('963.00', 1), code('1z', 9), amount('321.00', 9),
    code('Fil', 10, 0.41), amount('223.00', 10), ocr('2a', 535, rowY(10), 561), ocr('112.00', 686, rowY(10), 743),
    code('3b', 11), amount('445.00', 11), ocr('3a', 535, rowY(11), 561), ocr('334.00', 682, rowY(11), 748),
    code('7', 16), amount('852.00', 16), code('9', 18), amount('357.00', 18), code('10', 19), amount('169.00', 19),
    code('1', 20, 0.88), amount('123.00', 20), code('2', 21, 0.52), amount('747.00', 21), code('15', 24), amount('323.00', 24),
  ];
  const layout = buildLayout(tokens, 1400, 1700, 'ocr');

  it('fits the 2023 rows to the line numbers read and places the rows whose numbers OCR garbled', () => {
    const fit = fitRows(layout, 2023);
    expect(fit?.revision.name).toBe('2023-2024');
    expect(fit?.pitch).toBeCloseTo(28.5, 0);
    const lines = readLines(layout, fit!);
    expect(lines.get('2b')?.value).toBe('223.00');
    expect(lines.get('11')?.value).toBe('123.00');
    expect(lines.get('12')?.value).toBe('747.00');
    // The middle column holds the "a" lines of the a/b pairs.
    expect(lines.get('2a')?.value).toBe('112.00');
    expect(lines.get('3a')?.value).toBe('334.00');
    // A row placed by the fit alone is not sure of itself.
    expect(lines.get('12')?.conf).toBeLessThanOrEqual(0.9);
  });

  it('needs three line numbers on their rows: two give no fit', () => {
    const few = buildLayout([code('1a', 0), amount('10.00', 0), code('9', 18), amount('10.00', 18)], 1400, 1700, 'ocr');
    expect(fitRows(few, 2023)).toBeUndefined();
  });

  it('chooses the 2025 rows (a "c" row under lines 3 to 5, line 7a) when the numbers read fit them', () => {
    const y = (r: number) => 900 + 24 * r;
    const at = (text: string, r: number) => ocr(text, 1140, y(r), 1166);
    const page = buildLayout([at('1a', 0), at('1z', 9), at('2b', 10), at('4b', 13), at('5b', 15), at('6b', 17), at('7a', 20), at('9', 23), at('11a', 25)], 1400, 1700, 'ocr');
    expect(fitRows(page, undefined)?.revision.name).toBe('2025');
  });
});

describe('the return\'s arithmetic', () => {
  const one = (value: string, conf = 0.9): Candidate[] => [{ value, conf }];

  it('confirms lines whose relation holds (line 9 = 1z + 2b + 3b + 7; empty lines are zero)', () => {
    const settled = settleLines(new Map([['1z', one('1000.00')], ['2b', one('20.00')], ['3b', one('30.00')], ['7', one('50.00')], ['9', one('1100.00', 0.6)]]), R2023);
    expect(settled.get('9')).toEqual({ value: '1100.00', conf: 0.95, check: 'confirmed' });
  });

  it('puts every line of a relation that does not hold below 0.8 (line 11 = 9 − 10)', () => {
    const settled = settleLines(new Map([['9', one('357.00', 0.97)], ['10', one('169.00', 0.97)], ['11', one('123.00', 0.97)]]), R2023);
    for (const c of ['9', '10', '11']) expect(settled.get(c)?.conf).toBeLessThanOrEqual(CONTRADICTED_CONF);
  });

  it('picks the reading of a line read two ways that makes its relation hold', () => {
    const settled = settleLines(
      new Map([['11', one('5000.00')], ['12', one('1500.00')], ['14', one('1500.00')], ['15', [{ value: '3600.00', conf: 0.7 }, { value: '3500.00', conf: 0.5 }]]]),
      R2023,
    );
    expect(settled.get('15')).toMatchObject({ value: '3500.00', check: 'confirmed' });
  });

  it('takes a total left empty as what its lines make (line 14 blank: line 15 = 11 − (12 + 13))', () => {
    const settled = settleLines(new Map([['11', one('60000.00')], ['12', one('14600.00')], ['15', one('45400.00')]]), R2023);
    expect(settled.get('15')).toMatchObject({ value: '45400.00', check: 'confirmed' });
    expect(settled.has('14')).toBe(false);
  });

  it('judges nothing when only the total is read (1z without any of 1a to 1h)', () => {
    expect(settleLines(new Map([['1z', one('52340.17', 0.9)]]), R2023).get('1z')).toEqual({ value: '52340.17', conf: 0.9 });
  });

  it('flags qualified dividends larger than ordinary dividends', () => {
    const settled = settleLines(new Map([['3a', one('951.00')], ['3b', one('357.00')]]), R2023);
    expect(settled.get('3a')?.check).toBe('contradicted');
  });
});

describe('a scanned line read again from its own cell', () => {
  const y = (r: number) => 930 + 28.5 * r;
  const tokens = [
    ocr('1a', 1140, y(0), 1166), ocr('1z', 1140, y(9), 1166), ocr('2b', 1140, y(10), 1166), ocr('664.00', 1290, y(10), 1350, 0.82), ocr('3b', 1140, y(11), 1166), ocr('9', 1140, y(18), 1160),
  ];
  const probeOf = () => {
    const parsed = parse1040Page(buildLayout(tokens, 1400, 1700, 'ocr'));
    const probe = parsed.missing.find((p) => p.key === 'line2b');
    if (!probe) throw new Error('no probe for line 2b');
    return { parsed, probe };
  };

  it('reads the cell upscaled with digits only and keeps a different reading first, below 0.8', () => {
    const { parsed, probe } = probeOf();
    expect(probe).toMatchObject({ psm: 7, whitelist: '0123456789.,$', upscaleTo: 32 });
    expect(probe.accept('654.00', 0.9)).toBe(true);
    expect(parsed.fields.line2b_taxable_interest).toEqual({ value: '654.00', conf: 0.7 });
  });

  it('keeps the page\'s confidence when both readings agree, and refuses a reading that lost the cents\' point', () => {
    const { parsed, probe } = probeOf();
    expect(probe.accept('66400', 0.9)).toBe(false);
    expect(probe.accept('664.00', 0.9)).toBe(true);
    expect(parsed.fields.line2b_taxable_interest).toEqual({ value: '664.00', conf: 0.82 });
  });
});

describe('the 1040 header read by its cells on a poor scan', () => {
  // The real 2023 sample's OCR (corpus-real azure-1040-2023-page1.png): the labels' small print garbled.
  const box = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 0.9): Token => ({ text, x0, y0, x1, y1, conf, source: 'ocr' });
  const tokens = [
    box('Your first name and middle Intel', 68, 135, 317, 169, 0.44), box('Last nama', 548, 135, 633, 169), box('Your social security number', 1103, 135, 1332, 169, 0.51),
    box('Pascale', 61, 167, 132, 195, 0.96), box('Weydert', 542, 167, 626, 195, 0.91),
    box('jot Feu, pouse’s first name and miidie intial', 84, 192, 454, 226, 0.2), box('Last nama', 548, 193, 634, 226), box('social security number', 1181, 192, 1357, 226, 0.3),
    box("Spouse's", 1103, 203, 1180, 219, 0.72),
    box('John', 61, 225, 109, 253, 0.97), box('Weydert', 542, 225, 626, 253, 0.92), box('987665', 1107, 229, 1223, 245, 0.8), box('4321', 1239, 228, 1332, 244, 0.92),
    box('Homa address number and street). If you have a 1.0. bax, 588 Instructions.', 65, 251, 635, 285, 0.3),
  ];
  const parsed = parse1040Page(buildLayout(tokens, 1393, 1698, 'ocr'));

  it('finds the first-name labels whose last words OCR garbled, and the spouse\'s name in its two cells', () => {
    expect(parsed.fields.taxpayer_name?.value).toBe('Pascale Weydert');
    expect(parsed.fields.spouse_name?.value).toBe('John Weydert');
  });

  it('reads the spouse\'s SSN under its label printed on two lines, again from its combed cell', () => {
    expect(parsed.missing.some((p) => p.key === 'spouse_ssn' && p.comb)).toBe(true);
  });
});

describe('the dependents table by its column headings on a poor scan', () => {
  // The real 2023 1040 and 1040-SR (corpus-real) as OCR read them: headings garbled ("12) Soctsl
  // securtty") or run together, the SSN's middle box lost, the name run into the margin's note.
  const box = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 0.9): Token => ({ text, x0, y0, x1, y1, conf, source: 'ocr' });
  const f1040 = [
    box('Dependents (sce instructions):', 55, 740, 349, 776, 0.85), box('12) Soctsl securtty', 643, 739, 785, 776, 0.32),
    box('13) Relationship (4) Gack tha box if quesbtees for (se instructions:', 832, 739, 1354, 776, 0.23),
    box('(1) First name', 197, 769, 307, 801, 0.93), box('Last name', 392, 769, 478, 801, 0.96), box('number', 681, 767, 745, 799, 0.41),
    box('than four', 54, 802, 139, 831, 0.91), box('Elton Weydert', 195, 801, 330, 831, 0.91), box('741 3', 630, 805, 720, 821, 0.64),
    box('2963', 742, 805, 784, 821, 0.76), box('|Son', 824, 805, 858, 821, 0.76), box('2)', 1057, 797, 1081, 830, 0.36), box('[4]', 1249, 801, 1266, 824, 0.26),
  ];
  const sr = [
    box('Dependents', 55, 804, 198, 837, 0.95), box('(2) Social security number (3) Relationship (4) Check the box If qualifies for (see Instructions):', 612, 802, 1347, 834, 0.6),
    box('(s00', 58, 826, 94, 860, 0.47), box('(1) First name', 206, 826, 312, 854, 0.63), box('Last namo', 393, 827, 477, 855, 0.79),
    box('Jf more than four Eton Weydert', 59, 855, 330, 893, 0.5), box('741', 630, 864, 660, 880, 0.71), box('[25', 686, 864, 707, 880, 0.65),
    box('8963', 743, 864, 784, 880, 0.87), box('[Son', 824, 864, 858, 880, 0.73), box('[7]', 1056, 855, 1080, 890, 0.36),
  ];

  it('reads the row under garbled headings and asks for its SSN cell again, checked against the parts the page read', () => {
    const parsed = parse1040Page(buildLayout(f1040, 1393, 1698, 'ocr'));
    expect(parsed.fields.dependents?.value).toEqual([{ name: 'Elton Weydert', relationship: 'Son' }]);
    const probes = parsed.missing.filter((p) => p.key === 'dependents.ssn');
    expect(probes.length).toBe(2);
    // The comb reading that turned 2963 into 2083 disagrees with the page's serial: refused.
    expect(probes[0]?.accept('741852083', 0.6)).toBe(false);
    // The reading as printed is kept when two readings agree.
    expect(probes[1]?.accept('741852963', 0.6)).toBe(false);
    expect(probes[1]?.accept('741852963', 0.6)).toBe(true);
    expect(parsed.fields.dependents?.value).toEqual([{ name: 'Elton Weydert', relationship: 'Son', ssn: '741-85-2963' }]);
    expect(parsed.fields.dependents?.conf).toBeLessThan(0.8);
  });

  it('finds the table without its "Dependents (see instructions)" label, and reads a name run into the margin again, from two readings alike', () => {
    const parsed = parse1040Page(buildLayout(sr, 1392, 1757, 'ocr'));
    // "Eton Weydert" is the margin's note and the name read as one phrase: no name from the page.
    expect(parsed.fields.dependents?.value).toEqual([{ ssn: '741-25-8963', relationship: 'Son' }]);
    const probe = parsed.missing.find((p) => p.key === 'dependents.name');
    expect(probe).toMatchObject({ keepRules: true, psm: 7 });
    expect(probe?.rect.x0).toBeGreaterThan(139);
    expect(probe?.rect.x1).toBeLessThan(630);
    expect(probe?.accept('Elton Weydert', 0.9)).toBe(false);
    expect(probe?.accept('Eton Weydert', 0.6)).toBe(false);
    expect(probe?.accept('Elton Weydert', 0.9)).toBe(true);
    expect(parsed.fields.dependents?.value).toEqual([{ ssn: '741-25-8963', relationship: 'Son', name: 'Elton Weydert' }]);
    expect(parsed.fields.dependents?.conf).toBeLessThanOrEqual(0.8);
  });

  it('an SSN read again agrees with the area, group and serial numbers the page read in their boxes', () => {
    expect(agreesWithPage('741-85-2963', ['741', '3', '2963'])).toBe(true);
    expect(agreesWithPage('741-85-2083', ['741', '3', '2963'])).toBe(false);
    expect(agreesWithPage('741-86-2963', ['741', '85', '2963'])).toBe(false);
    // A run of ten digits (a divider read as one) says nothing about the parts.
    expect(agreesWithPage('389-61-9175', ['3896191755'])).toBe(true);
  });
});

describe('scans of 1040 pages', () => {
  // A busy two-core machine can take a minute a scan: the limits leave room for that.
  const extractor = createExtractor({ timeoutMs: 200_000 });
  afterAll(() => extractor.close());
  const header = { first: 'Maria L', last: 'Okafor', ssn: '412683307', street: '88 Juniper Court', city: 'Dayton', state: 'OH', zip: '45402' };
  const lines = { '1a': '52,340.17', '1z': '52,340.17', '2a': '120.00', '2b': '845.33', '3a': '400.00', '3b': '1,210.50', '7a': '2,030.00', '10': '1,500.00' };
  const scan = async (values: Record<string, string>) => {
    const png = encodeImage(await renderFirstPage(await filled1040Page1(values), 150), 'png');
    const result = await extractor.extract({ bytes: png, fileName: 'f1040-2025-page1.png' });
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };

  it('reads a 2025 page 1 of our own (filled with pdf-lib, flattened, 150 dpi) and the arithmetic confirms it', { timeout: 240_000 }, async () => {
    const v = await scan({ ...header, ...lines, '9': '56,426.00', '11a': '54,926.00' });
    expect(v.document_type).toBe('1040');
    expect(v.fields).toMatchObject({
      line1z_wages: '52340.17', line2a_tax_exempt_interest: '120.00', line2b_taxable_interest: '845.33', line3a_qualified_dividends: '400.00',
      line3b_ordinary_dividends: '1210.50', line7_capital_gain: '2030.00', line9_total_income: '56426.00', line11_agi: '54926.00',
    });
    for (const f of ['line1z_wages', 'line9_total_income', 'line11_agi']) expect(v.field_confidence[f]).toBeGreaterThanOrEqual(0.95);
  });

  it('shows line 9 as printed but asks to check it when it is not the sum of its lines', { timeout: 240_000 }, async () => {
    const v = await scan({ ...header, ...lines, '9': '56,526.00', '11a': '55,026.00' });
    expect(v.fields.line9_total_income).toBe('56526.00');
    expect(v.field_confidence.line9_total_income).toBeLessThan(0.8);
    expect(v.field_confidence.line7_capital_gain).toBeLessThan(0.8);
    // Line 11a = 9 − 10 still holds, but line 9 is in doubt all the same.
    expect(v.verification_status).toBe('pending');
  });

  it('reads the real 2023 1040-SR\'s lines 2b and 3a (printed 6 px high) from their own cells, its filing status and dependent', { timeout: 240_000 }, async () => {
    const file = 'azure-1040sr-2023-page1.png';
    const result = await extractor.extract({ bytes: new Uint8Array(await readFile(path.join(sharedDir, 'corpus-real', file))), fileName: file });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.fields).toMatchObject({ line2b_taxable_interest: '654.00', line3a_qualified_dividends: '357.00', line1z_wages: '127.00' });
    // The filing status by the box ticked beside its label, the dependents row by its headings.
    expect(result.value.fields.filing_status).toBe('married_filing_jointly');
    expect(result.value.fields.dependents).toEqual([{ name: 'Elton Weydert', ssn: '741-25-8963', relationship: 'Son' }]);
  });
});

describe('the home address by its rows when its box labels were not all read (ADR 131)', () => {
  // The real 2023 1040-SR's OCR (corpus-real azure-1040sr-2023-page1.png): the city label ran into
  // the state's ("... spaces below. State"), the city not read, the apartment number run into the
  // next column's print.
  const box = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 0.9): Token => ({ text, x0, y0, x1, y1, conf, source: 'ocr' });
  const header = [
    box('Your first name and middle initial', 67, 142, 330, 160), box('Your social security number', 1102, 142, 1330, 160),
    box('Home address (number and street). If you have a P.O. box, see instructions.', 69, 256, 640, 274), box('Apt. no.', 978, 256, 1040, 274),
    box('Presidential Election Campaign', 1100, 256, 1330, 274),
  ];
  const cityLabel = box('City, town, or post office. If you have a foreign address, also complete spaces below. State', 68, 314, 880, 332);
  const layoutOf = (rows: Token[]) => buildLayout([...header, ...rows], 1392, 1757, 'ocr');
  // The regular 1040's OCR of the same label, too garbled to name the city box.
  const garbled = box('Cty, twn, of pst ofice. If yoo hve a foregn adress, alsa Completa Spaces belw.', 64, 306, 780, 324);

  it('takes the street and the state and ZIP code from their rows, and reads the city and the apartment number again from their places', () => {
    const parsed = parse1040Page(layoutOf([box('123 Fremont ave', 61, 282, 215, 310, 0.96), box('12B Check here if you, or your', 1019, 284, 1300, 300), cityLabel, box('WA', 845, 346, 876, 360), box('98103', 989, 346, 1041, 360, 0.96)]));
    expect(parsed.fields.address).toBeUndefined();
    const city = parsed.missing.find((p) => p.key === 'address.city');
    const apt = parsed.missing.find((p) => p.key === 'address.apt');
    if (!city || !apt) throw new Error('no probes for the city and the apartment number');
    // Each part must be read alike twice; the address is given only whole.
    expect(city.accept('Seattle', 0.9)).toBe(false);
    expect(city.accept('Seattle', 0.9)).toBe(true);
    expect(parsed.fields.address).toBeUndefined();
    expect(apt.accept('12B', 0.9)).toBe(false);
    expect(apt.accept('12B', 0.9)).toBe(true);
    expect(parsed.fields.address).toEqual({ value: '123 Fremont ave 12B, Seattle, WA 98103', conf: 0.6 });
  });

  it('takes a city the page read before the state code, and needs no apartment number where the street row has none', () => {
    const parsed = parse1040Page(layoutOf([box('123 Fremont ave', 61, 282, 215, 310, 0.96), garbled, box('Settle', 58, 332, 120, 360), box('WA', 844, 344, 876, 358), box('98103', 989, 332, 1041, 360)]));
    expect(parsed.missing.some((p) => p.key === 'address.city' || p.key === 'address.apt')).toBe(false);
    expect(parsed.fields.address).toEqual({ value: '123 Fremont ave, Settle, WA 98103', conf: 0.6 });
  });

  it('refuses an apartment number with a 0, 6, 8 or 9 whose loop the print cannot show, and a row that does not end in a state and ZIP code', () => {
    const parsed = parse1040Page(layoutOf([box('123 Fremont ave', 61, 282, 215, 310, 0.96), box('66 Check here if you, or your', 1019, 284, 1300, 300), garbled, box('Settle', 58, 332, 120, 360), box('WA', 844, 344, 876, 358), box('98103', 989, 332, 1041, 360)]));
    const apt = parsed.missing.find((p) => p.key === 'address.apt');
    // No page image here: nothing shows the loops, so "66" (printed 55 on the sample) is never taken.
    expect(apt?.accept('66', 0.9)).toBe(false);
    expect(apt?.accept('66', 0.9)).toBe(false);
    expect(parsed.fields.address).toBeUndefined();
    const foreign = parse1040Page(layoutOf([box('123 Fremont ave', 61, 282, 215, 310, 0.96), garbled, box('Toronto', 58, 332, 140, 360), box('ON M5V 2T6', 844, 344, 990, 358)]));
    expect(foreign.fields.address).toBeUndefined();
    expect(foreign.missing.some((p) => p.key.startsWith('address.'))).toBe(false);
  });
});
