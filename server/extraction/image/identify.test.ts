import { describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '#shared/forms/index';
import type { FormDefinition } from '#shared/forms/types';
import { geometryOf } from '../template';
import { classifyText } from '../classify';
import { FORM_LABELS, identifyByLabels, identifyByTemplate, LABELS, nearestStretch } from './identify';

/** A template's printed text as the OCR phrases of a 300 dpi page, with the words `lose` says OCR lost. */
function printed(def: FormDefinition, lose: (text: string) => boolean = () => false) {
  const k = 300 / 72;
  return geometryOf(def)
    .text.filter(([text]) => !lose(text))
    .map(([text, x0, y0, x1, y1]) => ({ text, x0: 100 + k * x0, y0: 60 + k * y0, x1: 100 + k * x1, y1: 60 + k * y1 }));
}

const byType = (type: string) => FORM_DEFINITIONS.find((d) => d.type === type)!;

describe('naming a form by its printed structure when OCR lost its title (ADR 089 addendum b)', () => {
  it('a W-2 whose title, form number and copy legend were lost: the words say `other`, the labels in place say W-2', () => {
    // What a small, soft photo of a W-2 leaves: the box labels, not the title line or the legend.
    const phrases = printed(byType('w2'), (t) => /wage and tax|w-?2\b|filed with|records|sick pay|security wages|medicare wages/i.test(t));
    expect(classifyText(phrases.map((p) => p.text).join('\n')).type).toBe('other');
    expect(identifyByTemplate([phrases])).toBe('w2');
  });

  it('each template type is named as itself, never as another (1099s share words, not box places)', () => {
    for (const def of FORM_DEFINITIONS) expect(identifyByTemplate([printed(def)]), def.id).toBe(def.type);
  });

  it('a page whose words do not register to any blank form is not named', () => {
    const letter = ['Dear customer', 'Your account statement', 'Balance 1,234.56', 'Thank you for banking with us'].map((text, i) => ({ text, x0: 100, y0: 100 + 60 * i, x1: 900, y1: 140 + 60 * i }));
    expect(identifyByTemplate([letter])).toBeUndefined();
  });

  it('a form with most of its labels moved (another revision or a look-alike form) is not named', () => {
    const def = byType('1099-int');
    // Every other printed word moved 40 points down: the words are the 1099-INT's, their places are not.
    const phrases = printed(def).map((p, i) => (i % 2 ? { ...p, y0: p.y0 + 170, y1: p.y1 + 170 } : p));
    expect(identifyByTemplate([phrases])).toBeUndefined();
  });
});

/** OCR lines as a photo's page gives them: one phrase each, 60 px apart, top to bottom in the order given. */
const ocrLines = (texts: string[]) => texts.map((text, i) => ({ text, x0: 60, y0: 100 + 60 * i, x1: 60 + 14 * text.length, y1: 130 + 60 * i, line: i }));
const letters = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

describe('naming a form by its own box labels read loosely (ADR 144)', () => {
  it('every label is printed on its own blank form and no other supported form prints a line within the edit share of it', () => {
    for (const [type, labels] of Object.entries(FORM_LABELS)) {
      for (const label of labels) {
        const want = letters(label);
        expect(want.length, label).toBeGreaterThanOrEqual(LABELS.minLetters);
        expect(FORM_DEFINITIONS.filter((d) => d.type === type).some((d) => geometryOf(d).text.some(([t]) => letters(t) === want)), label).toBe(true);
        for (const other of FORM_DEFINITIONS.filter((d) => d.type !== type)) {
          for (const [t] of geometryOf(other).text) expect(nearestStretch(want, letters(t)).edits, `${label} / ${other.id} "${t}"`).toBeGreaterThan(Math.floor(LABELS.maxEditShare * want.length));
        }
      }
    }
  });

  it('each template type with labels is named as itself by its printed words', () => {
    for (const def of FORM_DEFINITIONS) if (FORM_LABELS[def.type]) expect(identifyByLabels([printed(def)]), def.id).toBe(def.type);
  });

  it('a 1098 photo whose title, form number and most labels were lost: three labels read with letters wrong name it', () => {
    // What OCR left of a small phone photo of a 1098 (its cleared reading): the parties' labels and box 9's.
    const lines = ocrLines(["RECENT LUENDER'S TN  PAYER SBORROWER'S Th  20,  3  Date", 'PATER S BORROWER § name  $  $  Te FS To we wae', 'Ports pac on purThate of NCHS eRe e', '§ Number of properties securng 10 Omer']);
    expect(classifyText(lines.map((l) => l.text).join('\n')).type).toBe('other');
    expect(identifyByTemplate([lines])).toBeUndefined();
    expect(identifyByLabels([lines])).toBe('1098');
  });

  it('the same labels read in the opposite vertical order to the blank form are not a 1098', () => {
    const lines = ocrLines(['§ Number of properties securng 10 Omer', 'PATER S BORROWER § name', "PAYER SBORROWER'S Th"]);
    expect(identifyByLabels([lines])).toBeUndefined();
  });

  it('a label read out of its printed place is set aside; the three in order still name the form', () => {
    // Box 9's label read above the parties' labels (a neighbour's words taken for it) no longer voids the rest.
    const lines = ocrLines(['Number of properties securing the', 'Mortgage origination date', "PAYER SBORROWER'S Th", 'PATER S BORROWER § name']);
    expect(identifyByLabels([lines])).toBe('1098');
    expect(identifyByLabels([lines.slice(0, 3)])).toBeUndefined();
  });

  it('two labels are not enough', () => {
    expect(identifyByLabels([ocrLines(["PAYER SBORROWER'S Th", 'PATER S BORROWER § name'])])).toBeUndefined();
  });

  it('look-alike forms stay unnamed: 1099-A, Schedule B, 1099-Q, 5498', () => {
    const lookAlikes = [
      // Form 1099-A, Acquisition or Abandonment of Secured Property.
      ["LENDER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.", "LENDER'S TIN  BORROWER'S TIN", "BORROWER'S name", 'Street address (including apt. no.)', "1 Date of lender's acquisition or knowledge of abandonment  2 Balance of principal outstanding", '4 Fair market value of property  5 If checked, the borrower was personally liable for repayment of the debt', '6 Description of property'],
      // Schedule B (Form 1040), Interest and Ordinary Dividends.
      ['SCHEDULE B (Form 1040)  Interest and Ordinary Dividends', '1 List name of payer. If any interest is from a seller-financed mortgage and the buyer used the property as a personal residence', '2 Add the amounts on line 1', '3 Excludable interest on series EE and I U.S. savings bonds issued after 1989', '5 List name of payer. Include only ordinary dividends', '7a At any time during 2023, did you have a financial interest in or signature authority over a financial account'],
      // Form 1099-Q, Payments From Qualified Education Programs.
      ["PAYER'S/TRUSTEE'S name, street address", "RECIPIENT'S name", '1 Gross distribution  2 Earnings  3 Basis', '4 Trustee-to-trustee transfer  5 Check one: Qualified tuition program Private or State  Coverdell ESA', '6 If this box is checked, the recipient is not the designated beneficiary'],
      // Form 5498, IRA Contribution Information.
      ["TRUSTEE'S or ISSUER'S name", "PARTICIPANT'S name", '1 IRA contributions (other than amounts in boxes 2-4, 8-10, 13a, 14a, and 15a)', '2 Rollover contributions  3 Roth IRA conversion amount', '4 Recharacterized contributions  5 FMV of account', '8 SEP contributions  9 SIMPLE contributions  10 Roth IRA contributions', '11 Check if RMD for 2024  12a RMD date'],
    ];
    for (const l of lookAlikes) expect(identifyByLabels([ocrLines(l)]), l[0]).toBeUndefined();
  });
});
