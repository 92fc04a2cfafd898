/** The preparer packet downloads (GET, served as attachments; each download is audited). */
export const PACKET_URLS = {
  pdf: '/api/review/packet.pdf',
  json: '/api/review/packet.json',
} as const;
