import { describe, expect, it } from 'vitest';
import { geometryOf } from '../../server/extraction/template';
import { inkThreshold } from '../../server/integrations/ocr/preprocess';
import { CHECKBOX, locateSquare, squareInkShare } from '../../server/extraction/image/checkbox';
import { F1099_R_2025 } from '#shared/forms/1099-r-2025';
import { fillOfficialForm, generateSet, renderFirstPage } from './generate';

describe('ticks on the generated scans (ADR 121)', () => {
  it('a ticked box of a form that becomes an image is drawn as a mark filling much of its printed square', async () => {
    // The first seed whose 1099-R ticks box 7 (IRA/SEP/SIMPLE).
    let seed = 1;
    while (!(await fillOfficialForm('1099-r', seed, { flatten: true })).fields.box7_ira_sep_simple) seed += 1;
    const dpi = 200;
    const k = dpi / 72;
    const w = geometryOf(F1099_R_2025).widgets.c2_4!.widget;
    const at = { x0: w[0] * k, y0: w[1] * k, x1: w[2] * k, y1: w[3] * k };
    const share = async (drawnTicks: boolean) => {
      const image = await renderFirstPage((await fillOfficialForm('1099-r', seed, { flatten: true, drawnTicks })).bytes, dpi);
      const threshold = inkThreshold(image);
      return squareInkShare(image, locateSquare(image, at, threshold, CHECKBOX.slack * k), threshold);
    };
    // The form's own "on" appearance (a ZapfDingbats check) renders as a tiny empty rectangle.
    expect(await share(false)).toBeLessThan(CHECKBOX.tickedOver);
    // Drawn as paths, the tick is a check mark of the square's size.
    expect(await share(true)).toBeGreaterThan(0.3);
  });
});

describe('a set of some types only', () => {
  it('makes only the types asked for, each the same document the whole set holds', async () => {
    const opts = { seed: 31, digitalPerType: 1, scansPerType: 0, otherPerKind: 1 } as const;
    const whole = await generateSet(opts);
    const some = await generateSet({ ...opts, types: ['1099-nec', '1099-int'] });
    expect([...new Set(some.map((d) => d.type))].sort()).toEqual(['1099-int', '1099-nec']);
    expect(some.map((d) => d.name)).toEqual(whole.filter((d) => d.type === '1099-nec' || d.type === '1099-int').map((d) => d.name));
    for (const doc of some) expect(doc.truth).toEqual(whole.find((d) => d.name === doc.name)?.truth);
  });
});
