import { describe, expect, it } from 'vitest';
import { canonicalJson } from '#shared/review/canonical';

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ a: { d: [3, { z: 1, y: 2 }], c: 'x' } }, '{"a":{"c":"x","d":[3,{"y":2,"z":1}]}}'],
    [{ a: undefined, b: null }, '{"b":null}'],
    [[1, undefined, 'é'], '[1,null,"é"]'],
    [{ B: 1, a: 1, _: 1 }, '{"B":1,"_":1,"a":1}'],
  ])('serialises %j as %s', (input, want) => {
    expect(canonicalJson(input)).toBe(want);
  });

  it('gives the same text whatever the key order', () => {
    expect(canonicalJson({ x: 1, y: [1, 2], z: { q: true, p: false } })).toBe(canonicalJson({ z: { p: false, q: true }, y: [1, 2], x: 1 }));
  });

  it('refuses values JSON cannot carry faithfully', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(RangeError);
    expect(() => canonicalJson({ a: () => 1 })).toThrow(TypeError);
  });
});
