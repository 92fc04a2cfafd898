import { maskSsn } from '#shared/profile/schema';
import { Badge } from '../../../components/ui/badge';

interface DashboardHeaderProps {
  taxYear: number;
  clientName: string | null | undefined;
  ssnLast4: string | null | undefined;
  city: string | null | undefined;
  state: string | null | undefined;
}

/** Tax year badge, client name, masked SSN (last 4 only) and city/state (spec §2 /intake header). */
export function DashboardHeader({ taxYear, clientName, ssnLast4, city, state }: DashboardHeaderProps) {
  const masked = maskSsn(ssnLast4);
  const place = [city, state].filter((p) => p && p.trim()).join(', ');
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Badge tone="primary">Tax Year {taxYear}</Badge>
      </div>
      <dl className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-sm text-muted-foreground">
        <div className="flex gap-1.5">
          <dt className="sr-only">Client</dt>
          <dd className="text-base font-semibold break-words text-foreground" data-testid="client-name">
            {clientName?.trim() || 'Client'}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt>SSN</dt>
          <dd className="font-mono text-foreground">{masked || 'Not on file'}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt>Location</dt>
          <dd className="text-foreground">{place || 'Not on file'}</dd>
        </div>
      </dl>
    </div>
  );
}
