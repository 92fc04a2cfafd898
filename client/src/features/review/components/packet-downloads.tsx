import { buttonClasses } from '../../../components/ui/button';
import { PACKET_URLS } from '../api/packet';

/** Download the preparer packet as a PDF, or the same data as JSON. */
export function PacketDownloads({ taxYear }: { taxYear: number }) {
  return (
    <div className="flex flex-wrap gap-3">
      <a className={buttonClasses('primary')} href={PACKET_URLS.pdf} download={`taxdesk-${taxYear}-preparer-packet.pdf`}>
        Download packet (PDF)
      </a>
      <a className={buttonClasses('outline')} href={PACKET_URLS.json} download={`taxdesk-${taxYear}-preparer-packet.json`}>
        Download data (JSON)
      </a>
    </div>
  );
}
