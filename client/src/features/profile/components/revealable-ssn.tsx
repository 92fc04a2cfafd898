import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { maskSsn } from '#shared/profile/schema';
import { useRevealSsn, type RevealSsnInput } from '../api/reveal-ssn';

/** How long a revealed SSN stays on screen before it is masked again. */
export const REVEAL_SECONDS = 30;

/**
 * A stored SSN, masked to its last four; "Show" asks the server for it in full (an audited
 * request) and masks it again after {@link REVEAL_SECONDS} seconds or on "Hide".
 */
export function RevealableSsn({ last4, which, label }: { last4: string | null | undefined; which: RevealSsnInput; label: string }) {
  const reveal = useRevealSsn();
  const [full, setFull] = useState<string | null>(null);
  useEffect(() => {
    if (!full) return;
    const timer = setTimeout(() => setFull(null), REVEAL_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [full]);
  if (!last4) return null;
  const show = () =>
    reveal.mutate(which, {
      onSuccess: (ssn) => setFull(ssn),
      onError: () => toast.error('Could not show the SSN. Please try again.'),
    });
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono" aria-live="polite">
        {full ?? maskSsn(last4)}
      </span>
      <button
        type="button"
        onClick={full ? () => setFull(null) : show}
        disabled={reveal.isPending}
        aria-label={full ? `Hide ${label}` : `Show ${label}`}
        className="inline-flex min-h-6 min-w-6 items-center rounded px-2 py-1 text-sm font-medium text-link underline underline-offset-2 disabled:opacity-60"
      >
        {full ? 'Hide' : reveal.isPending ? 'Showing…' : 'Show'}
      </button>
    </span>
  );
}
