import type { ListItem } from '#shared/extraction/fields';
import { normaliseState } from '#shared/extraction/normalise';
import { centerY, type PageLayout, phrasesIn } from '../layout';
import { label, labelPhraseSet, type LabelDef } from '../labels';
import { addressHints, addressOf, findTaxYear, guessedStateNotes, joinSplitRows, moneyOf, nameLineFirst, type PageParse, pageReader, printedTextIn, splitPartyBlock, tableCellProbes, textLines, UPPER_CHARS } from './common';
import { formWords } from '../checks';
import { type ColumnSpec, readTable } from './tables';

/** Labels of the W-2, official and payroll-provider layouts alike. */
export const W2_LABELS: LabelDef[] = [
  label('ssn', 'a', 'employee social security number'),
  label('ssn', 'a', 'employee soc sec'),
  label('ssn', 'a', 'employee ssn'),
  label('ein', 'b', 'employer identification number'),
  label('ein', 'b', 'employer id number'),
  label('ein', 'b', 'employer ein'),
  label('ein', 'b', 'employer number ein'),
  label('employer', 'c', 'employer name address'),
  label('employer', 'c', 'employer name'),
  label('control', 'd', 'control number'),
  label('employee', 'e', 'employee first name'),
  label('employee', 'e', 'employee name'),
  label('employee_f', 'f', 'employee address'),
  label('box1_wages', '1', 'wages tips other'),
  label('box2_federal_income_tax_withheld', '2', 'federal income tax withheld'),
  label('box3_social_security_wages', '3', 'social security wages'),
  label('box4_social_security_tax_withheld', '4', 'social security tax withheld'),
  label('box5_medicare_wages', '5', 'medicare wages'),
  label('box6_medicare_tax_withheld', '6', 'medicare tax withheld'),
  label('box7_social_security_tips', '7', 'social security tips'),
  label('box8_allocated_tips', '8', 'allocated tips'),
  label('box9', '9', '', { boundary: true }),
  label('box9', '9', 'verification code', { boundary: true }),
  label('box10_dependent_care_benefits', '10', 'dependent care benefits'),
  label('box11_nonqualified_plans', '11', 'nonqualified plans'),
  label('box12a', '12a', 'see instructions for box 12'),
  label('box12a', '12a', 'code'),
  label('box12a', '12a', ''),
  label('box13_statutory_employee', '13', 'statutory'),
  label('box13_retirement_plan', undefined, 'retirement plan'),
  label('box13_retirement_plan', undefined, 'retirement', { exact: true }),
  label('box13_third_party_sick_pay', undefined, 'third-party sick pay'),
  label('box13_third_party_sick_pay', undefined, 'third party sick pay'),
  label('box13_third_party_sick_pay', undefined, 'third-party', { exact: true }),
  label('box14', '14', 'other', { exact: true }),
  label('box14', '14a', 'other'),
  label('st_state', '15', 'state'),
  label('st_id', undefined, 'employer state id', { maxStart: 0 }),
  label('st_wages', '16', 'state wages'),
  label('st_tax', '17', 'state income tax'),
  label('lc_wages', '18', 'local wages'),
  label('lc_tax', '19', 'local income tax'),
  label('lc_name', '20', 'locality name'),
  label('omb', undefined, 'omb no', { boundary: true, rowOnly: true }),
  label('footer', undefined, 'form w-2', { boundary: true, maxStart: 0 }),
  label('footer2', undefined, 'wage and tax statement', { boundary: true, maxStart: 2 }),
];

const MONEY_BOXES = [
  'box1_wages', 'box2_federal_income_tax_withheld', 'box3_social_security_wages', 'box4_social_security_tax_withheld',
  'box5_medicare_wages', 'box6_medicare_tax_withheld', 'box7_social_security_tips', 'box8_allocated_tips',
  'box10_dependent_care_benefits', 'box11_nonqualified_plans',
];

/** Box 12 codes (General Instructions for Forms W-2 and W-3). */
export const BOX12_CODES = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'V', 'W', 'Y', 'Z', 'AA', 'BB', 'DD', 'EE', 'FF', 'GG', 'HH', 'II', 'TA', 'TP', 'TT']);

/** Parses one page as a W-2. */
export function parseW2Page(layout: PageLayout): PageParse {
  const r = pageReader(layout, W2_LABELS);
  const { labels, fields } = r;
  r.tin('ssn', 'employee_ssn', 'ssn');
  r.tin('ein', 'employer_ein', 'ein');

  // A name line's ends that are a neighbouring box's label print are not the name (`withoutNeighbourLabel`).
  const vocabulary = formWords('w2');
  const employer = splitPartyBlock(nameLineFirst(joinSplitRows(textLines(r.cell('employer')), layout.unit).filter((l) => !/^\d{2}-?\d{7}$/.test(l.text)), layout, vocabulary));
  if (employer.name) fields.employer_name = employer.name;
  if (employer.address) fields.employer_address = employer.address;

  // Three lines: a value printed with a descender ("801Q55") sits lower than two label lines.
  const control = textLines(r.cell('control', { maxLines: 3 }))[0];
  if (control && /\w/.test(control.text)) fields.control_number = { value: control.text, conf: control.conf };

  const employeeLines = nameLineFirst(joinSplitRows(textLines(r.cell('employee')), layout.unit), layout, vocabulary);
  if (employeeLines.length) {
    const first = employeeLines[0];
    if (first) fields.employee_name = { value: first.text, conf: first.conf };
    const address = addressOf(employeeLines.slice(1));
    if (address) fields.employee_address = address;
  }
  if (!fields.employee_address) {
    const address = addressOf(joinSplitRows(textLines(r.cell('employee_f')), layout.unit));
    if (address) fields.employee_address = address;
  }

  for (const key of MONEY_BOXES) r.money(key);

  // Box 12: rows of (code, amount) in the column under 12a, in print order.
  const l12 = labels.get('box12a');
  if (l12) {
    const h = l12.phrase.y1 - l12.phrase.y0;
    const below = ['st_state', 'st_id', 'st_wages', 'st_tax', 'lc_wages', 'lc_tax', 'lc_name', 'footer', 'footer2']
      .map((k) => labels.get(k)?.phrase)
      .filter((p) => p && p.y0 > l12.phrase.y0 && p.x1 > l12.phrase.x0 - h);
    const y1 = Math.min(layout.height, ...below.map((p) => p?.y0 ?? layout.height));
    const region = phrasesIn(layout, { x0: l12.phrase.x0 - h * 1.5, y0: l12.phrase.y0 + h * 0.4, x1: layout.width, y1 });
    const labelSet = labelPhraseSet(labels);
    // Rows in print order; a row whose code was not read waits for the second pass.
    const rows: Array<{ item: ListItem; conf: number; ready: boolean }> = [];
    const publish = () => {
      const ready = rows.filter((row) => row.ready);
      if (ready.length) fields.box12 = { value: ready.map((row) => row.item), conf: Math.min(...ready.map((row) => row.conf)) };
    };
    for (const line of textLines(region.filter((p) => !labelSet.has(p)))) {
      const m = /(?:^|\s)([A-Z]{1,2})[.,:;|]?\s+\$?\s*([\d,]+\.\d{2}|[\d,]{1,9})\s*[|\]]?$/.exec(line.text);
      const code = m?.[1] ?? '';
      const amount = m ? moneyOf(m[2] ?? '') : undefined;
      if (m && BOX12_CODES.has(code) && amount !== undefined) {
        rows.push({ item: { code, amount }, conf: line.conf, ready: true });
        continue;
      }
      // An amount with no readable code before it (single letters are often lost by OCR).
      const last = line.phrases[line.phrases.length - 1];
      const lastAmount = last && /\d\.\d{2}\W?$/.test(last.text) ? moneyOf(last.text) : undefined;
      if (!last || lastAmount === undefined || last.source !== 'ocr') continue;
      const row = { item: { amount: lastAmount } as ListItem, conf: line.conf, ready: false };
      rows.push(row);
      const u = Math.max(last.y1 - last.y0, layout.unit);
      const rect = { x0: l12.phrase.x0 + h * 0.8, y0: last.y0 - u * 0.6, x1: last.x0 - u * 0.2, y1: last.y1 + u * 0.4 };
      // The code has a cell of its own left of the amount's: its rule ends the crop (the empty
      // rest of the row read with it gave noise such as "E" for "DD").
      const cy = (last.y0 + last.y1) / 2;
      const divider = layout.rules?.vertical.filter((v) => v.x0 > rect.x0 + u && v.x1 < rect.x1 && v.y0 <= cy && v.y1 >= cy).sort((a, b) => a.x0 - b.x0)[0];
      if (divider) rect.x1 = divider.x0;
      if (rect.x1 - rect.x0 < u) continue;
      r.missing.push({
        key: 'box12', kind: 'text', rect, mask: printedTextIn(layout, labels, rect), psm: 7, whitelist: UPPER_CHARS,
        accept(text, conf) {
          const found = text.split(/\s+/).find((t) => BOX12_CODES.has(t));
          if (!found) return false;
          row.item = { code: found, amount: lastAmount };
          row.conf = Math.min(row.conf, conf);
          row.ready = true;
          publish();
          return true;
        },
      });
    }
    publish();
  }

  r.checkbox('box13_statutory_employee', 'box13_statutory_employee', 'near');
  r.checkbox('box13_retirement_plan', 'box13_retirement_plan', 'near');
  r.checkbox('box13_third_party_sick_pay', 'box13_third_party_sick_pay', 'near');
  // Box 13's small print is often unreadable on scans; its three boxes sit, left to right, in the
  // cell between box 11 and box 14, so the third of that cell of each box whose label was not
  // read is looked at for a tick.
  const l11 = labels.get('box11_nonqualified_plans')?.phrase;
  const l14 = labels.get('box14')?.phrase;
  const box13 = ['box13_statutory_employee', 'box13_retirement_plan', 'box13_third_party_sick_pay'];
  if (layout.source === 'ocr' && l11 && l14 && l14.y0 > l11.y1 && box13.some((k) => !labels.has(k))) {
    const u = layout.unit;
    const x0 = Math.min(l11.x0, l14.x0) - u * 0.5;
    const x1 = l12 && l12.phrase.x0 > x0 + u * 6 ? l12.phrase.x0 - u * 0.5 : x0 + u * 18;
    const y0 = l11.y1 + u * 0.8;
    const y1 = l14.y0 - u * 0.2;
    box13.forEach((field, i) => {
      if (labels.has(field)) return;
      const rect = { x0: x0 + ((x1 - x0) * i) / 3, y0, x1: x0 + ((x1 - x0) * (i + 1)) / 3, y1 };
      r.missing.push({
        key: field, kind: 'checkbox', rect, mask: printedTextIn(layout, labels, rect),
        accept(_text, conf) {
          fields[field] = { value: true, conf };
          return true;
        },
      });
    });
  }

  const box14: ListItem[] = [];
  let conf14 = 1;
  for (const line of textLines(r.cell('box14', { maxLines: 6 }))) {
    const m = /^(.*?[A-Za-z].*?)\s+\$?\s*([\d,]+(?:\.\d{2})?)$/.exec(line.text);
    if (!m) continue;
    const amount = moneyOf(m[2] ?? '');
    if (amount === undefined) continue;
    box14.push({ description: (m[1] ?? '').trim(), amount });
    conf14 = Math.min(conf14, line.conf);
  }
  if (box14.length) fields.box14 = { value: box14, conf: conf14 };

  const stateHints = addressHints(fields, ['employer_address', 'employee_address']);
  const stateSpecs: ColumnSpec[] = [
    { key: 'st_state', field: 'state', kind: 'state+id', idField: 'employer_state_id' },
    { key: 'st_id', field: 'employer_state_id', kind: 'text' },
    { key: 'st_wages', field: 'state_wages', kind: 'money' },
    { key: 'st_tax', field: 'state_income_tax', kind: 'money' },
  ];
  const localSpecs: ColumnSpec[] = [
    { key: 'lc_wages', field: 'local_wages', kind: 'money' },
    { key: 'lc_tax', field: 'local_income_tax', kind: 'money' },
    { key: 'lc_name', field: 'locality_name', kind: 'text' },
  ];
  const localHeader = labels.get('lc_wages') ?? labels.get('lc_tax') ?? labels.get('lc_name');
  const stateHeader = labels.get('st_wages') ?? labels.get('st_state');
  // Local columns on the state columns' row make one table; else the local rows are read apart.
  const sameRow = localHeader && stateHeader && Math.abs(centerY(localHeader.phrase) - centerY(stateHeader.phrase)) < layout.unit * 1.5;
  const states = sameRow
    ? readTable(layout, labels, [...stateSpecs, ...localSpecs], { stateHints })
    : readTable(layout, labels, stateSpecs, { requireAbove: (row) => row.state !== undefined, stateHints });
  let rows = states.rows;
  let rowsConf = states.conf;
  let unread = states.unread;
  const guessedStates = states.guessedStates;
  if (!sameRow && localHeader) {
    const locals = readTable(layout, labels, localSpecs);
    locals.rows.forEach((lr, i) => {
      const target = rows[i];
      if (target) Object.assign(target, lr);
      else rows.push(lr);
    });
    rowsConf = Math.min(rowsConf, locals.conf);
    unread = [...unread, ...locals.unread.map((u) => ({ ...u, row: rows[locals.rows.indexOf(u.row)] ?? u.row }))];
  }
  // The state ID column can hold stray digits from a ruling line; keep IDs as printed otherwise.
  // (In place: the second pass writes into these rows.)
  const keep = new Set(['state', 'employer_state_id', 'state_wages', 'state_income_tax', 'local_wages', 'local_income_tax', 'locality_name']);
  for (const row of rows) for (const k of Object.keys(row)) if (!keep.has(k) || row[k] === undefined || row[k] === '') delete row[k];
  rows = rows.filter((row) => Object.keys(row).length > 0);
  if (rows.length) fields.states = { value: rows, conf: rowsConf };
  r.missing.push(...tableCellProbes(layout, labels, unread.filter((u) => rows.includes(u.row))));
  const stHeader = labels.get('st_state')?.phrase;
  const wagesHeader = labels.get('st_wages')?.phrase;
  if (layout.source === 'ocr' && stHeader && wagesHeader) {
    for (const row of rows) {
      if (typeof row.state !== 'string' || row.employer_state_id !== undefined) continue;
      // The ID beside a state OCR did not read at all (a dashed rule under it): read the space
      // between the state code and the wages column.
      const u = layout.unit;
      const p = layout.phrases.find((ph) => ph.text.replace(/[^A-Za-z]/g, '').toUpperCase() === row.state && ph.x0 < stHeader.x0 + u * 4 && ph.x0 > stHeader.x0 - u * 2);
      if (!p) continue;
      const rect = { x0: p.x1 + u * 0.2, y0: p.y0 - u * 0.4, x1: wagesHeader.x0 - u * 1.2, y1: p.y1 + u * 0.4 };
      if (rect.x1 - rect.x0 < u * 2) continue;
      r.missing.push({
        key: 'states.employer_state_id', kind: 'text', rect, mask: [], psm: 7,
        accept(text) {
          const id = text.trim().split(/\s+/).find((t) => (t.match(/\d/g) ?? []).length >= 4 && /^[A-Z0-9-]+$/i.test(t.replace(/^[|[\]]+|[|[\]]+$/g, '')));
          if (!id) return false;
          row.employer_state_id = id.replace(/^[|[\]]+|[|[\]]+$/g, '');
          return true;
        },
      });
    }
  }
  if (layout.source === 'ocr' && stHeader) {
    for (const row of rows) {
      if (row.state !== undefined || typeof row.employer_state_id !== 'string') continue;
      // The two-letter state beside the ID is often lost (or garbled) next to the column rule:
      // keep the ID's own token and read the state from the ink on its left.
      const raw = row.employer_state_id;
      const idToken = raw.split(/\s+/).reverse().find((t) => /\d{3}/.test(t)) ?? raw;
      const p = layout.phrases.find((ph) => ph.text.includes(idToken));
      if (!p) continue;
      const at = p.x0 + ((p.x1 - p.x0) * p.text.indexOf(idToken)) / Math.max(1, p.text.length);
      const u = Math.max(p.y1 - p.y0, layout.unit);
      const rect = { x0: stHeader.x0 - u, y0: p.y0 - u * 0.4, x1: at - u * 0.2, y1: p.y1 + u * 0.4 };
      if (rect.x1 - rect.x0 < u) continue;
      r.missing.push({
        // A capital I comes back as "|", "l" or "1" unless they may be read; they are an I here.
        key: 'states.state', kind: 'text', rect, mask: [], psm: 7, whitelist: `${UPPER_CHARS}|l1`,
        accept(text) {
          const tokens = text.split(/\s+/);
          const st = [...tokens.map((t) => t.replace(/^[|l1]+|[|l1]+$/g, '')), ...tokens.map((t) => t.replace(/[|l1]/g, 'I'))]
            .map((t) => normaliseState(t))
            .find((v) => v !== undefined);
          if (!st) return false;
          row.state = st;
          row.employer_state_id = idToken;
          return true;
        },
      });
    }
  }

  return { fields, taxYear: findTaxYear(layout), labelsFound: labels.size, missing: r.missing, notes: guessedStateNotes(guessedStates) };
}
