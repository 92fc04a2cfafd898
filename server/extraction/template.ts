/**
 * Reading a digital official form by its blank template (ADR 090). The page's printed text is
 * registered to the template's text (same words at consistent positions), which gives the
 * page-to-template transform (scale, offset, a small rotation) of each copy of the form on the page;
 * every text item that belongs to the blank form (labels, instructions, the year, box numbers) is
 * dropped, and what remains goes to the box whose printed cell holds it, parsed as that box's kind.
 * Filled AcroForm widgets are read directly by name. Nothing here knows where a sample put a value:
 * the boxes and their cells come from the official PDF (shared/forms).
 */
import type { DocumentType } from '#shared/extraction/document-types';
import type { FieldValue, ListItem } from '#shared/extraction/fields';
import { normaliseMoney } from '#shared/extraction/money';
import { isValidTin, MASKED_TIN_PATTERN, normaliseDate, normalisePhone, normaliseState, normaliseTin, normaliseCheckbox } from '#shared/extraction/normalise';
import { formDefinitionsFor } from '#shared/forms/index';
import type { FormBox, FormDefinition, FormGeometry, GeometryRect } from '#shared/forms/types';
import geometry1098 from '../../shared/forms/geometry/1098-2025.json';
import geometry1098E from '../../shared/forms/geometry/1098-e-2026.json';
import geometry1098T from '../../shared/forms/geometry/1098-t-2026.json';
import geometryDiv from '../../shared/forms/geometry/1099-div-2024.json';
import geometryG from '../../shared/forms/geometry/1099-g-2024.json';
import geometryInt from '../../shared/forms/geometry/1099-int-2024.json';
import geometryMisc from '../../shared/forms/geometry/1099-misc-2025.json';
import geometryNec from '../../shared/forms/geometry/1099-nec-2025.json';
import geometryR from '../../shared/forms/geometry/1099-r-2025.json';
import geometryW2 from '../../shared/forms/geometry/w2-2025.json';
import type { PdfFormWidget, PdfMark, PdfTextItem } from '../integrations/pdf/pdfjs';
import type { PageParse, ParsedFields } from './parsers/common';

const GEOMETRY: Record<string, FormGeometry> = Object.fromEntries(
  ([geometryW2, geometryNec, geometryMisc, geometryDiv, geometryInt, geometry1098, geometryR, geometryG, geometry1098T, geometry1098E] as unknown as FormGeometry[]).map((g) => [g.id, g]),
);

/** The geometry generated for a definition (scripts/forms/geometry.ts). */
export function geometryOf(def: FormDefinition): FormGeometry {
  const g = GEOMETRY[def.id];
  if (!g) throw new Error(`no geometry for ${def.id}`);
  return g;
}

/** Thresholds of the registration, in template points unless said otherwise. */
export const REGISTRATION = {
  /** A page word matches a template word within this distance once transformed. */
  tolerance: 3.5,
  /** Fewest template words a copy must match. */
  minInliers: 12,
  /** Least share of the template's distinctive words a copy must match to be read by its template. */
  minScore: 0.45,
  /**
   * Least share of the boxes whose label sits where the template prints it. An older revision that
   * moved boxes shares most words but not their places; it is left to the other readers.
   */
  minLayout: 0.95,
  /** Scale and rotation a copy may have (printing, "fit to page", a slightly skewed print). */
  scale: [0.25, 4] as const,
  maxRotation: (5 * Math.PI) / 180,
  /** Most copies read on one page (a four-copy W-2 sheet). */
  maxCopies: 4,
  /** A checkbox is looked for this far around its printed square. */
  checkboxSlack: 4,
  /**
   * Most words of print left in the label band of the boxes (above where a value goes) once the
   * template's own words are dropped: more is another revision's wording ("U.S. possession" where
   * this one prints "U.S. territory"), and the copy is left to the other readers.
   */
  maxLabelWords: 1,
  /** Sampling rounds of the transform search. */
  rounds: 400,
};

/** Confidence of a value inside exactly one box that parses as its kind; of a filled widget; of anything less clear. */
export const CONF = { sure: 0.97, widget: 0.99, unsure: 0.6 };

/** The page as the template reader sees it (PDF points, top-left origin). */
export interface TemplatePageInput {
  items: PdfTextItem[];
  widgets: PdfFormWidget[];
  /** Painted paths and glyph runs (for ticks flattened into drawings). */
  marks?: PdfMark[];
}

/** A similarity transform page → template: t = s·R(θ)·p + (tx, ty). */
export interface Transform {
  a: number; // s·cosθ
  b: number; // s·sinθ
  tx: number;
  ty: number;
}

export const apply = (t: Transform, x: number, y: number): [number, number] => [t.a * x - t.b * y + t.tx, t.b * x + t.a * y + t.ty];
const scaleOf = (t: Transform) => Math.hypot(t.a, t.b);
const insideRect = (r: GeometryRect, x: number, y: number, slack = 0) => x >= r[0] - slack && x <= r[2] + slack && y >= r[1] - slack && y <= r[3] + slack;

export interface Word {
  key: string;
  text: string;
  x: number;
  y: number;
  x1: number;
  h: number;
  /** The item it came from and its place in it. */
  item: number;
  index: number;
  /** Distance from the item's start (apportioned positions drift with it). */
  offset: number;
}

const normKey = (s: string) => s.toLowerCase().replace(/[’‘`´]/g, "'").replace(/[“”]/g, '"');

/** Splits text items into words, their positions apportioned by characters. */
export function wordsOf(items: Array<{ text: string; x0: number; y0: number; x1: number; y1: number }>): Word[] {
  const out: Word[] = [];
  items.forEach((it, item) => {
    const len = it.text.length || 1;
    const w = it.x1 - it.x0;
    const re = /\S+/g;
    let index = 0;
    for (let m = re.exec(it.text); m; m = re.exec(it.text)) {
      const x = it.x0 + (w * m.index) / len;
      out.push({ key: normKey(m[0]), text: m[0], x, y: it.y0, x1: it.x0 + (w * (m.index + m[0].length)) / len, h: it.y1 - it.y0, item, index: index++, offset: x - it.x0 });
    }
  });
  return out;
}

const center = (w: Word): [number, number] => [w.x, w.y + w.h / 2];

/** Least-squares similarity transform from pairs of points (Umeyama without reflection). */
function fitSimilarity(pairs: Array<[[number, number], [number, number]]>): Transform | undefined {
  const n = pairs.length;
  if (n < 2) return undefined;
  let px = 0, py = 0, qx = 0, qy = 0;
  for (const [p, q] of pairs) {
    px += p[0]; py += p[1]; qx += q[0]; qy += q[1];
  }
  px /= n; py /= n; qx /= n; qy /= n;
  let sxx = 0, sxy = 0, var_ = 0;
  for (const [p, q] of pairs) {
    const ux = p[0] - px, uy = p[1] - py, vx = q[0] - qx, vy = q[1] - qy;
    sxx += ux * vx + uy * vy;
    sxy += ux * vy - uy * vx;
    var_ += ux * ux + uy * uy;
  }
  if (var_ < 1e-6) return undefined;
  const a = sxx / var_;
  const b = sxy / var_;
  return { a, b, tx: qx - (a * px - b * py), ty: qy - (b * px + a * py) };
}

function plausible(t: Transform): boolean {
  const s = scaleOf(t);
  return s >= REGISTRATION.scale[0] && s <= REGISTRATION.scale[1] && Math.abs(Math.atan2(t.b, t.a)) <= REGISTRATION.maxRotation;
}

/** One copy of the form found on the page. */
export interface Registration {
  def: FormDefinition;
  transform: Transform;
  /** Template words matched (inliers) and the share of the template's distinctive words they are. */
  inliers: number;
  score: number;
  /** Share of the boxes whose printed label is where the template has it (the same layout, not only the same words). */
  layout: number;
}

export interface TemplateIndex {
  words: Word[];
  /** Distinctive words (once on the template, three characters or more with a letter) by key. */
  anchors: Map<string, Word>;
  byKey: Map<string, Word[]>;
  /** The form's extent on the template page (its printed text and widgets). */
  extent: GeometryRect;
}

const indexCache = new Map<string, TemplateIndex>();
export function templateIndex(def: FormDefinition): TemplateIndex {
  const cached = indexCache.get(def.id);
  if (cached) return cached;
  const g = geometryOf(def);
  const words = wordsOf(g.text.map(([text, x0, y0, x1, y1]) => ({ text, x0, y0, x1, y1 })));
  const byKey = new Map<string, Word[]>();
  for (const w of words) byKey.set(w.key, [...(byKey.get(w.key) ?? []), w]);
  const anchors = new Map<string, Word>();
  for (const [k, ws] of byKey) if (ws.length === 1 && k.length >= 3 && /[a-z]/.test(k) && ws[0]) anchors.set(k, ws[0]);
  const xs = [...g.text.flatMap((t) => [t[1], t[3]]), ...Object.values(g.widgets).flatMap((w) => [w.cell[0], w.cell[2]])];
  const ys = [...g.text.flatMap((t) => [t[2], t[4]]), ...Object.values(g.widgets).flatMap((w) => [w.cell[1], w.cell[3]])];
  const index: TemplateIndex = { words, anchors, byKey, extent: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] };
  indexCache.set(def.id, index);
  return index;
}

/**
 * The share of the form's labelled boxes whose label words are found on the page where the template
 * prints them: a revision with the same words in another arrangement scores low here.
 */
function labelsInPlace(def: FormDefinition, tpl: TemplateIndex, t: Transform, pageWords: Word[]): number {
  const g = geometryOf(def);
  const placed = new Map<string, Array<[number, number]>>();
  for (const w of pageWords) {
    const at = apply(t, ...center(w));
    placed.set(w.key, [...(placed.get(w.key) ?? []), at]);
  }
  let labelled = 0;
  let found = 0;
  for (const box of def.boxes) {
    const cell = g.widgets[box.widget]?.cell;
    if (!cell) continue;
    const words = tpl.words.filter((w) => /[a-z]/.test(w.key) && w.key.length >= 3 && insideRect(cell, w.x, w.y + w.h / 2, 0.5));
    if (words.length === 0) continue;
    labelled += 1;
    const hits = words.filter((w) => (placed.get(w.key) ?? []).some(([x, y]) => Math.abs(x - w.x) <= REGISTRATION.tolerance + 0.05 * w.offset && Math.abs(y - (w.y + w.h / 2)) <= REGISTRATION.tolerance));
    if (hits.length >= 0.6 * words.length) found += 1;
  }
  return labelled === 0 ? 0 : found / labelled;
}

/** A small deterministic sequence for the sampling (the same page always registers the same way). */
function sequence(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * Finds each copy of the form on the page: pairs of equal distinctive words vote for a transform
 * (two pairs give scale, rotation and offset); the transform most pairs agree with is refitted on
 * them; the copy's words are set aside and the search repeats for the next copy.
 */
export function registerPage(def: FormDefinition, pageWords: Word[], limits: { minInliers: number; minScore: number; scale: readonly [number, number] } = REGISTRATION): Registration[] {
  const tpl = templateIndex(def);
  let pairs: Array<{ p: Word; t: Word }> = [];
  for (const p of pageWords) {
    const t = tpl.anchors.get(p.key);
    if (t) pairs.push({ p, t });
  }
  const found: Registration[] = [];
  const next = sequence(pairs.length * 7919 + pageWords.length);
  const tol = REGISTRATION.tolerance;
  const plausibleHere = (t: Transform) => plausible(t) && scaleOf(t) >= limits.scale[0] && scaleOf(t) <= limits.scale[1];
  while (found.length < REGISTRATION.maxCopies && pairs.length >= limits.minInliers) {
    let best: { t: Transform; inliers: number } | undefined;
    for (let round = 0; round < REGISTRATION.rounds; round += 1) {
      const i = Math.floor(next() * pairs.length);
      const j = Math.floor(next() * pairs.length);
      const pi = pairs[i];
      const pj = pairs[j];
      if (!pi || !pj || i === j) continue;
      const [p1, p2, t1, t2] = [center(pi.p), center(pj.p), center(pi.t), center(pj.t)];
      if (Math.hypot(t2[0] - t1[0], t2[1] - t1[1]) < 40) continue;
      const t = fitSimilarity([[p1, t1], [p2, t2]]);
      if (!t || !plausibleHere(t)) continue;
      let inliers = 0;
      for (const { p, t: tw } of pairs) {
        const [x, y] = apply(t, ...center(p));
        const [qx, qy] = center(tw);
        if (Math.abs(x - qx) <= tol + 0.05 * tw.offset && Math.abs(y - qy) <= tol) inliers += 1;
      }
      if (!best || inliers > best.inliers) best = { t, inliers };
    }
    if (!best || best.inliers < limits.minInliers) break;
    // Refit on the agreeing pairs, then count them again with the refined transform.
    const agreeing = pairs.filter(({ p, t }) => {
      const [x, y] = apply(best!.t, ...center(p));
      const [qx, qy] = center(t);
      return Math.abs(x - qx) <= tol + 0.05 * t.offset && Math.abs(y - qy) <= tol;
    });
    const refined = fitSimilarity(agreeing.map(({ p, t }) => [center(p), center(t)])) ?? best.t;
    const transform = plausibleHere(refined) ? refined : best.t;
    const inliers = new Set(agreeing.map((a) => a.t)).size;
    const score = inliers / Math.max(1, tpl.anchors.size);
    if (inliers < limits.minInliers || score < limits.minScore) break;
    const layout = labelsInPlace(def, tpl, transform, pageWords);
    found.push({ def, transform, inliers, score, layout });
    // Set aside every pair whose page word lies on this copy.
    const [ex0, ey0, ex1, ey1] = tpl.extent;
    pairs = pairs.filter(({ p }) => {
      const [x, y] = apply(transform, ...center(p));
      return !(x >= ex0 - 2 && x <= ex1 + 2 && y >= ey0 - 2 && y <= ey1 + 2);
    });
  }
  return found;
}

/** A value found in a box, in template coordinates. */
interface Placed {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Inside exactly one box, nothing spilling over. */
  clear: boolean;
}

const distToRect = (r: GeometryRect, x: number, y: number) => Math.hypot(Math.max(r[0] - x, 0, x - r[2]), Math.max(r[1] - y, 0, y - r[3]));

/** The words of the page that are the blank form's own print, for one registered copy. */
function isTemplateWord(tpl: TemplateIndex, x: number, y: number, w: Word, s: number): boolean {
  const candidates = tpl.byKey.get(w.key);
  if (!candidates) return false;
  const tol = REGISTRATION.tolerance;
  return candidates.some((t) => {
    const [qx, qy] = center(t);
    return Math.abs(x - qx) <= tol + 0.05 * Math.max(t.offset, w.offset * s) && Math.abs(y - qy) <= tol;
  });
}

/** A run whose middle is above the top of its box's widget sits among the printed labels, not where a value goes. */
function inLabelBand(g: FormGeometry, widget: string, y0: number, y1: number): boolean {
  const w = g.widgets[widget];
  return w !== undefined && w.kind === 'text' && (y0 + y1) / 2 < w.widget[1] - 1;
}

/** A page rectangle in template coordinates (the bounding box of its transformed corners). */
function corners(t: Transform, x0: number, y0: number, x1: number, y1: number): [number, number, number, number] {
  const [ax, ay] = apply(t, x0, y0);
  const [bx, by] = apply(t, x1, y1);
  return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)];
}

/** The box a placed run belongs to: the widget whose cell holds it, the nearest widget where cells overlap. */
function assign(def: FormDefinition, g: FormGeometry, x0: number, y0: number, x1: number, y1: number): { widget: string; clear: boolean } | undefined {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const own = new Set(def.boxes.map((b) => b.widget));
  const candidates = Object.entries(g.widgets)
    .filter(([name, w]) => own.has(name) && insideRect(w.cell, cx, cy, w.kind === 'checkbox' ? REGISTRATION.checkboxSlack : 0.5))
    .map(([name, w]) => ({ name, w, d: distToRect(w.widget, cx, cy) }))
    .sort((a, b) => a.d - b.d);
  const first = candidates[0];
  if (!first) return undefined;
  const second = candidates[1];
  // Spilling over the cell, or as near another widget sharing the cell: not clearly this box.
  const c = first.w.cell;
  const spills = x0 < c[0] - 2 || x1 > c[2] + 2 || y0 < c[1] - 2 || y1 > c[3] + 2;
  const close = second !== undefined && second.d - first.d < 2;
  return { widget: first.name, clear: !spills && !close };
}

const phoneLike = (s: string) => /^(?:\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}$/.test(s.trim()) && normalisePhone(s) !== undefined;

/** Parses a box's text as its kind; undefined when it does not parse (then nothing is returned). */
function parseKind(box: FormBox, lines: string[]): FieldValue | undefined {
  const text = lines.join(' ').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  switch (box.kind) {
    case 'money':
      return normaliseMoney(text.replace(/^\$\s*/, '').replace(/\s+/g, ''));
    case 'ssn':
    case 'ein':
    case 'tin': {
      const compact = text.replace(/\s+/g, '');
      if (MASKED_TIN_PATTERN.test(compact)) return compact.toUpperCase();
      const kind = box.kind === 'tin' ? 'any' : box.kind;
      const v = normaliseTin(compact, kind);
      return isValidTin(v, kind) ? v : undefined;
    }
    case 'date':
      return normaliseDate(text);
    case 'state':
      return normaliseState(text);
    case 'number':
      return /^\d{1,3}$/.test(text) ? Number(text) : undefined;
    case 'calendar-year':
      return /^(?:19|20)\d{2}$/.test(text) ? Number(text) : undefined;
    case 'year': {
      const m = /^(?:20)?(\d{2})$/.exec(text.replace(/\s+/g, ''));
      return m ? 2000 + Number(m[1]) : undefined;
    }
    case 'checkbox':
      return normaliseCheckbox(text) ? true : undefined;
    case 'text':
    case 'party':
    case 'state-and-id':
      return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).join(', ');
  }
}

/** The lines of the runs in one box: grouped by their vertical overlap, top to bottom, left to right. */
function linesOf(runs: Placed[]): string[] {
  const sorted = [...runs].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const lines: Placed[][] = [];
  for (const r of sorted) {
    const line = lines.find((l) => l.some((o) => Math.min(o.y1, r.y1) - Math.max(o.y0, r.y0) > 0.5 * Math.min(o.y1 - o.y0, r.y1 - r.y0)));
    if (line) line.push(r);
    else lines.push([r]);
  }
  return lines.map((l) => l.sort((a, b) => a.x0 - b.x0).map((r) => r.text).join(' '));
}

/** What one copy gives: field values with their confidence. */
export interface CopyRead {
  registration: Registration;
  fields: ParsedFields;
  /** Words of print found among the labels that the template does not print there. */
  labelWords: number;
  taxYear?: number;
}

export interface BoxRead {
  lines: string[];
  conf: number;
  checked?: boolean;
}

/** Reads one registered copy of the form. */
export function readCopy(reg: Registration, page: TemplatePageInput, words: Word[]): CopyRead {
  const { def, transform } = reg;
  const g = geometryOf(def);
  const tpl = templateIndex(def);
  const s = scaleOf(transform);
  const [ex0, ey0, ex1, ey1] = tpl.extent;
  const onCopy = (x: number, y: number) => x >= ex0 - 4 && x <= ex1 + 4 && y >= ey0 - 4 && y <= ey1 + 4;
  const byWidget = new Map<string, { runs: Placed[]; direct?: string; checked?: boolean }>();
  const slot = (name: string) => {
    let e = byWidget.get(name);
    if (!e) byWidget.set(name, (e = { runs: [] }));
    return e;
  };

  // Filled widgets first: a widget whose name and place are the template's is read directly.
  for (const w of page.widgets) {
    const [cx, cy] = apply(transform, w.x + w.width / 2, w.y + w.height / 2);
    if (!onCopy(cx, cy)) continue;
    const name = w.name.split('.').pop()?.replace(/\[0\]$/, '').replace(/\[(\d+)\]$/, '_$1') ?? '';
    const tw = g.widgets[name];
    if (tw && def.boxes.some((b) => b.widget === name) && distToRect(tw.widget, cx, cy) <= 6) {
      if (w.kind === 'checkbox') {
        if (w.checked) slot(name).checked = true;
      } else if (w.value.trim()) slot(name).direct = w.value;
      continue;
    }
    // Another filler's widget (other names): its value is placed like printed text.
    if (w.kind === 'checkbox') {
      const at = w.checked ? assign(def, g, ...corners(transform, w.x, w.y, w.x + w.width, w.y + w.height)) : undefined;
      if (at && def.boxes.some((b) => b.widget === at.widget && b.kind === 'checkbox')) slot(at.widget).checked = true;
      continue;
    }
    const lines = w.value.split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean);
    const lineH = Math.min(10, w.height / Math.max(1, lines.length));
    lines.forEach((text, i) => {
      const y0 = w.y + i * lineH + (lines.length === 1 ? Math.max(0, (w.height - lineH) / 2) : 0);
      const box = corners(transform, w.x + 2, y0, Math.min(w.x + w.width, w.x + 2 + text.length * lineH * 0.5), y0 + lineH * 0.9);
      const at = assign(def, g, ...box);
      if (at) slot(at.widget).runs.push({ text, x0: box[0], y0: box[1], x1: box[2], y1: box[3], clear: at.clear });
    });
  }

  // Printed text: drop the blank form's own words, group the rest into runs, place each in its box.
  let labelWords = 0;
  let run: { words: Word[] } | undefined;
  const runs: Word[][] = [];
  for (const w of words) {
    const [x, y] = apply(transform, ...center(w));
    if (!onCopy(x, y) || isTemplateWord(tpl, x, y, w, s)) {
      run = undefined;
      continue;
    }
    if (run && run.words[run.words.length - 1]?.item === w.item) run.words.push(w);
    else runs.push((run = { words: [w] }).words);
  }
  for (const r of runs) {
    const first = r[0];
    const last = r[r.length - 1];
    if (!first || !last) continue;
    const [x0, y0, x1, y1] = corners(transform, first.x, first.y, last.x1, last.y + last.h);
    const at = assign(def, g, x0, y0, x1, y1);
    if (!at) continue;
    const text = r.map((w) => w.text).join(' ');
    if (inLabelBand(g, at.widget, y0, y1)) {
      labelWords += text.split(' ').filter((w) => /[a-z]{3,}/i.test(w)).length;
      continue;
    }
    slot(at.widget).runs.push({ text, x0, y0, x1, y1, clear: at.clear });
  }

  // Ticks drawn as paths (a flattened checkbox): a mark inside the printed square, smaller than it.
  if (page.marks) {
    for (const b of def.boxes.filter((b) => b.kind === 'checkbox')) {
      const tw = g.widgets[b.widget];
      if (!tw || byWidget.get(b.widget)?.checked) continue;
      const [wx0, wy0, wx1, wy1] = tw.widget;
      const size = Math.min(wx1 - wx0, wy1 - wy0);
      const ticked = page.marks.some((m) => {
        const a = apply(transform, m.x0, m.y0);
        const c = apply(transform, m.x1, m.y1);
        const mx0 = Math.min(a[0], c[0]), mx1 = Math.max(a[0], c[0]), my0 = Math.min(a[1], c[1]), my1 = Math.max(a[1], c[1]);
        const w = mx1 - mx0, h = my1 - my0;
        return mx0 >= wx0 - 1 && mx1 <= wx1 + 1 && my0 >= wy0 - 1 && my1 <= wy1 + 1 && Math.max(w, h) >= size * 0.3 && (w < size * 0.85 || h < size * 0.85);
      });
      if (ticked) slot(b.widget).checked = true;
    }
  }

  // The year printed on the form itself (the W-2): what the page prints where the template prints its year.
  let printedYear: number | undefined;
  const yearItem = def.printedYear !== undefined ? g.text.find(([text]) => text === String(def.printedYear)) : undefined;
  if (yearItem) {
    const [, yx0, yy0, yx1, yy1] = yearItem;
    for (const w of words) {
      if (!/^(19|20)\d{2}$/.test(w.text)) continue;
      const [x, y] = apply(transform, w.x + (w.x1 - w.x) / 2, w.y + w.h / 2);
      if (insideRect([yx0, yy0, yx1, yy1], x, y, 8)) printedYear = Number(w.text);
    }
  }

  const reads = new Map<string, BoxRead>();
  for (const [name, e] of byWidget) {
    if (e.checked) reads.set(name, { lines: ['x'], conf: CONF.widget, checked: true });
    else if (e.direct !== undefined) reads.set(name, { lines: e.direct.split(/\r\n|\r|\n/), conf: CONF.widget });
    else if (e.runs.length > 0) reads.set(name, { lines: linesOf(e.runs), conf: e.runs.every((r) => r.clear) ? CONF.sure : CONF.unsure });
  }
  const assembled = assemble(def, reads);
  const taxYear = assembled.taxYear ?? printedYear;
  return { registration: reg, fields: assembled.fields, labelWords, ...(taxYear !== undefined ? { taxYear } : {}) };
}

/** Turns box readings into canonical fields (parties split, parts joined, list rows built). */
export function assemble(def: FormDefinition, reads: Map<string, BoxRead>): { fields: ParsedFields; taxYear?: number } {
  const fields: ParsedFields = {};
  let taxYear: number | undefined;
  const parts = new Map<string, Array<{ index: number; separator: string; text: string; conf: number }>>();
  const rows = new Map<string, Map<number, { item: ListItem; conf: number }>>();
  for (const box of def.boxes) {
    const read = reads.get(box.widget);
    if (!read) continue;
    if (box.kind === 'checkbox') {
      if (read.checked || normaliseCheckbox(read.lines.join(' ').trim())) fields[box.field] = { value: true, conf: read.conf };
      continue;
    }
    if (box.kind === 'party' && box.party) {
      const lines = read.lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
      const [name, ...rest] = lines;
      if (!name) continue;
      fields[`${box.party}_name`] = { value: name, conf: read.conf };
      const phone = rest.filter(phoneLike);
      const address = rest.filter((l) => !phoneLike(l));
      if (address.length) fields[`${box.party}_address`] = { value: address.join(', '), conf: read.conf };
      if (phone[0] && box.party === 'payer') fields.payer_phone = { value: phone[0], conf: read.conf };
      continue;
    }
    if (box.field === 'box14') {
      const items: ListItem[] = [];
      for (const line of read.lines) {
        const m = /^(.*?)\s+\$?([\d,]+\.\d{2})$/.exec(line.trim());
        const amount = m ? normaliseMoney(m[2] ?? '') : undefined;
        if (m && amount && m[1]) items.push({ description: m[1].trim(), amount });
      }
      if (items.length) fields.box14 = { value: items, conf: read.conf };
      continue;
    }
    const value = parseKind(box, read.lines);
    if (value === undefined) continue;
    if (box.kind === 'year') {
      if (typeof value === 'number') taxYear = value;
      continue;
    }
    if (box.part) {
      const list = parts.get(box.field) ?? [];
      list.push({ ...box.part, text: String(value), conf: read.conf });
      parts.set(box.field, list);
      continue;
    }
    if (box.list) {
      const table = rows.get(box.field) ?? new Map<number, { item: ListItem; conf: number }>();
      const row = table.get(box.list.row) ?? { item: {}, conf: 1 };
      if (box.kind === 'state-and-id') {
        const m = /^([A-Za-z]{2})\b[\s/,-]*(.*)$/.exec(String(value));
        const state = m ? normaliseState(m[1] ?? '') : undefined;
        if (state) {
          row.item.state = state;
          if (m?.[2]) row.item[box.list.id ?? 'payer_state_no'] = m[2].trim();
        } else row.item[box.list.id ?? 'payer_state_no'] = String(value);
      } else row.item[box.list.item] = typeof value === 'string' ? value : String(value);
      row.conf = Math.min(row.conf, read.conf);
      table.set(box.list.row, row);
      rows.set(box.field, table);
      continue;
    }
    fields[box.field] = { value, conf: read.conf };
  }
  for (const [field, list] of parts) {
    const sorted = list.sort((a, b) => a.index - b.index);
    // A value is read from its first part on: a city without its street, a last name without the
    // first, is not the value (right or absent).
    if (sorted[0]?.index !== 0) continue;
    fields[field] = { value: sorted.map((p, i) => (i ? p.separator : '') + p.text).join(''), conf: Math.min(...sorted.map((p) => p.conf)) };
  }
  for (const [field, table] of rows) {
    const items = [...table.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
    if (items.length) fields[field] = { value: items.map((r) => r.item), conf: Math.min(...items.map((r) => r.conf)) };
  }
  return { fields, ...(taxYear !== undefined ? { taxYear } : {}) };
}

/** Text items to the reader's boxes (top-left, x1/y1). */
function itemBoxes(items: PdfTextItem[]) {
  return items.map((it) => ({ text: it.text, x0: it.x, y0: it.y, x1: it.x + Math.max(it.width, 1), y1: it.y + it.height }));
}

/** All copies of a type's official forms found on a page, best registered first. */
export function registerToTemplates(type: DocumentType, page: TemplatePageInput): { registrations: Registration[]; words: Word[] } {
  const words = wordsOf(itemBoxes(page.items));
  const registrations = formDefinitionsFor(type)
    .flatMap((def) => registerPage(def, words))
    .sort((a, b) => b.score - a.score);
  return { registrations, words };
}

/**
 * Reads a page of a digital official form by its template: undefined when the page does not register
 * to a template of the type with a good match score (the caller falls back to the other readers).
 * With several copies, the copy that gives the most fields is kept; a field another copy reads
 * differently is marked unsure ("check this value").
 */
export function readByTemplate(type: DocumentType, page: TemplatePageInput): (PageParse & { copies: number; score: number; layout: number; formId: string }) | undefined {
  const found = registerToTemplates(type, page);
  const words = found.words;
  const registrations = found.registrations.filter((r) => r.layout >= REGISTRATION.minLayout);
  if (registrations.length === 0) return undefined;
  const copies = registrations.map((r) => readCopy(r, page, words)).filter((c) => c.labelWords <= REGISTRATION.maxLabelWords);
  copies.sort((a, b) => Object.keys(b.fields).length - Object.keys(a.fields).length || b.registration.score - a.registration.score);
  const best = copies[0];
  if (!best) return undefined;
  const fields: ParsedFields = { ...best.fields };
  for (const other of copies.slice(1)) {
    for (const [k, v] of Object.entries(other.fields)) {
      const mine = fields[k];
      if (mine && JSON.stringify(mine.value) !== JSON.stringify(v.value)) fields[k] = { value: mine.value, conf: Math.min(mine.conf, CONF.unsure) };
    }
  }
  return {
    fields,
    ...(best.taxYear !== undefined ? { taxYear: best.taxYear } : {}),
    labelsFound: best.registration.inliers,
    missing: [],
    copies: copies.length,
    score: best.registration.score,
    layout: best.registration.layout,
    formId: best.registration.def.id,
  };
}
