import { describe, expect, it } from 'vitest';
import { FIELD_DEFINITIONS } from '../extraction/fields';
import { FORM_DEFINITIONS } from './index';

/** The field each form box fills, as extraction-fields.md names it (party boxes fill name/address). */
function canonicalNames(field: string, party?: string): string[] {
  if (party) return [`${party}_name`, `${party}_address`];
  return [field];
}

describe('form definitions agree with the canonical field list', () => {
  it.each(FORM_DEFINITIONS.map((d) => [d.id, d] as const))('%s', (_id, def) => {
    const canonical = FIELD_DEFINITIONS[def.type];
    for (const box of def.boxes) {
      if (box.kind === 'year') continue;
      for (const name of canonicalNames(box.field, box.party)) {
        const field = canonical.find((f) => f.name === name);
        expect(field, `${def.id} ${box.widget} → ${name}`).toBeDefined();
        if (box.list) expect(field?.items?.map((i) => i.name), `${def.id} ${box.widget}`).toContain(box.kind === 'state-and-id' ? 'state' : box.list.item);
        // Where both give a box number, they are the same box (W-2 box 15 to 20 share the states list's "15").
        if (field?.box && box.box && !box.list) expect(box.box, `${def.id} ${name}`).toBe(field.box);
      }
    }
    // Every money box of the canonical list is read from the form (nothing left to another list).
    const read = new Set(def.boxes.map((b) => b.field));
    const money = canonical.filter((f) => f.kind === 'money').map((f) => f.name);
    expect(money.filter((m) => !read.has(m))).toEqual([]);
  });
});

describe('the lists built from the canonical fields (review rows, ProConnect text) cover what the template reads, and no more', () => {
  // The review rows and the "Copy for ProConnect" text list FIELD_DEFINITIONS[type] in order; for a
  // form read by its template every one of those fields must be a box (or part of a party box) of its
  // definition, so no row stays empty because the template has no box for it.
  it.each(FORM_DEFINITIONS.filter((d) => ['1099-r', '1099-g', '1098-t', '1098-e'].includes(d.type)).map((d) => [d.id, d] as const))('%s', (_id, def) => {
    const filled = new Set(def.boxes.flatMap((b) => (b.party ? [`${b.party}_name`, `${b.party}_address`, ...(b.party === 'payer' ? ['payer_phone'] : [])] : [b.field])));
    expect(FIELD_DEFINITIONS[def.type].map((f) => f.name).filter((n) => !filled.has(n))).toEqual([]);
  });
});
