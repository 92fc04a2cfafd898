/** What the bytes are, by their magic numbers. */
export type SniffedKind = 'pdf' | 'png' | 'jpeg' | 'unknown';

/** Detects PDF, PNG and JPEG by magic bytes (a PDF header may follow a little junk). */
export function sniff(bytes: Uint8Array): SniffedKind {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47 && bytes[4] === 0x0d && bytes[5] === 0x0a && bytes[6] === 0x1a && bytes[7] === 0x0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  return 'unknown';
}

/** The kind a file name or MIME type claims, if any. */
export function claimedKind(fileName: string, mimeType?: string): SniffedKind | undefined {
  const mt = mimeType?.toLowerCase().split(';')[0]?.trim();
  if (mt === 'application/pdf') return 'pdf';
  if (mt === 'image/png') return 'png';
  if (mt === 'image/jpeg' || mt === 'image/jpg') return 'jpeg';
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'pdf') return 'pdf';
  if (ext === 'png') return 'png';
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg';
  if (ext || mt) return 'unknown';
  return undefined;
}
