import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import type { DocumentDto } from '../api/document';
import { useRetryDocument } from '../api/retry-document';

/** Puts a document whose analysis failed back in the queue. */
export function RetryButton({ document, label }: { document: DocumentDto; label?: string }) {
  const retry = useRetryDocument();
  return (
    <Button
      variant="outline"
      size="sm"
      busy={retry.isPending}
      aria-label={label}
      onClick={() =>
        retry.mutate(document.id, {
          onSuccess: () => toast.success('Analysis restarted'),
          onError: (error) => toast.error('Failed to retry analysis', { description: error.message }),
        })
      }
    >
      Retry
    </Button>
  );
}
