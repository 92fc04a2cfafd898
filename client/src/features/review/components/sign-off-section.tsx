import type { Review, SignatureView } from '#shared/review/types';
import { Alert } from '../../../components/ui/alert';
import { formatTimestamp } from '../../../utils/format-date';
import { SignOffForm } from './sign-off-form';

export const VOIDED_BANNER = 'Your signature is no longer valid because your information changed. Please review and sign again.';

function latest(signatures: SignatureView[], signer: SignatureView['signer']): SignatureView | undefined {
  return signatures.filter((s) => s.signer === signer).at(-1);
}

/** Digital sign-off: the consent, one form per signer, and the signed / void / complete states. */
export function SignOffSection({ review }: { review: Review }) {
  const { status, requiredSigners, signatures, profile } = review;
  const voided = requiredSigners.some((s) => {
    const l = latest(signatures, s);
    return l && !l.valid;
  });
  const blocked = review.blockers.length > 0;
  const names = { taxpayer: profile?.fullName ?? '', spouse: profile?.spouseName ?? '' };

  return (
    <div className="space-y-5">
      {voided && (
        <div role="alert" className="rounded-lg border-2 border-destructive bg-card p-4">
          <p className="font-semibold text-destructive">{VOIDED_BANNER}</p>
        </div>
      )}
      {status.readyForFiling && (
        <div role="status" className="rounded-lg border-2 border-success bg-card p-5">
          <p className="text-2xl font-bold">Complete</p>
          <p className="mt-1 text-lg font-semibold">Ready for filing</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Signed {formatTimestamp(status.signedAt)}. Your preparer can file your return now. If you change any information, you will need to sign again.
          </p>
        </div>
      )}
      {blocked && !status.readyForFiling && (
        <Alert title="Before you can sign">
          <ul className="list-disc space-y-1 pl-5">
            {review.blockers.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="rounded-lg border bg-muted p-4">
        <h3 className="text-sm font-semibold">Declaration and authorization</h3>
        <p className="mt-1 text-sm" data-testid="consent-text">
          {review.consentText}
        </p>
      </div>
      {requiredSigners.map((signer) => {
        const l = latest(signatures, signer);
        const title = signer === 'taxpayer' ? 'Your signature' : 'Spouse’s signature';
        return (
          <section key={signer} aria-labelledby={`sign-${signer}`} className="space-y-3 rounded-lg border bg-card p-4">
            <h3 id={`sign-${signer}`} className="text-base font-semibold">
              {title}
            </h3>
            {l?.valid ? (
              <p className="text-sm">
                <span className="font-medium">Signed</span> by {l.typedName} on {formatTimestamp(l.signedAt)}.
              </p>
            ) : (
              <SignOffForm signer={signer} expectedName={names[signer]} summarySha256={review.summarySha256} disabled={blocked} />
            )}
          </section>
        );
      })}
    </div>
  );
}
