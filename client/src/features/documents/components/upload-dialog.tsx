import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import {
  DOCUMENT_TYPES,
  UPLOAD_ACCEPT,
  UPLOAD_MESSAGES,
  UPLOAD_PROGRESS,
  UPLOAD_YEARS,
  canRemoveUploadItem,
  formatFileSizeMb,
  isAcceptedUploadName,
  isDocumentType,
  uploadItemStatusLabel,
  type DocumentType,
  type UploadItemStatus,
} from '#shared/documents/types';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../utils/cn';
import { useDocumentsById } from '../api/get-document';
import { uploadDocument } from '../api/upload-document';
import { ProgressBar } from './ui-progress';

/** One file in the upload list (spec §3 "Upload item"). */
interface UploadItem {
  id: string;
  file: File;
  status: UploadItemStatus;
  progress: number;
  documentType: DocumentType | '';
  error: string | null;
  /** The server's document id once stored. */
  documentId: string | null;
  /** Part of the current upload run (files refused when picked are not). */
  inRun: boolean;
}

type Phase = 'idle' | 'uploading' | 'waiting' | 'done';

/** The dialog closes this long after every item is done (spec §9). */
const CLOSE_DELAY_MS = 2_000;
/**
 * How long the dialog waits for the server to finish analysing the files it just uploaded before
 * it closes anyway. Analysis runs in a background job and can take a while for scanned images;
 * the document browser keeps showing its progress, so the dialog need not stay open for it.
 */
const ANALYSIS_WAIT_MS = 15_000;

const REFUSED_MESSAGE = 'Only PDF, JPG, JPEG and PNG files can be uploaded';

let nextItemId = 0;

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tax year selected when the dialog opens. */
  defaultYear: number;
  /** Called once the uploads of a run are finished (at least one file stored). */
  onComplete?: () => void;
}

/** Live view of an item: the analysis outcome comes from the server's copy of the document. */
function withAnalysis(item: UploadItem, uploadStatus: string | undefined): UploadItem {
  if (item.status !== 'analyzing' || !uploadStatus) return item;
  if (uploadStatus === 'completed') return { ...item, status: 'complete', progress: UPLOAD_PROGRESS.complete };
  if (uploadStatus === 'failed') return { ...item, status: 'error', progress: UPLOAD_PROGRESS.analyzed, error: UPLOAD_MESSAGES.analysisFailed };
  return { ...item, progress: UPLOAD_PROGRESS.analyzed };
}

/** Pick or drop files, choose their type and year, and upload them one at a time. */
export function UploadDialog({ open, onOpenChange, defaultYear, onComplete }: UploadDialogProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [taxYear, setTaxYear] = useState(defaultYear);
  const [formError, setFormError] = useState<{ field: 'files' | 'type'; message: string } | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const busy = phase === 'uploading' || phase === 'waiting';

  // The year passed in is the default each time the dialog opens with an empty list.
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open && phase === 'idle') setTaxYear(defaultYear);
  }

  const watchedIds = items.filter((i) => i.status === 'analyzing' && i.documentId).map((i) => i.documentId as string);
  const watched = useDocumentsById(watchedIds);
  const statusById = new Map<string, string>();
  watched.forEach((query, index) => {
    const id = watchedIds[index];
    if (id && query.data) statusById.set(id, query.data.upload_status);
  });
  const shown = items.map((item) => withAnalysis(item, item.documentId ? statusById.get(item.documentId) : undefined));
  const runItems = shown.filter((i) => i.inRun);
  const allSettled = runItems.every((i) => i.status === 'complete' || i.status === 'error');

  const update = (id: string, patch: Partial<UploadItem>) => setItems((current) => current.map((i) => (i.id === id ? { ...i, ...patch } : i)));

  const reset = () => {
    setItems([]);
    setDocumentType('');
    setTaxYear(defaultYear);
    setFormError(null);
    setPhase('idle');
  };

  // Refs so the timers below read the latest values without restarting.
  const latest = useRef({ shown, onComplete, onOpenChange, reset });
  useEffect(() => {
    latest.current = { shown, onComplete, onOpenChange, reset };
  });

  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = setTimeout(
      () => {
        const { shown: now, onComplete: complete, onOpenChange: setOpen, reset: clear } = latest.current;
        const run = now.filter((i) => i.inRun);
        const stored = run.filter((i) => i.documentId).length;
        const uploadFailed = run.some((i) => !i.documentId);
        if (stored > 0) {
          toast.success(`${stored} document(s) uploaded! Analysis in progress...`);
          complete?.();
        }
        if (uploadFailed) {
          // Keep the dialog open so the red messages of the files that were not stored stay visible.
          setPhase('done');
        } else {
          setOpen(false);
          clear();
        }
      },
      allSettled ? CLOSE_DELAY_MS : ANALYSIS_WAIT_MS + CLOSE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, allSettled]);

  const addFiles = (files: FileList | File[] | null) => {
    if (!files || busy) return;
    const added: UploadItem[] = Array.from(files).map((file) => {
      nextItemId += 1;
      const accepted = isAcceptedUploadName(file.name);
      return {
        id: `upload-${nextItemId}`,
        file,
        status: accepted ? 'pending' : 'error',
        progress: UPLOAD_PROGRESS.pending,
        documentType: '',
        error: accepted ? null : REFUSED_MESSAGE,
        documentId: null,
        inRun: false,
      };
    });
    if (added.length === 0) return;
    // A finished run's leftovers make way for the new selection.
    setItems((current) => [...(phase === 'done' ? current.filter((i) => !i.inRun) : current), ...added]);
    if (phase === 'done') setPhase('idle');
    if (formError?.field === 'files') setFormError(null);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  const startUpload = async () => {
    const queue = items.filter((i) => i.status === 'pending');
    if (queue.length === 0) {
      setFormError({ field: 'files', message: UPLOAD_MESSAGES.noFiles });
      return;
    }
    if (!isDocumentType(documentType)) {
      setFormError({ field: 'type', message: UPLOAD_MESSAGES.noType });
      return;
    }
    setFormError(null);
    setPhase('uploading');
    const queued = new Set(queue.map((i) => i.id));
    setItems((current) => current.map((i) => (queued.has(i.id) ? { ...i, inRun: true, documentType } : i)));
    // One file at a time (spec §4): each upload starts after the previous one is stored.
    for (const item of queue) {
      update(item.id, { status: 'uploading', progress: UPLOAD_PROGRESS.uploading });
      try {
        const document = await uploadDocument({
          file: item.file,
          documentType,
          taxYear,
          onProgress: (fraction) =>
            update(item.id, { progress: UPLOAD_PROGRESS.uploading + fraction * (UPLOAD_PROGRESS.stored - UPLOAD_PROGRESS.uploading) }),
        });
        update(item.id, { progress: UPLOAD_PROGRESS.stored, documentId: document.id });
        if (document.upload_status === 'completed') update(item.id, { status: 'complete', progress: UPLOAD_PROGRESS.complete });
        else if (document.upload_status === 'failed')
          update(item.id, { status: 'error', progress: UPLOAD_PROGRESS.analyzed, error: UPLOAD_MESSAGES.analysisFailed });
        else update(item.id, { status: 'analyzing', progress: UPLOAD_PROGRESS.analyzing });
      } catch (error) {
        const message = error instanceof ApiError || error instanceof Error ? error.message : 'Upload failed. Please try again.';
        update(item.id, { status: 'error', progress: UPLOAD_PROGRESS.storageFailed, error: message });
      }
    }
    setPhase('waiting');
  };

  const handleOpenChange = (next: boolean) => {
    // Uploads keep running in the background when the dialog is closed mid-run.
    if (!next && !busy) reset();
    onOpenChange(next);
  };

  const pendingCount = items.filter((i) => i.status === 'pending').length;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        title="Upload Documents"
        description="Choose the document type and tax year, then add PDF, JPG or PNG files. Files upload one at a time and are analysed automatically."
        size="lg"
      >
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Document Type"
              placeholder="Select a document type"
              value={documentType}
              disabled={busy}
              error={formError?.field === 'type' ? formError.message : undefined}
              options={DOCUMENT_TYPES.map((t) => ({ value: t.value, label: t.label }))}
              onChange={(event) => {
                setDocumentType(isDocumentType(event.target.value) ? event.target.value : '');
                if (formError?.field === 'type') setFormError(null);
              }}
            />
            <SelectField
              label="Tax Year"
              value={String(taxYear)}
              disabled={busy}
              options={UPLOAD_YEARS.map((year) => ({ value: String(year), label: String(year) }))}
              onChange={(event) => setTaxYear(Number(event.target.value))}
            />
          </div>

          <div>
            <label
              htmlFor={inputId}
              onDragOver={(event) => {
                event.preventDefault();
                if (!busy) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid="upload-dropzone"
              className={cn(
                'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
                'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:bg-accent/40',
                dragging && 'border-primary bg-accent/60',
                busy && 'pointer-events-none opacity-60',
                formError?.field === 'files' && 'border-destructive',
              )}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-muted-foreground" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
                <path d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2" />
              </svg>
              <span className="text-sm font-medium">Drag files here or choose files</span>
              <span className="text-xs text-muted-foreground">.pdf, .jpg, .jpeg, .png — several files at once are fine</span>
              <input
                id={inputId}
                type="file"
                multiple
                accept={UPLOAD_ACCEPT}
                disabled={busy}
                aria-label="Choose files"
                aria-invalid={formError?.field === 'files' ? true : undefined}
                className="sr-only"
                onChange={(event) => {
                  addFiles(event.target.files);
                  // Allows picking the same file again after removing it.
                  event.target.value = '';
                }}
              />
            </label>
            {formError?.field === 'files' && (
              <p role="alert" className="mt-1.5 text-sm font-medium text-destructive">
                {formError.message}
              </p>
            )}
          </div>

          {shown.length > 0 && (
            <ul aria-label="Files to upload" className="divide-y rounded-lg border">
              {shown.map((item) => (
                <UploadItemRow key={item.id} item={item} onRemove={() => setItems((current) => current.filter((i) => i.id !== item.id))} />
              ))}
            </ul>
          )}

          {phase === 'done' && (
            <Alert tone="error">Some files were not uploaded. Check the messages above, then add files again or close this dialog.</Alert>
          )}

          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)}>
              {busy ? 'Close' : 'Cancel'}
            </Button>
            <Button busy={busy} onClick={() => void startUpload()} disabled={phase === 'done' && pendingCount === 0}>
              {phase === 'uploading' ? 'Uploading...' : phase === 'waiting' ? 'Analyzing...' : 'Upload'}
            </Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function UploadItemRow({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  const label = uploadItemStatusLabel(item.status);
  const errorId = `${item.id}-error`;
  return (
    <li className="space-y-2 px-3 py-3" data-testid="upload-item" aria-describedby={item.error ? errorId : undefined}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={item.file.name}>
            {item.file.name}
          </p>
          <p className="text-xs text-muted-foreground">
            {formatFileSizeMb(item.file.size)}
            <span aria-hidden="true"> · </span>
            <span
              aria-live="polite"
              data-testid="upload-item-status"
              className={cn('font-medium', item.status === 'error' ? 'text-destructive' : item.status === 'complete' ? 'text-success' : 'text-foreground')}
            >
              {label}
            </span>
          </p>
        </div>
        {canRemoveUploadItem(item.status) && (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${item.file.name}`} className="-mr-1 shrink-0">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="hidden sm:inline">Remove</span>
          </Button>
        )}
      </div>
      <ProgressBar
        value={item.progress}
        label={`${item.file.name}: ${label}`}
        tone={item.status === 'error' ? 'destructive' : item.status === 'complete' ? 'success' : 'primary'}
      />
      {item.error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {item.error}
        </p>
      )}
    </li>
  );
}
