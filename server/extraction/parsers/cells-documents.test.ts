/**
 * The cell reader on boxed substitute forms drawn here (neither real sample's layout, font or box
 * order): a 2-up W-2 sheet and a lender's substitute 1098, rendered to images at the small size of
 * an employer's printout and read through the ordinary page pipeline, then cell by cell (ADR 094).
 */
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeImage } from '../../integrations/ocr/image';
import { createTesseractJsEngine } from '../../integrations/ocr/tesseract-js';
import type { GrayImage } from '../../integrations/ocr/types';
import { loadImagePage } from '../pages';
import { applyW2Arithmetic, CELL_READER, readCells, voteReadings } from './cells';

interface DrawnCell {
  /** Grid position and span, in cells of `cw` x `ch` pixels. */
  col: number;
  row: number;
  cols?: number;
  rows?: number;
  label: string;
  values: string[];
}

function drawSheet(copies: Array<{ x: number; y: number }>, cells: DrawnCell[], o: { width: number; height: number; cw: number; ch: number; labelFont: string; valueFont: string; title: string }): GrayImage {
  const canvas = createCanvas(o.width, o.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, o.width, o.height);
  ctx.fillStyle = '#000';
  ctx.strokeStyle = '#000';
  ctx.lineWidth = 1;
  for (const at of copies) {
    ctx.font = o.valueFont;
    ctx.fillText(o.title, at.x, at.y - 8);
    for (const c of cells) {
      const x = at.x + c.col * o.cw;
      const y = at.y + c.row * o.ch;
      const w = (c.cols ?? 1) * o.cw;
      const h = (c.rows ?? 1) * o.ch;
      ctx.strokeRect(x + 0.5, y + 0.5, w, h);
      ctx.font = o.labelFont;
      ctx.fillText(c.label, x + 3, y + 10);
      ctx.font = o.valueFont;
      c.values.forEach((v, i) => ctx.fillText(v, x + 10, y + 27 + i * 15));
    }
  }
  const rgba = ctx.getImageData(0, 0, o.width, o.height).data;
  const data = new Uint8Array(o.width * o.height);
  for (let i = 0; i < data.length; i += 1) data[i] = rgba[i * 4] ?? 255;
  return { width: o.width, height: o.height, data };
}

const engine = createTesseractJsEngine({ poolSize: 1 });
afterAll(() => engine.close());

async function readSheet(type: 'w2' | '1098', image: GrayImage) {
  const signal = new AbortController().signal;
  const doc = await loadImagePage(encodeImage(image, 'png'), () => engine, { maxPages: 1, maxPixels: 40e6, renderDpi: 300, signal });
  const page = doc.pages[0];
  if (!page?.image) throw new Error('no page image');
  const readings = await readCells(type, page.image, page.layout.unit, engine, signal);
  const voted = voteReadings(readings ?? []);
  if (type === 'w2') applyW2Arithmetic(voted);
  return voted;
}

describe('the cell reader on boxed forms it was not written for', () => {
  it('reads a 2-up W-2 sheet in its own box order and font; the copies vote and the arithmetic agrees', async () => {
    const cells: DrawnCell[] = [
      { col: 0, row: 0, label: '5 Medicare wages and tips', values: ['52,340.17'] },
      { col: 1, row: 0, label: '6 Medicare tax withheld', values: ['758.93'] },
      { col: 2, row: 0, label: 'd Control number', values: ['A-4471'] },
      { col: 0, row: 1, label: '1 Wages, tips, other compensation', values: ['52,340.17'] },
      { col: 1, row: 1, label: '2 Federal income tax withheld', values: ['6,120.00'] },
      { col: 2, row: 1, label: "a Employee's social security number", values: ['321-54-9876'] },
      { col: 0, row: 2, label: '3 Social security wages', values: ['52,340.17'] },
      { col: 1, row: 2, label: '4 Social security tax withheld', values: ['3,245.09'] },
      { col: 2, row: 2, label: 'b Employer identification number (EIN)', values: ['45-6789012'] },
      { col: 0, row: 3, cols: 2, rows: 2, label: "c Employer's name, address, and ZIP code", values: ['Harbor Lane Foods Inc', '88 Quay Street', 'Portland, OR 97201'] },
      { col: 2, row: 3, rows: 2, label: "e Employee's name, address, and ZIP code", values: ['Dana Whitfield', '1200 Elm Avenue', 'Salem, OR 97301'] },
    ];
    const image = drawSheet([{ x: 30, y: 40 }, { x: 640, y: 40 }], cells, {
      width: 1250, height: 330, cw: 190, ch: 52, labelFont: '9px DejaVu Serif', valueFont: '13px DejaVu Serif', title: 'Form W-2 Wage and Tax Statement 2025 - Copy 1 and Copy 2',
    });
    const voted = await readSheet('w2', image);
    const value = (f: string) => voted.get(f)?.value;
    expect(value('box1_wages')).toBe('52340.17');
    expect(value('box3_social_security_wages')).toBe('52340.17');
    expect(value('box4_social_security_tax_withheld')).toBe('3245.09');
    expect(value('box5_medicare_wages')).toBe('52340.17');
    expect(value('box6_medicare_tax_withheld')).toBe('758.93');
    expect(value('employee_ssn')).toBe('321-54-9876');
    expect(value('employer_ein')).toBe('45-6789012');
    expect(voted.get('box4_social_security_tax_withheld')?.conf).toBeGreaterThanOrEqual(CELL_READER.arithmeticConf);
    expect(voted.get('box1_wages')?.conf).toBe(CELL_READER.agreedConf);
    // Whatever else was read at "verified" confidence is the printed value.
    const printed: Record<string, string> = { control_number: 'A-4471', box2_federal_income_tax_withheld: '6120.00', employer_address: '88 Quay Street, Portland, OR 97201', employee_address: '1200 Elm Avenue, Salem, OR 97301' };
    for (const [f, v] of voted) if (v.conf >= 0.8 && f in printed) expect({ f, value: v.value }).toEqual({ f, value: printed[f] });
    expect(value('employer_name')).toBe('Harbor Lane Foods Inc');
    expect(value('employee_name')).toBe('Dana Whitfield');
  }, 180_000);

  it('reads a substitute 1098 whose boxes stand in another order, in another font', async () => {
    const cells: DrawnCell[] = [
      { col: 0, row: 0, rows: 2, cols: 2, label: "RECIPIENT'S/LENDER'S name, street address, city, state, ZIP, and telephone no.", values: ['EVERGREEN MORTGAGE CO', '400 PINE STREET', 'TACOMA, WA 98402', '(253) 555-0142'] },
      { col: 2, row: 0, label: '11 Mortgage acquisition date', values: ['07/19/2025'] },
      { col: 3, row: 0, label: '3 Mortgage origination date', values: ['03/02/2019'] },
      { col: 2, row: 1, label: '2 Outstanding mortgage principal', values: ['$287,300.00'] },
      { col: 3, row: 1, label: '1 Mortgage interest received from payer(s)/borrower(s)', values: ['$8,412.55'] },
      { col: 0, row: 2, label: "PAYER'S/BORROWER'S TIN", values: ['XXX-XX-4321'] },
      { col: 1, row: 2, label: "RECIPIENT'S/LENDER'S TIN", values: ['27-1234567'] },
      { col: 2, row: 2, cols: 2, label: '9 Number of properties securing the mortgage', values: ['1'] },
      { col: 0, row: 3, label: '5 Mortgage insurance premiums', values: ['$1,020.00'] },
      { col: 1, row: 3, label: '4 Refund of overpaid interest', values: [] },
      { col: 2, row: 3, cols: 2, label: '6 Points paid on purchase of principal residence', values: ['$350.00'] },
    ];
    const image = drawSheet([{ x: 30, y: 50 }], cells, {
      width: 1100, height: 330, cw: 255, ch: 62, labelFont: '9px DejaVu Sans Condensed', valueFont: 'bold 14px DejaVu Sans', title: 'Substitute Form 1098 Mortgage Interest Statement 2025',
    });
    const voted = await readSheet('1098', image);
    const truth: Record<string, string | number> = {
      payer_name: 'EVERGREEN MORTGAGE CO', payer_address: '400 PINE STREET, TACOMA, WA 98402', payer_phone: '(253) 555-0142',
      box1_mortgage_interest: '8412.55', box2_outstanding_principal: '287300.00', box3_origination_date: '2019-03-02', box11_acquisition_date: '2025-07-19',
      payer_tin: '27-1234567', recipient_tin: 'XXX-XX-4321', box9_number_of_properties: 1, box5_mortgage_insurance_premiums: '1020.00', box6_points_paid: '350.00',
    };
    // Right or absent: every value the reader gives is the printed one (bold mono 1s that the engine
    // doubts are left out), most boxes are read, the empty box 4 gives nothing.
    const given = [...voted].filter(([, v]) => v.conf > 0);
    for (const [f, v] of given) expect({ f, value: v.value }).toEqual({ f, value: truth[f] });
    expect(given.length).toBeGreaterThanOrEqual(10);
    expect(voted.get('box2_outstanding_principal')?.value).toBe('287300.00');
    expect(voted.get('recipient_tin')?.value).toBe('XXX-XX-4321');
    expect(voted.has('box4_refund_of_overpaid_interest')).toBe(false);
    // One copy: every value is shown, none verified.
    for (const v of voted.values()) expect(v.conf).toBeLessThanOrEqual(CELL_READER.singleConf);
  }, 180_000);
});
