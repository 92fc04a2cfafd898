import { describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '#shared/forms/index';
import type { FormDefinition } from '#shared/forms/types';
import { geometryOf } from '../template';
import { classifyText } from '../classify';
import { identifyByTemplate } from './identify';

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
