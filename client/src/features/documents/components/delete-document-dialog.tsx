import { AlertDialog } from 'radix-ui';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button';
import type { DocumentDto } from '../api/document';
import { useDeleteDocument } from '../api/delete-document';

/** Delete Document confirmation: open, then confirmed or cancelled (spec §4). */
export function DeleteDocumentDialog({ document, onOpenChange }: { document: DocumentDto; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteDocument();
  const confirm = () =>
    remove.mutate(document.id, {
      onSuccess: () => {
        toast.success('Document deleted successfully');
        onOpenChange(false);
      },
      onError: (error) => {
        console.error('Failed to delete document', error.message);
        toast.error('Failed to delete document');
      },
    });
  return (
    <AlertDialog.Root open onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-card p-5 text-card-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">Delete Document</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Are you sure you want to delete this document? This action cannot be undone.
          </AlertDialog.Description>
          <p className="mt-2 truncate text-sm font-medium" title={document.file_name}>
            {document.file_name}
          </p>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')} disabled={remove.isPending}>
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses('destructive')}
              disabled={remove.isPending}
              aria-busy={remove.isPending || undefined}
              onClick={confirm}
            >
              {remove.isPending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
              Delete
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
