import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ReviewDocument } from '#shared/review/types';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConfirmField } from '../api/confirm-field';
import { FieldRow } from './field-row';

function statusText(d: ReviewDocument): string {
  if (d.uploadStatus === 'processing') return 'Being analyzed';
  if (d.uploadStatus === 'failed') return 'Could not be analyzed';
  if (d.userConfirmed) return 'Confirmed by you';
  if (d.verificationStatus === 'verified') return 'Verified';
  if (d.verificationStatus === 'checked') return 'Checks passed, please confirm';
  return 'Needs your confirmation';
}

function DocumentBlock({ d }: { d: ReviewDocument }) {
  const confirm = useConfirmField();
  const label = `${d.typeLabel} from ${d.issuer}`;
  const needsConfirmation = d.uploadStatus === 'completed' && d.verificationStatus !== 'verified';
  return (
    <section aria-labelledby={`doc-${d.id}`} className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`doc-${d.id}`} className="text-base font-semibold break-words">
            {label}
          </h3>
          <p className="text-sm break-all text-muted-foreground">{d.fileName}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={d.userConfirmed || d.verificationStatus === 'verified' ? 'success' : 'outline'}>{statusText(d)}</Badge>
          {d.owner === 'spouse' && <Badge tone="muted">Spouse</Badge>}
          {!d.includedInEstimate && d.uploadStatus === 'completed' && <Badge tone="muted">Not used in the estimate</Badge>}
        </div>
      </div>
      {d.fields.length > 0 ? (
        <dl className="mt-3 divide-y">
          {d.fields.map((f) => (
            <FieldRow key={f.name} documentId={d.id} field={f} docLabel={label} />
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">No values were read from this document.</p>
      )}
      {needsConfirmation && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            busy={confirm.isPending}
            onClick={() =>
              confirm.mutate({ documentId: d.id, fields: {} }, { onSuccess: () => toast.success('Values confirmed'), onError: (e) => toast.error(e.message) })
            }
          >
            Confirm these values
          </Button>
          <span className="text-sm text-muted-foreground">Compare them with the form first and correct any that differ.</span>
        </div>
      )}
    </section>
  );
}

/** Every document of the year with its fields in box order; values can be corrected in place. */
export function DocumentsReview({ documents, signed }: { documents: ReviewDocument[]; signed: boolean }) {
  if (!documents.length) {
    return (
      <p className="text-sm text-muted-foreground">
        No documents for this year yet. <Link className="font-medium text-link underline" to="/documents">Upload your W-2s and 1099s</Link>.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {signed && (
        <Alert title="You have signed">Correcting a value now makes your signature invalid, and you will need to review and sign again.</Alert>
      )}
      <p className="text-sm text-muted-foreground">
        Compare each value with your form. A correction is kept beside what was read, and it changes the estimate. Changing a value after you sign makes the signature invalid, and you sign again.
      </p>
      {documents.map((d) => (
        <DocumentBlock key={d.id} d={d} />
      ))}
    </div>
  );
}
