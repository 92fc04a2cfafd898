/** The preparer packet downloads (GET, served as attachments; each download is audited). */
export const PACKET_URLS = {
  pdf: '/api/review/packet.pdf',
  json: '/api/review/packet.json',
  /** The filled Form 1040 and schedules: a draft for the preparer, not a filing. */
  form1040: '/api/review/form-1040.pdf',
} as const;
