import { availableParallelism } from 'node:os';
import { DOCUMENT_TYPE_LABELS, TAX_FORM_TYPES, type DocumentType } from '#shared/extraction/document-types';
import type { ExtractedFields, FieldValue } from '#shared/extraction/fields';
import { buildSummary } from '#shared/extraction/summary';
import { logger } from '../logger';
import { encodeImage } from '../integrations/ocr/image';
import { createTesseractCliEngine } from '../integrations/ocr/tesseract-cli';
import { createTesseractJsEngine } from '../integrations/ocr/tesseract-js';
import type { OcrEngine } from '../integrations/ocr/types';
import { createOpenAiCompatibleClient, type LlmClient } from '../integrations/llm/openai-compatible';
import { overallConfidence, runChecks, verificationStatus } from './checks';
import { classifyText } from './classify';
import { ExtractionFailure, fail, type ExtractionError } from './errors';
import { modelExtract, sameValue } from './model';
import { judgeCheckboxesByMarks, runCheckboxPass, runSecondPass } from './second-pass';
import { photographOf, smallPhoto, loadImagePage, loadPdfPages, readClearedFirst, tableCanBeCleared, type LoadedPage, type PageLimits } from './pages';
import { pagePrintsCents, type PageParse, type ParsedFields } from './parsers/common';
import { parse1040Page } from './parsers/f1040';
import { parseIdPage, parseOtherPage } from './parsers/id-other';
import { parseInfoReturnPage } from './parsers/info-returns';
import { parseBoxFormPage } from './parsers/box-forms';
import { parseBrokerPage } from './parsers/brokerage';
import { parseW2Page } from './parsers/w2';
import { refineByCells } from './parsers/cells';
import { readByTemplate } from './template';
import { mendAddressZips } from './us-zip';
import { capLookAlikeIdentifiers } from './identifiers';
import { readPageByRegions } from './image/regions';
import { IDENTIFIED_CONFIDENCE, identifyByLabels, identifyByTemplate } from './image/identify';
import { distrustSingleReadings } from './image/photo';
import { agreeingFields, combineReadings, joinSplitStateRows, pick, settledByRegions, sureOnPage } from './image/combine';
import { claimedKind, sniff } from './sniff';

export type { ExtractionError, ExtractionErrorCode } from './errors';

/** Hand-written figures are read by a small digit reader: a person compares them with the paper. */
export const HANDWRITTEN_WARNING = 'Some figures on this document are hand-written; check them against the document.';

/** What the engine returns for a document (extraction-fields.md). */
export interface ExtractionValue {
  document_type: DocumentType;
  tax_year: number | null;
  fields: ExtractedFields;
  confidence: number;
  field_confidence: Record<string, number>;
  warnings: string[];
  summary: string;
  verification_status: 'verified' | 'pending';
  /** Pages processed and how (for benchmarks and support). */
  pages: Array<{ ocr: boolean; ms: number }>;
}

export type ExtractResult = { ok: true; value: ExtractionValue } | { ok: false; error: ExtractionError };

export interface ExtractInput {
  bytes: Uint8Array;
  fileName: string;
  mimeType?: string;
  /** The type the user chose; it may be wrong or missing. */
  declaredType?: DocumentType;
}

export interface ModelOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Send SSNs/TINs and page images to the model. Off by default: text is redacted, no images. */
  sendPii?: boolean;
  /** Send page images (only with sendPii). */
  sendImages?: boolean;
  timeoutMs?: number;
}

export interface ExtractorOptions {
  /** Largest file accepted, in bytes (default 20 MB). */
  maxBytes?: number;
  /** Most pages in a PDF (default 20). */
  maxPages?: number;
  /** Most pixels in an image or a rendered page (default 40 megapixels). */
  maxPixels?: number;
  /** Time allowed per file (default 90 s). */
  timeoutMs?: number;
  /** OCR engine: the embedded tesseract.js pool (default) or Debian's `tesseract` binary. */
  ocr?: { engine?: 'tesseract.js' | 'tesseract-cli'; poolSize?: number; binary?: string };
  /** Inject an OCR engine (tests, scale-out). Closed by `close()` only when the engine created it. */
  ocrEngine?: OcrEngine;
  /** Optional model-backed extraction, cross-checked against the built-in reader. */
  model?: ModelOptions;
  /** Inject a model client (tests). */
  llmClient?: LlmClient;
  /**
   * Find a photographed page on its background and warp it upright before OCR (ADR 089). Off by
   * default: on corpus-real's 1099-DIV photo the warped page reads box 1a "6706" for 6,106 and loses
   * box 2d. Either way a photo's values are sure only when a second reading confirms them (addendum b).
   */
  photoPages?: boolean;
}

export interface Extractor {
  extract(input: ExtractInput): Promise<ExtractResult>;
  close(): Promise<void>;
}

const DEFAULTS = { maxBytes: 20 * 1024 * 1024, maxPages: 20, maxPixels: 40_000_000, timeoutMs: 90_000 };

function parsePage(type: DocumentType, page: LoadedPage): PageParse {
  switch (type) {
    case 'w2':
      return parseW2Page(page.layout);
    case '1099-nec':
    case '1099-misc':
    case '1099-div':
    case '1099-int':
    case '1098':
      return parseInfoReturnPage(type, page.layout);
    case '1040':
      return parse1040Page(page.layout, page.ocr ? page.image : undefined);
    case 'id':
      return parseIdPage(page.layout);
    case 'other':
      return parseOtherPage(page.layout);
    case '1099-r':
    case 'ssa-1099':
    case '1099-g':
    case '1098-t':
    case '1098-e':
      return parseBoxFormPage(type, page.layout);
    case '1099-b':
      return parseBrokerPage(page.layout);
  }
}

/** Picks the page that reads best (copies repeat the same data); a 1040 merges its pages. */
function parseDocument(type: DocumentType, pages: LoadedPage[]): PageParse & { page: number } {
  const parses = pages.map((p) => parsePage(type, p));
  if (type === '1040') {
    // The return's pages are merged into the first page's fields, so the second pass over the
    // first page (the filing status boxes of a flattened or scanned return) writes into the result.
    const fields: ParsedFields = parses[0]?.fields ?? {};
    let taxYear: number | undefined;
    let labelsFound = 0;
    for (const p of parses) {
      for (const [k, v] of Object.entries(p.fields)) fields[k] ??= v;
      taxYear ??= p.taxYear;
      labelsFound += p.labelsFound;
    }
    return { fields, taxYear, labelsFound, missing: parses[0]?.missing ?? [], page: 0 };
  }
  let best = 0;
  const score = (p: PageParse | undefined) => (p ? Object.keys(p.fields).length + p.labelsFound * 0.1 : -1);
  parses.forEach((p, i) => {
    if (score(p) > score(parses[best])) best = i;
  });
  return { ...(parses[best] ?? { fields: {}, labelsFound: 0, missing: [] }), page: best };
}

/**
 * The first reader for digital pages: a page whose printed text registers to a blank official form
 * of the type (ADR 090) is read box by box from the template. The page giving the most fields is
 * kept; undefined when no page registers (the other readers run).
 */
async function readDocumentByTemplate(type: DocumentType, pages: LoadedPage[]): Promise<(PageParse & { page: number }) | undefined> {
  let best: (PageParse & { page: number }) | undefined;
  for (const [i, page] of pages.entries()) {
    if (page.ocr || !page.pdf) continue;
    const started = performance.now();
    let read = readByTemplate(type, page.pdf);
    // A form flattened without checkbox widgets shows its ticks as drawings: read them from the page's marks.
    if (read && page.flattened && page.marks) read = readByTemplate(type, { ...page.pdf, marks: await page.marks() });
    page.ms += performance.now() - started;
    if (read && (!best || Object.keys(read.fields).length > Object.keys(best.fields).length)) best = { ...read, page: i };
  }
  return best;
}

/**
 * Second pass over the page the fields came from: OCR of each region where a value may be but none
 * was read, ink measurement of checkboxes; on text pages, flattened checkboxes rendered on their own.
 */
async function refine(parsed: PageParse & { page: number }, pages: LoadedPage[], engine: () => OcrEngine, signal: AbortSignal): Promise<void> {
  const page = pages[parsed.page];
  if (!page || parsed.missing.length === 0) return;
  const started = performance.now();
  try {
    if (page.image) await runSecondPass(page.image, page.layout.unit, parsed.missing, engine(), signal);
    else if (page.flattened && page.renderRegion) {
      // What the page draws decides first (no rasterising); rendering only when no box was found.
      const byMarks = page.marks ? judgeCheckboxesByMarks(parsed.missing, await page.marks(), page.layout.unit) : undefined;
      if (byMarks === undefined) await runCheckboxPass(parsed.missing, page.renderRegion, page.layout.unit);
    }
  } catch (err) {
    if (signal.aborted) throw fail('timeout', 'Extraction took too long.');
    logger.warn({ err: (err as Error).message }, 'second extraction pass failed; keeping the first pass');
  }
  page.ms += performance.now() - started;
}

async function timed(page: LoadedPage | undefined, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  try {
    await work();
  } finally {
    if (page) page.ms += performance.now() - started;
  }
}

function documentText(pages: LoadedPage[]): string {
  return pages.map((p) => p.layout.lines.map((l) => l.map((ph) => ph.text).join('  ')).join('\n')).join('\n\f\n');
}

/** Two OCR workers where there are two cores (the re-reads and probes of a page share them), else one. */
export function defaultOcrWorkers(): number {
  return Math.max(1, Math.min(2, availableParallelism()));
}

/** Page sets an OCR'd form was read from without its page registering to the form's template (no box-region reading). */
const unregistered = new WeakSet<LoadedPage[]>();

/** Creates the extraction engine. Reuse one instance: it owns a small OCR worker pool. */
export function createExtractor(options: ExtractorOptions = {}): Extractor {
  const limits = {
    maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
    maxPages: options.maxPages ?? DEFAULTS.maxPages,
    maxPixels: options.maxPixels ?? DEFAULTS.maxPixels,
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
  };
  let ownedEngine: OcrEngine | undefined;
  const engine = (): OcrEngine => {
    if (options.ocrEngine) return options.ocrEngine;
    ownedEngine ??= options.ocr?.engine === 'tesseract-cli' ? createTesseractCliEngine({ binary: options.ocr.binary }) : createTesseractJsEngine({ poolSize: options.ocr?.poolSize ?? defaultOcrWorkers() });
    return ownedEngine;
  };
  const llm: LlmClient | undefined =
    options.llmClient ?? (options.model ? createOpenAiCompatibleClient({ baseUrl: options.model.baseUrl, apiKey: options.model.apiKey, model: options.model.model, timeoutMs: options.model.timeoutMs }) : undefined);

  async function run(input: ExtractInput, signal: AbortSignal): Promise<ExtractionValue> {
    const { bytes } = input;
    if (bytes.length === 0) throw new ExtractionFailure('unsupported_type', 'The file is empty.');
    if (bytes.length > limits.maxBytes) throw new ExtractionFailure('too_large', `The file is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB.`);
    const kind = sniff(bytes);
    const claimed = claimedKind(input.fileName, input.mimeType);
    if (kind === 'unknown') throw new ExtractionFailure('unsupported_type', 'Only PDF, JPEG and PNG files can be read.');
    if (claimed !== undefined && claimed !== kind) {
      throw new ExtractionFailure('type_mismatch', `The file's content (${kind.toUpperCase()}) does not match its name or type.`);
    }
    const pageLimits = { maxPages: limits.maxPages, maxPixels: limits.maxPixels, renderDpi: 300, signal, photoPages: options.photoPages === true };
    const load = (l: PageLimits) => (kind === 'pdf' ? loadPdfPages(bytes, engine, l) : loadImagePage(bytes, engine, l));
    const loaded = await load(pageLimits);
    let first: ExtractionValue;
    let again = false;
    let asTaken = false;
    try {
      first = await read(input, loaded.pages, signal);
      again = (first.document_type === 'other' || unregistered.has(loaded.pages)) && loaded.pages.some((p) => tableCanBeCleared(p.image));
      asTaken = first.document_type === 'other' && loaded.pages.some((p) => readClearedFirst(p.image));
    } finally {
      await loaded.close();
    }
    // A small photo read first with its table cleared that named no form is read again as taken (ADR 129);
    // that reading is kept when it names a form. One that named a form is not read twice.
    if (asTaken) {
      const plain = await load({ ...pageLimits, asTaken: true });
      try {
        const second = await read(input, plain.pages, signal);
        second.pages = second.pages.map((p, i) => ({ ...p, ms: p.ms + (first.pages[i]?.ms ?? 0) }));
        if (second.document_type === 'other') return first;
        if (!unregistered.has(plain.pages)) return second;
        // Read as taken the photo names its form (its title, in large print, survives the table) but its labels are not
        // in the template's places; the cleared page, whose title OCR lost, is read again as that form (ADR 168): its
        // labels may register where the keystone and the table's threshold kept the as-taken page's from doing so.
        const third = await read(input, loaded.pages, signal, second.document_type);
        third.pages = third.pages.map((p, i) => ({ ...p, ms: p.ms + (second.pages[i]?.ms ?? 0) }));
        return !unregistered.has(loaded.pages) ? third : second;
      } finally {
        await plain.close();
      }
    }
    if (!again) return first;
    // A phone photo, its page found on a table, whose form was not named or whose labels were not found
    // in the template's places: read again with the table painted white and the light evened out, so the
    // OCR's threshold falls between print and paper (ADR 122). The second reading is taken when it names
    // a form (the first's, if the first named one) and finds its labels in place where the first did not,
    // or, neither registering, gives more of the form's values.
    const cleared = await load({ ...pageLimits, clearTable: true });
    try {
      // The same photo's first reading named its form by its printed title or labels: the cleared reading, whose
      // OCR may lose the title while its labels register, is read as that form (ADR 168).
      const second = await read(input, cleared.pages, signal, first.document_type !== 'other' ? first.document_type : undefined);
      second.pages = second.pages.map((p, i) => ({ ...p, ms: p.ms + (first.pages[i]?.ms ?? 0) }));
      const named = second.document_type !== 'other' && (first.document_type === 'other' || first.document_type === second.document_type);
      const better = first.document_type === 'other' || !unregistered.has(cleared.pages) || Object.keys(second.fields).length > Object.keys(first.fields).length;
      return named && better ? second : first;
    } finally {
      await cleared.close();
    }
  }

  /** The region reading of a scanned page (undefined when it does not register or the reading fails). */
  async function readScanByRegions(type: DocumentType, page: LoadedPage, sure: ReadonlySet<string>, signal: AbortSignal) {
    if (!page.image) return undefined;
    const started = performance.now();
    try {
      return await readPageByRegions(type, { layout: page.layout, image: page.image }, engine(), signal, sure, { projective: photographOf(page.image) !== undefined });
    } catch (err) {
      if (signal.aborted) throw fail('timeout', 'Extraction took too long.');
      logger.warn({ err: (err as Error).message }, 'box-region reading failed; keeping the page reading');
      return undefined;
    } finally {
      page.ms += performance.now() - started;
    }
  }

  async function read(input: ExtractInput, pages: LoadedPage[], signal: AbortSignal, named?: DocumentType): Promise<ExtractionValue> {
    const text = documentText(pages);

    const warnings: string[] = [];
    let detected = classifyText(text);
    // A scanned or photographed form whose title OCR lost is named by its labels in the template's places (ADR 089 addendum b).
    if (detected.type === 'other' && pages.some((p) => p.ocr)) {
      const ocrd = pages.filter((p) => p.ocr).map((p) => p.layout.phrases);
      // Or, read too loosely to register, by its own box labels read with a letter or two wrong (ADR 144).
      const identified = identifyByTemplate(ocrd, { projective: pages.some((p) => photographOf(p.image) !== undefined) }) ?? identifyByLabels(ocrd);
      if (identified) detected = { ...detected, type: identified, confidence: IDENTIFIED_CONFIDENCE };
    }
    // Another reading of the same image named the form (a photo read again with its table cleared, ADR 168).
    if (detected.type === 'other' && named) detected = { ...detected, type: named, confidence: IDENTIFIED_CONFIDENCE };
    let type = detected.type;
    const declared = input.declaredType;
    if (declared && declared !== detected.type) {
      if (detected.type === 'other' && (TAX_FORM_TYPES as readonly string[]).includes(declared)) {
        // No clear signal: read it as the chosen form when its labels are there.
        const trial = (await readDocumentByTemplate(declared, pages)) ?? parseDocument(declared, pages);
        if (trial.labelsFound >= 4) {
          type = declared;
          warnings.push(`The content did not clearly identify the form; it was read as the chosen ${DOCUMENT_TYPE_LABELS[declared]}.`);
        } else warnings.push(`You chose ${DOCUMENT_TYPE_LABELS[declared]}, but this does not look like one.`);
      } else {
        warnings.push(`You chose ${DOCUMENT_TYPE_LABELS[declared]}, but this looks like ${DOCUMENT_TYPE_LABELS[detected.type]}.`);
      }
    }

    const byTemplate = await readDocumentByTemplate(type, pages);
    // An older revision prints its year on the form instead of a box for it: the other readers find it.
    if (byTemplate && byTemplate.taxYear === undefined) {
      const year = parseDocument(type, pages).taxYear;
      if (year !== undefined) byTemplate.taxYear = year;
    }
    const parsed = byTemplate ?? parseDocument(type, pages);
    // A scanned official form registered to its blank template is also read box by box from its
    // image (ADR 093); the second pass skips the boxes that reading settled, and the two readings are combined.
    const scanned = byTemplate ? undefined : pages[parsed.page];
    const byRegions = scanned?.ocr && scanned.image ? await readScanByRegions(type, scanned, sureOnPage(parsed.fields), signal) : undefined;
    if (scanned?.ocr && !byRegions) unregistered.add(pages);
    else unregistered.delete(pages);
    if (byRegions) {
      const settled = settledByRegions(byRegions.fields, byRegions.standalone);
      parsed.missing = parsed.missing.filter((p) => !settled.has(p.key.split('.')[0] ?? p.key));
    }
    if (!byTemplate) await refine(parsed, pages, engine, signal);
    // A ZIP code's first digit misread out of its state's ranges is mended in both readings before they are compared (ADR 160).
    if (pages[parsed.page]?.ocr) {
      mendAddressZips(parsed.fields);
      if (byRegions) for (const f of [byRegions.fields, byRegions.agreed]) if (f) mendAddressZips(f);
    }
    let twoReadings = new Set<string>();
    const leftOut = new Set<string>();
    const pageReading = Object.fromEntries(Object.entries(parsed.fields).map(([k, v]) => [k, { ...v }]));
    if (byRegions) {
      parsed.taxYear ??= byRegions.taxYear;
      twoReadings = agreeingFields(parsed.fields, byRegions.fields);
      parsed.fields = combineReadings(type, parsed.fields, byRegions.fields, byRegions.emptyFields, parsed.taxYear, byRegions.standalone, byRegions.agreed, { pointLost: scanned && pagePrintsCents(scanned.layout) ? byRegions.pointLost : undefined, letterAsDigit: byRegions.letterAsDigit, lettersRead: byRegions.lettersRead, leftOut });
      // A tick neither clearly there nor clearly absent is left out and flagged, whoever read it (ADR 121).
      for (const f of byRegions.uncertainTicks) {
        delete parsed.fields[f];
        leftOut.add(f);
      }
    }
    // A boxed substitute form (cells labelled by their own print) whose required boxes are still empty or flagged.
    if (!byTemplate && pages[parsed.page]?.ocr) await timed(pages[parsed.page], () => refineByCells(type, parsed.fields, pages[parsed.page], engine, signal, leftOut));
    // A letters-and-digits identifier stays at 0.9 only when the page and its box's region read it alike (and nothing replaced it since).
    const stillAgreed = new Set([...twoReadings].filter((n) => byRegions && agreeingFields(pick(parsed.fields, n), byRegions.fields).has(n)));
    if (pages[parsed.page]?.ocr) capLookAlikeIdentifiers(parsed.fields, stillAgreed);
    // A state line read across the rule between its two printed rows is one line (ADR 123 addendum).
    if (pages[parsed.page]?.ocr) joinSplitStateRows(parsed.fields);
    // A phone photo's value is sure only when a second reading (its box's region, the form's arithmetic) confirms it (ADR 089 addendum b).
    const photo = photographOf(pages[parsed.page]?.image);
    if (photo) distrustSingleReadings(type, parsed.fields, byRegions, parsed.taxYear, photo === 'warped', { page: pageReading, leftOut, small: smallPhoto(pages[parsed.page]?.image) });
    const taxYear = parsed.taxYear ?? null;
    const checked = runChecks(type, taxYear, parsed.fields, { ocr: pages[parsed.page]?.ocr === true, leftOut });
    warnings.push(...(parsed.notes ?? []), ...checked.warnings);
    if (pages.some((p) => (p.layout.handwritten ?? 0) > 0)) warnings.push(HANDWRITTEN_WARNING);
    const fields = checked.fields;
    const fieldConfidence = checked.fieldConfidence;

    if (llm && type !== 'other' && type !== 'id') {
      const sendPii = options.model?.sendPii === true;
      try {
        const images = sendPii && options.model?.sendImages !== false
          ? pages.filter((p) => p.image).slice(0, 2).map((p) => ({ mimeType: 'image/png' as const, base64: Buffer.from(encodeImage(p.image!, 'png')).toString('base64') }))
          : [];
        const model = await modelExtract({ client: llm, type, text, images, sendPii, signal });
        crossCheck(fields, fieldConfidence, checked.failedFields, warnings, model);
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'model extraction failed; using the built-in result');
        warnings.push('The model-backed check could not run; the built-in result is shown.');
      }
    }

    const confidence = overallConfidence(type, fields, fieldConfidence, detected.type === type ? detected.confidence : 0.6);
    return {
      document_type: type,
      tax_year: taxYear,
      fields,
      confidence,
      field_confidence: fieldConfidence,
      warnings,
      summary: buildSummary(type, taxYear, fields),
      verification_status: verificationStatus(type, fields, checked.failedFields, fieldConfidence),
      pages: pages.map((p) => ({ ocr: p.ocr, ms: Math.round(p.ms) })),
    };
  }

  return {
    async extract(input) {
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<ExtractResult>((resolve) => {
        timer = setTimeout(() => {
          controller.abort();
          resolve({ ok: false, error: { code: 'timeout', message: `Extraction took longer than ${Math.round(limits.timeoutMs / 1000)} s.` } });
        }, limits.timeoutMs);
      });
      const work = run(input, controller.signal).then(
        (value): ExtractResult => ({ ok: true, value }),
        (err: unknown): ExtractResult => {
          if (err instanceof ExtractionFailure) return { ok: false, error: { code: err.code, message: err.message } };
          logger.error({ err: (err as Error)?.message }, 'extraction failed unexpectedly');
          return { ok: false, error: { code: 'internal_error', message: 'The document could not be processed.' } };
        },
      );
      try {
        return await Promise.race([work, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (ownedEngine) await ownedEngine.close();
      ownedEngine = undefined;
    },
  };
}

/**
 * Cross-checks the model's answer against the built-in reader: disagreements are flagged for
 * review (warning, lower confidence); values only the model found are added at low confidence.
 */
function crossCheck(
  fields: ExtractedFields,
  conf: Record<string, number>,
  failed: Set<string>,
  warnings: string[],
  model: Record<string, FieldValue>,
): void {
  const label = (name: string) => name.replace(/_/g, ' ');
  for (const [name, mv] of Object.entries(model)) {
    const bv = fields[name];
    if (bv === undefined) {
      fields[name] = mv;
      conf[name] = 0.5;
      failed.add(name);
      warnings.push(`${label(name)} was found only by the model; please review it.`);
      continue;
    }
    if (!sameValue(bv, mv)) {
      conf[name] = Math.min(conf[name] ?? 0.5, 0.5);
      failed.add(name);
      warnings.push(`${label(name)}: the document reader and the model disagree; please review it.`);
    } else {
      conf[name] = Math.min(1, Math.max(conf[name] ?? 0.5, 0.95));
    }
  }
}
