import { describe, expect, it } from 'vitest';
import { classifyText, PRINTED_TITLES, TITLE_MATCH, titlesReadLoosely } from './classify';

// OCR lines of soft phone photos (pages at 90-130 dpi) as tesseract read them (ADR 168).
describe('a form named by its printed title read loosely (ADR 168)', () => {
  it('a 1040 whose title line OCR interleaved with the year and misread ("Retum") is a 1040', () => {
    const text = "11040 J's. individual 24  income Tax Retum\nOMB No. 1450074  998 Le Ory Cm men\nor tw ye Jan One. 31 JA or ober en pe Sgreny";
    expect(titlesReadLoosely(text)).toEqual([{ type: '1040', weight: 6 }]);
    expect(classifyText(text).type).toBe('1040');
  });

  it('a W-2, a 1099-NEC and a 1099-DIV title with a letter or two misread count as read', () => {
    expect(classifyText('Form W2  Wage and Tex Statemert  2025').type).toBe('w2');
    // The 1099-NEC's title weighs 4, as read exactly: it is also box 1's label, so with nothing else it names nothing.
    expect(titlesReadLoosely('Nonemp1oyee Cornpensation  Copy B')).toEqual([{ type: '1099-nec', weight: 4 }]);
    expect(titlesReadLoosely('Dividends and Distribulions  For Recipient')).toEqual([{ type: '1099-div', weight: 4 }]);
  });

  it('counts a title once: read exactly, its loose reading adds nothing', () => {
    expect(titlesReadLoosely('U.S. Individual Income Tax Return')).toEqual([]);
    expect(classifyText('U.S. Individual Income Tax Return').scores['1040']).toBe(6);
  });

  it('a title too far from the print, or too short to be read loosely, names nothing', () => {
    expect(classifyText('individual income  ZIP code  Tex Rett').type).toBe('other');
    expect(TITLE_MATCH.minLetters).toBeGreaterThan('interestincome'.length);
    expect(PRINTED_TITLES.every((t) => t.title.replace(/[^A-Za-z]/g, '').length >= TITLE_MATCH.minLetters)).toBe(true);
  });

  it('look-alikes held other stay other: Schedule B, the 1099-A, the 5498', () => {
    expect(classifyText('SCHEDULE B  Interest and Ordinary Dividends\nAttach to Form 1040 or 1040-SR').type).toBe('other');
    expect(classifyText('Acquisition or Abandonment of Secured Property  Form 1099-A').type).toBe('other');
    expect(classifyText('IRA Contribution Information  Form 5498').type).toBe('other');
  });

  it('the 1099-MISC title printed stacked in its title column, each word ending a line, is a 1099-MISC', () => {
    const text = ['PATVINS nave Wreet atdeas Fy oF bee', '0 20.547  Miscellaneous', '921) bow Road $370)  Information', 'Maduon.'].join('\n');
    expect(classifyText(text).type).toBe('1099-misc');
    expect(classifyText(['Total  Miscellanecus', 'PAYER\'S TIN  Informaton'].join('\n')).type).toBe('1099-misc');
    // The two words in the middle of lines (a citation in a sentence) are not the stacked title.
    expect(classifyText(['see Miscellaneous rules', 'and Information returns in'].join('\n')).type).toBe('other');
  });

  it('the 1099-DIV title printed stacked, "Dividends and" over "Distributions" at the ends of two lines, is a 1099-DIV', () => {
    expect(classifyText(['OMB No. 1545-0110  Dividends and', 'Fr 2025  Distributions', 'PAYER\'S TIN'].join('\n')).type).toBe('1099-div');
    // The words run in a sentence are no title.
    expect(classifyText('Report dividends and distributions on Schedule B').type).toBe('other');
  });
});
