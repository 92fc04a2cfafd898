import type { DocumentType } from '#shared/extraction/document-types';
import type { ExtractResult } from '../extraction';

/** How every failure found by the extraction process begins. */
export const ANALYSIS_FAILED = 'The document could not be analysed';

/** What the worker sends its extraction process. */
export type ParentMessage =
  | { type: 'extract'; id: number; input: { bytes: Uint8Array; fileName: string; mimeType?: string; declaredType?: DocumentType } }
  | { type: 'warm' };

/** What the extraction process answers. */
export type ChildMessage = { type: 'ready' } | { type: 'warm' } | { type: 'result'; id: number; result: ExtractResult };

/**
 * A one-page letter PDF without a text layer (a few grey lines), so a warm-up goes through pdf.js
 * loading, rendering and OCR like a scan does.
 */
export function warmUpDocument(): Uint8Array {
  const content = Array.from({ length: 12 }, (_, i) => `72 ${700 - i * 40} 400 2 re f`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
