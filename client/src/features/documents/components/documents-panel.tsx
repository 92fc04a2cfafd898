import { useState } from 'react';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { DocumentDto } from '../api/document';
import { useLiveUpdates } from '../hooks/use-live-updates';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentBrowser } from './document-browser';
import { DocumentDetailDialog } from './document-detail-dialog';
import { EditDocumentDialog } from './edit-document-dialog';
import { UploadDialog } from './upload-dialog';

type Open = { kind: 'detail' | 'edit' | 'delete'; document: DocumentDto } | null;

/**
 * Document Management: the Upload Documents button, then the browser of the user's documents
 * (tax-year tabs; timeline and folders), with the detail, edit and delete dialogs.
 */
export function DocumentsPanel({ year = CURRENT_TAX_YEAR }: { year?: number }) {
  useLiveUpdates();
  const [browserYear, setBrowserYear] = useState(year);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const actions = {
    onOpen: (document: DocumentDto) => setOpen({ kind: 'detail', document }),
    onEdit: (document: DocumentDto) => setOpen({ kind: 'edit', document }),
    onDelete: (document: DocumentDto) => setOpen({ kind: 'delete', document }),
  };

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle>Document Management</CardTitle>
          <p className="text-sm text-muted-foreground">Upload W-2s, 1099s and other tax documents. We read the values for you to review.</p>
        </div>
        <Button onClick={() => setUploadOpen(true)} className="shrink-0">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2" />
          </svg>
          Upload Documents
        </Button>
      </CardHeader>
      <CardContent>
        <DocumentBrowser year={browserYear} onYearChange={setBrowserYear} actions={actions} onUpload={() => setUploadOpen(true)} />
      </CardContent>
      <UploadDialog open={uploadOpen} onOpenChange={setUploadOpen} defaultYear={browserYear} />
      {open?.kind === 'detail' && <DocumentDetailDialog document={open.document} onOpenChange={(o) => !o && close()} />}
      {open?.kind === 'edit' && <EditDocumentDialog document={open.document} onOpenChange={(o) => !o && close()} />}
      {open?.kind === 'delete' && <DeleteDocumentDialog document={open.document} onOpenChange={(o) => !o && close()} />}
    </Card>
  );
}
