import { buttonClasses } from '../../../components/ui/button';
import { PACKET_URLS } from '../api/packet';

/** Download the preparer packet as a PDF, the same data as JSON, or the filled Form 1040 (when there is an estimate). */
export function PacketDownloads({ taxYear, hasEstimate = true }: { taxYear: number; hasEstimate?: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        <a className={buttonClasses('primary')} href={PACKET_URLS.pdf} download={`taxdesk-${taxYear}-preparer-packet.pdf`}>
          Download packet (PDF)
        </a>
        <a className={buttonClasses('outline')} href={PACKET_URLS.json} download={`taxdesk-${taxYear}-preparer-packet.json`}>
          Download data (JSON)
        </a>
        {hasEstimate && (
          <a className={buttonClasses('outline')} href={PACKET_URLS.form1040} download={`taxdesk-${taxYear}-form-1040-draft.pdf`}>
            Download filled Form 1040 (PDF)
          </a>
        )}
      </div>
      {hasEstimate && <p className="text-sm text-muted-foreground">The filled Form 1040 is a draft for the preparer, not a filing.</p>}
    </div>
  );
}
