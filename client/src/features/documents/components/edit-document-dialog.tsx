import { useState } from 'react';
import { toast } from 'sonner';
import { DOCUMENT_TYPES, EDIT_YEARS, isDocumentType, normaliseDocumentType, type DocumentType } from '#shared/documents/types';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import type { DocumentDto } from '../api/document';
import { useUpdateDocument } from '../api/update-document';

/** Edit Document: only the type and the tax year can change (spec §4). */
export function EditDocumentDialog({ document, onOpenChange }: { document: DocumentDto; onOpenChange: (open: boolean) => void }) {
  const [documentType, setDocumentType] = useState<DocumentType>(normaliseDocumentType(document.document_type));
  const [taxYear, setTaxYear] = useState(document.tax_year);
  const update = useUpdateDocument();
  const years: readonly number[] = (EDIT_YEARS as readonly number[]).includes(document.tax_year) ? EDIT_YEARS : [...EDIT_YEARS, document.tax_year];

  const save = () =>
    update.mutate(
      { id: document.id, documentType, taxYear },
      {
        onSuccess: () => {
          toast.success('Document updated successfully');
          onOpenChange(false);
        },
        onError: () => toast.error('Failed to update document'),
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !update.isPending && onOpenChange(open)}>
      <DialogContent title="Edit Document" description={document.file_name} size="sm">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          className="space-y-4"
        >
          <SelectField
            label="Document Type"
            value={documentType}
            options={DOCUMENT_TYPES.map((t) => ({ value: t.value, label: t.editLabel }))}
            onChange={(event) => {
              if (isDocumentType(event.target.value)) setDocumentType(event.target.value);
            }}
          />
          <SelectField
            label="Tax Year"
            value={String(taxYear)}
            options={years.map((year) => ({ value: String(year), label: String(year) }))}
            onChange={(event) => setTaxYear(Number(event.target.value))}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" busy={update.isPending}>
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
