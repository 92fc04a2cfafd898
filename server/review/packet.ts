/**
 * The preparer packet: the review as a JSON document and as a PDF (pdf-lib with the standard
 * Helvetica fonts, so nothing is fetched). Documents are listed box by box in print order, the
 * same text as "Copy for ProConnect". SSNs are masked; the PIN is never included.
 */
import { formLineTitle } from '#shared/review/line-names';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatUsd } from '#shared/money';
import type { Review, ReviewStatus } from '#shared/review/types';
import type { StoredSignature } from './signatures';
import { toSignatureView } from './signatures';
import type { BuiltReview } from './summary';
import { DRAFT_NOTE, renderFilledReturn } from './form1040';

export interface PacketSignature {
  signer: 'taxpayer' | 'spouse';
  typedName: string;
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  summarySha256: string;
  consentText: string;
  valid: boolean;
  voidReason: string | null;
  voidedAt: string | null;
}

export interface Packet {
  kind: 'taxdesk-preparer-packet';
  version: 1;
  generatedAt: string;
  taxYear: number;
  taxpayer: { name: string; ssnMasked: string } | null;
  status: ReviewStatus;
  summarySha256: string;
  profile: Review['profile'];
  documents: Array<{
    id: string;
    fileName: string;
    type: string;
    typeLabel: string;
    chosenType: string;
    issuer: string;
    owner: 'taxpayer' | 'spouse';
    verificationStatus: string | null;
    userConfirmed: boolean;
    boxes: Array<{ box: string | null; label: string; value: string; corrected: boolean; extractedValue: string | null }>;
    proconnectText: string | null;
  }>;
  estimate: Review['estimate'];
  estimateError: string | null;
  checks: Review['checks'];
  blockers: string[];
  signatures: PacketSignature[];
}

/** The packet's data (the JSON export and the PDF's content). */
export function buildPacket(built: BuiltReview, status: ReviewStatus, list: readonly StoredSignature[], now = new Date()): Packet {
  const v = built.view;
  return {
    kind: 'taxdesk-preparer-packet',
    version: 1,
    generatedAt: now.toISOString(),
    taxYear: built.taxYear,
    taxpayer: v.profile ? { name: v.profile.fullName, ssnMasked: v.profile.ssnMasked } : null,
    status,
    summarySha256: v.summarySha256,
    profile: v.profile,
    documents: v.documents.map((d) => ({
      id: d.id,
      fileName: d.fileName,
      type: d.type,
      typeLabel: d.typeLabel,
      chosenType: d.chosenType,
      issuer: d.issuer,
      owner: d.owner,
      verificationStatus: d.verificationStatus,
      userConfirmed: d.userConfirmed,
      boxes: d.fields.map((f) => ({ box: f.box, label: f.label, value: f.display, corrected: f.corrected, extractedValue: f.extractedDisplay })),
      proconnectText: d.proconnectText,
    })),
    estimate: v.estimate,
    estimateError: v.estimateError,
    checks: v.checks,
    blockers: status.blockers,
    signatures: list.map((s) => {
      const view = toSignatureView(s, v.summarySha256);
      return {
        signer: s.row.signer,
        typedName: s.row.typedName,
        signedAt: view.signedAt,
        ip: s.row.ip,
        userAgent: s.row.userAgent,
        summarySha256: s.row.summarySha256,
        consentText: s.row.consentText,
        valid: view.valid,
        voidReason: view.voidReason,
        voidedAt: view.voidedAt,
      };
    }),
  };
}

// Helvetica (WinAnsi) cannot draw every character the texts use; these have plain equivalents.
const REPLACEMENTS: Record<string, string> = { '→': '->', '−': '-', '≥': '>=', '≤': '<=', '×': 'x', '\u00a0': ' ', '≈': '~', '…': '...' };

/** Text Helvetica can encode: known symbols spelled out, anything else outside WinAnsi as '?'. */
export function pdfSafe(text: string, font: PDFFont): string {
  let out = '';
  for (const ch of text.replace(/[\r\t]/g, ' ')) {
    const r = REPLACEMENTS[ch] ?? ch;
    try {
      font.encodeText(r);
      out += r;
    } catch {
      out += '?';
    }
  }
  return out;
}

const PAGE = { width: 612, height: 792, margin: 54 };

/** A top-to-bottom text flow over letter pages with wrapping and page breaks. */
class Flow {
  private page!: PDFPage;
  private y = 0;
  pages = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages += 1;
    this.y = PAGE.height - PAGE.margin;
    this.page.drawText(pdfSafe(`${this.footer} - page ${this.pages}`, this.regular), { x: PAGE.margin, y: 28, size: 8, font: this.regular, color: rgb(0.4, 0.4, 0.4) });
  }

  private ensure(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const para of pdfSafe(text, font).split('\n')) {
      let line = '';
      for (const word of para.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width) {
          line = next;
          continue;
        }
        if (line) lines.push(line);
        // A single word wider than the line is cut.
        let w = word;
        while (font.widthOfTextAtSize(w, size) > width && w.length > 1) {
          let cut = w.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(w.slice(0, cut), size) > width) cut -= 1;
          lines.push(w.slice(0, cut));
          w = w.slice(cut);
        }
        line = w;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, opts: { size?: number; bold?: boolean; indent?: number; gap?: number; color?: [number, number, number] } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    const indent = opts.indent ?? 0;
    const lineHeight = size * 1.3;
    for (const line of this.wrap(text, font, size, PAGE.width - 2 * PAGE.margin - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color: rgb(...(opts.color ?? [0, 0, 0])) });
    }
    this.y -= opts.gap ?? 2;
  }

  /** A label on the left and a value right-aligned, e.g. an estimate line. */
  row(label: string, value: string, opts: { bold?: boolean; indent?: number } = {}) {
    const size = 10;
    const font = opts.bold ? this.bold : this.regular;
    const v = pdfSafe(value, font);
    const vw = font.widthOfTextAtSize(v, size);
    // A long value (an address, a list of state rows) goes under its label instead of beside it.
    if (vw > (PAGE.width - 2 * PAGE.margin) * 0.55) {
      this.text(label, { size, bold: opts.bold, indent: opts.indent, gap: 0 });
      this.text(value, { size, bold: opts.bold, indent: (opts.indent ?? 0) + 16 });
      return;
    }
    const labelWidth = PAGE.width - 2 * PAGE.margin - (opts.indent ?? 0) - vw - 12;
    const lines = this.wrap(label, font, size, labelWidth);
    this.ensure(size * 1.3 * lines.length);
    lines.forEach((line, i) => {
      this.y -= size * 1.3;
      this.page.drawText(line, { x: PAGE.margin + (opts.indent ?? 0), y: this.y, size, font });
      if (i === 0) this.page.drawText(v, { x: PAGE.width - PAGE.margin - vw, y: this.y, size, font });
    });
  }

  heading(text: string) {
    this.ensure(40);
    this.y -= 10;
    this.text(text, { size: 14, bold: true, gap: 4 });
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    this.y -= 6;
  }

  space(points: number) {
    this.y -= points;
  }
}

const LEVEL_TEXT = { ok: 'OK', warning: 'Warning', error: 'Error' } as const;
const fmtDate = (iso: string) => new Date(iso).toUTCString();

/** Renders the packet as a PDF. */
export async function renderPacketPdf(p: Packet): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const name = p.taxpayer?.name ?? 'Taxpayer';
  doc.setTitle(`TaxDesk preparer packet ${p.taxYear} - ${name}`);
  doc.setAuthor('TaxDesk');
  doc.setSubject(`Tax year ${p.taxYear} review, estimate and sign-off`);
  doc.setCreationDate(new Date(p.generatedAt));
  doc.setModificationDate(new Date(p.generatedAt));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const f = new Flow(doc, regular, bold, `TaxDesk preparer packet - ${p.taxYear} - ${name}`);

  // Cover
  f.space(120);
  f.text('TaxDesk', { size: 16, bold: true, color: [0.15, 0.3, 0.6] });
  f.text('Preparer packet', { size: 28, bold: true, gap: 10 });
  f.text(`Tax year ${p.taxYear}`, { size: 18, gap: 8 });
  f.text(name, { size: 16, bold: true });
  if (p.taxpayer?.ssnMasked) f.text(`SSN ${p.taxpayer.ssnMasked}`, { size: 12 });
  f.space(20);
  f.text(`Status: ${p.status.readyForFiling ? 'Signed - ready for filing' : p.status.signed && !p.status.valid ? 'Signature void - not ready for filing' : 'Not signed - not ready for filing'}`, { size: 12, bold: true });
  if (p.estimate) {
    const r = p.estimate.result;
    f.text(r.kind === 'refund' ? `Estimated refund ${formatUsd(r.amountCents)}` : r.kind === 'owed' ? `Estimated amount owed ${formatUsd(r.amountCents)}` : 'Estimated balance $0.00', { size: 12 });
  }
  f.text(`Generated ${fmtDate(p.generatedAt)}`, { size: 10, color: [0.35, 0.35, 0.35] });
  f.text(`Summary SHA-256 ${p.summarySha256}`, { size: 8, color: [0.35, 0.35, 0.35] });
  f.space(12);
  f.text('Contents: profile, documents box by box, the 2025 federal estimate with sources, consistency checks, the signature record, and the filled Form 1040 (a draft for the preparer, not a filing). Social Security numbers are shown by their last four digits only.', { size: 10 });

  // Profile
  f.newPage();
  f.heading('Profile');
  const pr = p.profile;
  if (!pr) f.text('No profile for this year.');
  else {
    const rows: Array<[string, string | null]> = [
      ['Name', pr.fullName],
      ['SSN', pr.ssnMasked],
      ['Date of birth', pr.dateOfBirth],
      ['Filing status', pr.filingStatusLabel],
      ['Address', pr.address],
      ['Email', pr.email],
      ['Phone', pr.phone],
      ['Spouse', pr.spouseName],
      ['Spouse SSN', pr.spouseSsnMasked],
      ['Spouse date of birth', pr.spouseDateOfBirth],
    ];
    for (const [k, v] of rows) if (v) f.row(k, v);
    for (const [i, d] of pr.dependents.entries()) f.row(`Dependent ${i + 1}`, `${d.name}${d.relationship ? `, ${d.relationship}` : ''}${d.dateOfBirth ? `, born ${d.dateOfBirth}` : ''}${d.ssnMasked ? `, SSN ${d.ssnMasked}` : ''}`);
  }

  // Documents
  f.heading('Documents');
  if (!p.documents.length) f.text('No documents.');
  for (const d of p.documents) {
    f.space(4);
    f.text(`${d.typeLabel} - ${d.issuer}`, { size: 12, bold: true });
    f.text(`File ${d.fileName}; ${d.userConfirmed ? 'values confirmed by the taxpayer' : d.verificationStatus === 'verified' ? 'values verified by a reviewer' : d.verificationStatus === 'checked' ? 'values passed the automatic checks, not yet confirmed' : 'values not yet confirmed'}${d.owner === 'spouse' ? '; spouse’s form' : ''}`, { size: 9, color: [0.35, 0.35, 0.35] });
    for (const b of d.boxes) {
      const box = b.box && !b.label.startsWith('Box ') ? (/^\d/.test(b.box) ? `Box ${b.box} ` : `${b.box}. `) : '';
      f.row(`${box}${b.label}${b.corrected ? ` (corrected; read as ${b.extractedValue ?? 'blank'})` : ''}`, b.value, { indent: 8 });
    }
  }

  // Estimate
  f.heading(`${p.taxYear} federal estimate`);
  if (!p.estimate) f.text(p.estimateError ?? 'No estimate.');
  else {
    for (const l of p.estimate.lines) {
      f.row(formLineTitle(l.key, l.label), formatUsd(l.amountCents), { bold: ['11a', '15', '24', '33', '34', '37'].includes(l.key) });
      f.text(`Source: ${l.source}`, { size: 8, indent: 16, color: [0.35, 0.35, 0.35] });
    }
    for (const w of p.estimate.warnings) f.text(`Note: ${w}`, { size: 9 });
    f.space(6);
    f.text('Not included in this estimate:', { bold: true });
    for (const n of p.estimate.notCovered) f.text(`- ${n}`, { size: 9, indent: 8 });
  }

  // Checks
  f.heading('Consistency checks');
  if (!p.checks.length) f.text('No checks apply.');
  for (const c of p.checks) {
    f.text(`[${LEVEL_TEXT[c.level]}] ${c.title}`, { bold: c.level !== 'ok' });
    f.text(c.detail, { size: 9, indent: 12, color: [0.3, 0.3, 0.3] });
  }
  if (p.blockers.length) {
    f.space(6);
    f.text('Open items before filing:', { bold: true });
    for (const b of p.blockers) f.text(`- ${b}`, { size: 9, indent: 8 });
  }

  // Signatures
  f.heading('Signature record');
  if (!p.signatures.length) f.text('Not signed.');
  for (const s of p.signatures) {
    f.text(`${s.signer === 'taxpayer' ? 'Taxpayer' : 'Spouse'}: ${s.typedName} - ${s.valid ? 'VALID' : 'VOID'}`, { size: 11, bold: true });
    f.row('Signed at', fmtDate(s.signedAt), { indent: 8 });
    f.row('Method', 'Typed name and Self-Select PIN with date of birth (IRS Topic 255)', { indent: 8 });
    if (s.ip) f.row('IP address', s.ip, { indent: 8 });
    if (s.userAgent) f.text(`User agent: ${s.userAgent}`, { size: 8, indent: 8 });
    f.text(`Signed summary SHA-256: ${s.summarySha256}`, { size: 8, indent: 8 });
    if (s.voidReason) f.text(`Voided ${s.voidedAt ? fmtDate(s.voidedAt) : ''}: ${s.voidReason}`, { size: 9, indent: 8 });
    f.text(`Consent: ${s.consentText}`, { size: 8, indent: 8, color: [0.3, 0.3, 0.3] });
    f.space(6);
  }

  // The filled Form 1040 and schedules from the estimate (server/review/form1040.ts).
  if (p.estimate) {
    f.heading(`Form 1040 (${p.taxYear}), filled from the estimate`);
    f.text(`${DRAFT_NOTE}. The pages that follow are the official 2025 forms filled from the estimate above; the last of them lists each value with its estimate line and source.`, { size: 10 });
    const filled = await renderFilledReturn(p.estimate, p.profile, p.taxYear);
    const source = await PDFDocument.load(filled.bytes);
    for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
  }

  return doc.save();
}
