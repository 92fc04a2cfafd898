import { DropdownMenu } from 'radix-ui';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';
import type { DocumentDto } from '../api/document';
import { RetryButton } from './retry-button';
import { TypeBadge, UploadStatusBadge } from './status-badges';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface DocumentActions {
  onOpen: (document: DocumentDto) => void;
  onEdit: (document: DocumentDto) => void;
  onDelete: (document: DocumentDto) => void;
}

function FileIcon({ pdf }: { pdf: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-muted-foreground" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      {pdf ? (
        <>
          <path d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8z" />
          <path d="M14 3v5h5M9 13h6M9 17h4" />
        </>
      ) : (
        <>
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M21 17l-5-5-9 8" />
        </>
      )}
    </svg>
  );
}

/**
 * One file: name, type badge, upload time and status. The name opens the detail dialog; the
 * row menu (shown on hover, always reachable by Tab) offers Edit and Delete.
 */
export function DocumentRow({ document, actions, showDate }: { document: DocumentDto; actions: DocumentActions; showDate?: boolean }) {
  const uploaded = new Date(document.uploaded_at);
  const when = Number.isNaN(uploaded.getTime()) ? '' : showDate ? dateTimeFormat.format(uploaded) : timeFormat.format(uploaded);
  const failed = document.upload_status === 'failed';
  const pdf = document.is_pdf ?? document.file_name.toLowerCase().endsWith('.pdf');

  return (
    <li className="group relative flex items-center gap-2 rounded-lg px-2 py-2 hover:bg-accent/50 focus-within:bg-accent/50" data-testid="document-row">
      <button
        type="button"
        onClick={() => actions.onOpen(document)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={`Open ${document.file_name}`}
      >
        <FileIcon pdf={pdf} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium" title={document.file_name}>
            {document.file_name}
          </span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <TypeBadge type={document.document_type} />
            <time dateTime={document.uploaded_at}>{when}</time>
          </span>
        </span>
      </button>
      <div className="flex shrink-0 items-center gap-1">
        <UploadStatusBadge status={document.upload_status} />
        {failed && (
          <RetryButton document={document} label={`Retry analysis of ${document.file_name}`} />
        )}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={`More actions for ${document.file_name}`}
            className={cn(
              buttonClasses('ghost', 'sm', 'w-9 px-0'),
              // Always visible on touch screens; on wider screens shown on hover or keyboard focus.
              'sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100 sm:data-[state=open]:opacity-100',
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <circle cx="12" cy="5" r="1.75" />
              <circle cx="12" cy="12" r="1.75" />
              <circle cx="12" cy="19" r="1.75" />
            </svg>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-36 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg">
              <DropdownMenu.Item
                onSelect={() => actions.onEdit(document)}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              >
                Edit
              </DropdownMenu.Item>
              <DropdownMenu.Item
                onSelect={() => actions.onDelete(document)}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-destructive outline-none select-none data-[highlighted]:bg-accent"
              >
                Delete
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </li>
  );
}
