/**
 * Generates the geometry of the official blank forms (shared/forms/geometry/*.json) from the PDFs
 * in server/forms/blank: for the template page (Copy B) of each form, every AcroForm widget's
 * rectangle, the printed cell that holds it (bounded by the form's own ruling lines), the printed
 * label inside that cell, and every printed text item of the page (what registration matches and
 * drops). Deterministic. Run: `npx tsx scripts/forms/geometry.ts`.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { openPdf, type PdfMark } from '../../server/integrations/pdf/pdfjs';
import { FORM_DEFINITIONS } from '../../shared/forms/index';
import type { FormGeometry, GeometryRect, TemplateWidget } from '../../shared/forms/types';

const BLANK = new URL('../../server/forms/blank/', import.meta.url);
const OUT = new URL('../../shared/forms/geometry/', import.meta.url);

const round = (n: number) => Math.round(n * 10) / 10;
const rect = (x0: number, y0: number, x1: number, y1: number): GeometryRect => [round(x0), round(y0), round(x1), round(y1)];

/** The widget's short name: the last part of its full name ("…CopyB[0].RightCol[0].f2_9[0]" → "f2_9"; index > 0 kept). */
export function shortName(full: string): string {
  const last = full.split('.').pop() ?? full;
  const m = /^(.*)\[(\d+)\]$/.exec(last);
  if (!m) return last;
  return m[2] === '0' ? (m[1] ?? last) : `${m[1]}_${m[2]}`;
}

/**
 * The printed cell around a widget: the nearest ruling line above, below, left and right of it that
 * spans the widget's centre. A side with no line within 90 points keeps the widget's own edge.
 */
function cellOf(w: { x: number; y: number; width: number; height: number }, marks: PdfMark[]): GeometryRect {
  const cx = w.x + w.width / 2;
  const cy = w.y + w.height / 2;
  const h = marks.filter((m) => m.kind === 'path' && m.y1 - m.y0 < 1.5 && m.x1 - m.x0 > 4 && m.x0 <= cx && m.x1 >= cx);
  const v = marks.filter((m) => m.kind === 'path' && m.x1 - m.x0 < 1.5 && m.y1 - m.y0 > 4 && m.y0 <= cy && m.y1 >= cy);
  const mid = (a: number, b: number) => (a + b) / 2;
  const above = h.map((m) => mid(m.y0, m.y1)).filter((y) => y <= w.y + 2 && y >= w.y - 90);
  const below = h.map((m) => mid(m.y0, m.y1)).filter((y) => y >= w.y + w.height - 2 && y <= w.y + w.height + 90);
  const left = v.map((m) => mid(m.x0, m.x1)).filter((x) => x <= w.x + 2 && x >= w.x - 90);
  const right = v.map((m) => mid(m.x0, m.x1)).filter((x) => x >= w.x + w.width - 2 && x <= w.x + w.width + 90);
  return rect(
    left.length ? Math.max(...left) : w.x,
    above.length ? Math.max(...above) : w.y,
    right.length ? Math.min(...right) : w.x + w.width,
    below.length ? Math.min(...below) : w.y + w.height,
  );
}

async function main(): Promise<void> {
  for (const def of FORM_DEFINITIONS) {
    const bytes = new Uint8Array(await readFile(new URL(def.file, BLANK)));
    const opened = await openPdf(bytes);
    if (!opened.ok) throw new Error(`${def.file}: ${opened.error.message}`);
    const doc = opened.doc;
    const page = await doc.page(def.templatePage);
    const marks = await doc.marks(def.templatePage);
    const text = page.items.map((it) => ({ t: it.text.replace(/\s+/g, ' ').trim(), r: rect(it.x, it.y, it.x + it.width, it.y + it.height) })).filter((it) => it.t !== '');
    const widgets: Record<string, TemplateWidget> = {};
    for (const w of page.widgets) {
      const name = shortName(w.name);
      const cell = w.kind === 'checkbox' ? rect(w.x - 1, w.y - 1, w.x + w.width + 1, w.y + w.height + 1) : cellOf(w, marks);
      // The printed words in the cell above the widget: its box number and label.
      const label = text
        .filter((it) => it.r[0] >= cell[0] - 1 && it.r[2] <= cell[2] + 1 && it.r[1] >= cell[1] - 1 && it.r[1] < w.y + 1 && it.t !== '$')
        .sort((a, b) => a.r[1] - b.r[1] || a.r[0] - b.r[0])
        .map((it) => it.t)
        .join(' ');
      widgets[name] = { kind: w.kind === 'checkbox' ? 'checkbox' : 'text', widget: rect(w.x, w.y, w.x + w.width, w.y + w.height), cell, label };
    }
    const missing = def.boxes.filter((b) => !widgets[b.widget]).map((b) => b.widget);
    if (missing.length) throw new Error(`${def.id}: no widget ${missing.join(', ')} on page ${def.templatePage + 1}`);
    const geometry: FormGeometry = {
      id: def.id,
      file: def.file,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      page: def.templatePage,
      width: round(page.width),
      height: round(page.height),
      widgets,
      text: text.map((it) => [it.t, ...it.r]),
    };
    await writeFile(new URL(`${def.id}.json`, OUT), JSON.stringify(geometry) + '\n');
    await doc.close();
    process.stdout.write(`${def.id}: ${Object.keys(widgets).length} widgets, ${text.length} text items\n`);
    for (const b of def.boxes) process.stdout.write(`  ${b.widget.padEnd(12)} ${b.field.padEnd(40)} box ${(b.box ?? '-').padEnd(4)} | ${widgets[b.widget]?.label}\n`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
