import { documentTypeLabel, uploadStatusIcon, verificationDisplay } from '#shared/documents/types';
import { Badge } from './ui-badge';

/** The document type as a badge (its label from the spec table). */
export function TypeBadge({ type }: { type: string | null }) {
  const label = documentTypeLabel(type);
  return (
    <Badge tone="outline" className="max-w-full">
      <span className="truncate" title={label}>
        {label}
      </span>
    </Badge>
  );
}

/** A check mark when completed, dots while processing, a red 'Failed' when the analysis failed. */
export function UploadStatusBadge({ status }: { status: string }) {
  if (status === 'failed') return <Badge tone="red">Failed</Badge>;
  if (uploadStatusIcon(status) === 'check') {
    return (
      <span role="img" aria-label="Completed" title="Completed" data-testid="status-check" className="inline-flex size-6 items-center justify-center rounded-full bg-success text-success-foreground">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
    );
  }
  return (
    <span role="img" aria-label="Processing" title="Processing" data-testid="status-dots" className="inline-flex h-6 items-center gap-1 px-1">
      {[0, 150, 300].map((delay) => (
        <span key={delay} aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-muted-foreground" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </span>
  );
}

/** Verification status: verified green, pending yellow, anything else grey (spec §4). */
export function VerificationBadge({ status }: { status: string | null | undefined }) {
  const display = verificationDisplay(status);
  return (
    <Badge tone={display.tone} className="text-sm">
      {display.label}
    </Badge>
  );
}
