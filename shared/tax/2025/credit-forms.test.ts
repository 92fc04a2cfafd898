import { describe, expect, it } from 'vitest';
import { estimate2025, lineAmount } from '#shared/tax/2025/estimate';
import { educationCredits } from '#shared/tax/2025/worksheets';
import { G2_SINGLE_PARENT, G4_STUDENT, G9_SAVER } from '../../../test/golden-returns';

/** The credit forms' worksheet values the estimate keeps (estimate.creditForms) are the ones its lines use. */
describe('estimate.creditForms', () => {
  it('G2: Form 2441, Schedule EIC and Schedule 8812 carry the figures of lines sch3_2, 27a, 19 and 28', () => {
    const est = estimate2025(G2_SINGLE_PARENT);
    const f = est.creditForms!;
    expect(f.form2441).toMatchObject({ persons: ['Maya', 'Leo'], line3: 4_000_00, line6: 4_000_00, line7: 28_000_00, line8Bps: 2800, line9a: 1_120_00, line10: 438_00, line11: lineAmount(est, 'sch3_2') });
    expect(f.form2441!.providers).toEqual([{ name: 'Little Stars Daycare', tin: '12-3456789', amountPaid: 4_000_00 }]);
    expect(f.scheduleEic?.children.map((c) => [c.name, c.relationship, c.monthsInHome])).toEqual([['Maya', 'Daughter', 12], ['Leo', 'Son', 12]]);
    expect(f.scheduleEic?.credit).toBe(lineAmount(est, '27a'));
    expect(f.schedule8812).toMatchObject({ line4: 2, line5: 4_400_00, line6: 0, line8: 4_400_00, line10: 0, line12: 4_400_00, line13: 0, line14: lineAmount(est, '19') });
    expect(f.schedule8812?.partII).toEqual({ line16a: 4_400_00, line16b: 3_400_00, line17: 3_400_00, line18a: 28_000_00, line19: 25_500_00, line20: 3_825_00, line27: lineAmount(est, '28') });
    expect(f.form8863).toBeUndefined();
    expect(f.form8880).toBeUndefined();
  });

  it('G4 and G9: Form 8863 per student and Form 8880 per person', () => {
    const student = estimate2025(G4_STUDENT);
    const e = student.creditForms!.form8863!;
    expect(e.students).toEqual([{
      name: 'Sam Lee', who: 'taxpayer', institutions: [{ documentId: 't', name: 'State University', address: null, ein: null }],
      aotcFourYears: false, halfTime: true, firstFourYearsDone: false, netExpenses: 4_500_00,
      aotc: { line27: 4_000_00, line28: 2_000_00, line29: 500_00, line30: 2_500_00 }, llc: null,
    }]);
    expect(e).toMatchObject({ line1: 2_500_00, line6Thousandths: 1000, line8: lineAmount(student, '29'), line9: 1_500_00, line19: lineAmount(student, 'sch3_3') });

    const saver = estimate2025(G9_SAVER);
    expect(saver.creditForms?.form8880).toEqual({
      you: { line3: 2_500_00, line4: 0, line5: 2_500_00, line6: 2_000_00 }, spouse: null,
      line7: 2_000_00, line8: 22_000_00, line9Bps: 5000, line10: 1_000_00, line11: 628_00, line12: lineAmount(saver, 'sch3_4'),
    });
  });

  it('a return without credits has no credit forms', () => {
    const est = estimate2025({ filingStatus: 'single', taxpayer: { dateOfBirth: '1970-01-01' }, documents: { w2: [{ id: 'w', label: 'Bank', fields: { box1_wages: '95000.00' } }] } });
    expect(est.creditForms).toBeUndefined();
  });

  it('Form 8863 Part III lines 27–30 add up to the same tentative credit as before, for any expenses', () => {
    for (const cents of [0, 1_500_00, 2_000_00, 2_000_01, 3_333_33, 4_000_00, 9_000_00]) {
      const r = educationCredits([{ netExpenses: cents, aotc: true }], 50_000_00, 'single');
      const first = Math.min(cents, 2_000_00);
      const second = Math.min(Math.max(cents - 2_000_00, 0), 2_000_00);
      expect(r.aotcTentative).toBe(first + Math.round(second * 0.25));
      expect(r.perStudent[0]).toMatchObject({ line30: r.aotcTentative });
    }
  });
});
