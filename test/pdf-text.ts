import { openPdf } from '../server/integrations/pdf/pdfjs';

/** The text of each page of a PDF, as pdf.js reads it (words joined by spaces). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const opened = await openPdf(bytes);
  if (!opened.ok) throw new Error(opened.error.message);
  const pages: string[] = [];
  for (let i = 0; i < opened.doc.numPages; i++) pages.push((await opened.doc.page(i)).items.map((t) => t.text).join(' '));
  return pages;
}
