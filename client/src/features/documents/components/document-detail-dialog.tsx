import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { documentTypeLabel, isPdfFileName } from '#shared/documents/types';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import type { DocumentDto } from '../api/document';
import { documentQueryOptions } from '../api/get-document';
import { MOBILE_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { ExtractedDataPane } from './extracted-data';

/** The original file: a PDF (by its .pdf extension) in a frame, anything else as an image. */
function OriginalFile({ document, className }: { document: DocumentDto; className: string }) {
  return isPdfFileName(document.file_name) ? (
    <iframe src={document.file_url} title={`Original document: ${document.file_name}`} className={`w-full rounded-lg border bg-white ${className}`} />
  ) : (
    <img src={document.file_url} alt={`Original document: ${document.file_name}`} className={`w-full rounded-lg border bg-white object-contain ${className}`} />
  );
}

interface DocumentDetailDialogProps {
  /** The document as last listed; the dialog keeps it fresh while its analysis runs. */
  document: DocumentDto | null;
  onOpenChange: (open: boolean) => void;
}

/** The original document next to its extracted data (up to 90vh tall). */
export function DocumentDetailDialog({ document: listed, onOpenChange }: DocumentDetailDialogProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [fullView, setFullView] = useState(false);
  const fresh = useQuery({ ...documentQueryOptions(listed?.id ?? ''), enabled: Boolean(listed), initialData: listed ?? undefined });
  const document = listed ? (fresh.data ?? listed) : null;
  if (!document) return null;

  return (
    <>
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent
          title={<span className="break-all">{document.file_name}</span>}
          description={`${documentTypeLabel(document.document_type)} · Tax year ${document.tax_year}`}
          size="xl"
          className="lg:max-w-6xl"
        >
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="original-document-heading" className="flex min-w-0 flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id="original-document-heading" className="font-semibold">
                  Original Document
                </h3>
                <div className="flex gap-2">
                  <a href={`${document.file_url}?download=1`} className={buttonClasses('ghost', 'sm')} download>
                    Download
                  </a>
                  {isMobile ? (
                    <a href={document.file_url} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
                      Open
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Button variant="outline" size="sm" onClick={() => setFullView(true)}>
                      View Full
                    </Button>
                  )}
                </div>
              </div>
              <OriginalFile document={document} className="h-72 lg:h-[60vh]" />
            </section>
            <ExtractedDataPane key={document.id} document={document} />
          </div>
        </DialogContent>
      </Dialog>
      {fullView && !isMobile && (
        <Dialog open onOpenChange={setFullView}>
          <DialogContent title={`Full view: ${document.file_name}`} size="xl" className="h-[90dvh] md:max-w-[95vw]">
            <OriginalFile document={document} className="h-full" />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
