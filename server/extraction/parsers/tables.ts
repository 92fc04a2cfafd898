import { normaliseState } from '#shared/extraction/normalise';
import type { ListItem } from '#shared/extraction/fields';
import { centerX, centerY, type PageLayout, type Phrase } from '../layout';
import { labelPhraseSet, type LabelMatch } from '../labels';
import { isBoilerplate, moneyOf, phraseConf } from './common';

export interface ColumnSpec {
  key: string;
  field: string;
  kind: 'money' | 'state' | 'state+id' | 'text';
  /** For 'state+id': where the identifier goes. */
  idField?: string;
}

export interface TableRows {
  rows: ListItem[];
  conf: number;
}

interface Column {
  spec: ColumnSpec;
  header: Phrase;
  x0: number;
  x1: number;
}

function setValue(item: ListItem, spec: ColumnSpec, raw: string): void {
  const text = raw.replace(/^\$\s*/, '').trim();
  if (!text || text === '$') return;
  if (spec.kind === 'money') {
    const v = moneyOf(text.replace(/\$/g, ''));
    if (v !== undefined) item[spec.field] = v;
  } else if (spec.kind === 'state') {
    const s = normaliseState(text.split(/\s+/)[0] ?? '');
    if (s) item[spec.field] = s;
  } else if (spec.kind === 'state+id') {
    const m = /^\|?\s*([A-Za-z]{2})\b[\s|.,:;-]*(.*)$/.exec(text);
    const st = m ? normaliseState(m[1] ?? '') : undefined;
    if (st) {
      item[spec.field] = st;
      const id = (m?.[2] ?? '').replace(/^[|\s]+|[|\s]+$/g, '');
      if (id && spec.idField) item[spec.idField] = id;
    } else if (spec.idField && /\d/.test(text)) {
      item[spec.idField] = text.replace(/^[|\s]+|[|\s]+$/g, '');
    }
  } else {
    item[spec.field] = text.replace(/^[|\s]+|[|\s]+$/g, '');
  }
}

/**
 * Reads the rows of a table whose columns are headed by labels (the state and local rows of a
 * W-2, the state rows of the 1099s). Each column is read down from its own header, so stacked
 * headers work too; layouts that print the header under the values are read upwards. Row n of
 * every column makes row n of the result.
 */
export function readTable(layout: PageLayout, labels: Map<string, LabelMatch>, specs: ColumnSpec[], opts: { requireAbove?: (row: ListItem) => boolean; maxRows?: number } = {}): TableRows {
  const headers = specs.map((spec) => ({ spec, m: labels.get(spec.key) })).filter((c): c is { spec: ColumnSpec; m: LabelMatch } => !!c.m);
  if (headers.length === 0) return { rows: [], conf: 1 };
  const cols: Column[] = headers.map(({ spec, m }) => {
    const h = m.phrase.y1 - m.phrase.y0;
    let x1 = layout.width;
    for (const o of headers) if (o.m.phrase.x0 > m.phrase.x0 + h) x1 = Math.min(x1, o.m.phrase.x0 - h * 0.8);
    return { spec, header: m.phrase, x0: m.phrase.x0 - h * 1.2, x1 };
  });
  const labelPhrases = labelPhraseSet(labels);
  const maxRows = opts.maxRows ?? 4;
  let minConf = 1;

  const inCol = (c: Column, p: Phrase) => centerX(p) >= c.x0 && centerX(p) < c.x1;
  const walk = (c: Column, dir: 1 | -1): Phrase[][] => {
    const found: Phrase[][] = [];
    let lastY = centerY(c.header);
    for (let i = c.header.line + dir; i >= 0 && i < layout.lines.length && found.length < maxRows; i += dir) {
      const line = (layout.lines[i] ?? []).filter((p) => inCol(c, p));
      if (line.some((p) => labelPhrases.has(p) && p !== c.header)) break;
      const values = line.filter((p) => !labelPhrases.has(p) && !isBoilerplate(p));
      if (values.length === 0) continue;
      const y = centerY(values[0] as Phrase);
      if (Math.abs(y - lastY) > layout.unit * 3.2) break;
      lastY = y;
      found.push(values);
    }
    return dir === 1 ? found : found.reverse();
  };

  const read = (dir: 1 | -1): ListItem[] => {
    const rows: ListItem[] = [];
    for (const c of cols) {
      walk(c, dir).forEach((values, i) => {
        const before = rows[i] ?? {};
        setValue(before, c.spec, values.map((p) => p.text.trim()).join(' '));
        rows[i] = before;
        for (const p of values) minConf = Math.min(minConf, phraseConf(p));
      });
    }
    return rows.filter((r) => r && Object.keys(r).length > 0);
  };

  const below = read(1);
  if (below.length > 0) return { rows: below, conf: minConf };
  minConf = 1;
  const above = read(-1).filter((r) => !opts.requireAbove || opts.requireAbove(r));
  return { rows: above, conf: minConf };
}
