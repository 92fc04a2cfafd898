import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { BROWSER_FOLDERS, BROWSER_YEARS, documentTypeLabel, normaliseDocumentType, type BrowserTab } from '#shared/documents/types';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../utils/cn';
import type { DocumentDto } from '../api/document';
import { DOCUMENTS_PAGE_SIZE, useDocuments } from '../api/get-documents';
import { DocumentRow, type DocumentActions } from './document-row';

type Section = 'uploaded' | BrowserTab;

// Tab rows scroll sideways on narrow phones instead of squeezing their labels.
const tabList = 'w-full max-w-full justify-start overflow-x-auto sm:w-auto';
const tabTrigger = 'flex-1 max-sm:px-1.5 max-sm:text-[13px] sm:flex-none';

const groupDateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

function localDayKey(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'unknown';
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function fileCount(n: number): string {
  return `${n} ${n === 1 ? 'file' : 'files'}`;
}

/** Groups documents by local upload day, newest day first; rows keep the server's newest-first order. */
function groupByDay(documents: DocumentDto[]): Array<{ key: string; label: string; documents: DocumentDto[] }> {
  const sorted = [...documents].sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at));
  const groups = new Map<string, DocumentDto[]>();
  for (const document of sorted) {
    const key = localDayKey(document.uploaded_at);
    groups.set(key, [...(groups.get(key) ?? []), document]);
  }
  return [...groups.entries()].map(([key, docs]) => ({
    key,
    label: key === 'unknown' ? 'Unknown date' : groupDateFormat.format(new Date(docs[0]?.uploaded_at ?? '')),
    documents: docs,
  }));
}

interface DocumentBrowserProps {
  year: number;
  onYearChange: (year: number) => void;
  actions: DocumentActions;
  onUpload: () => void;
}

/** Tax-year tabs, then Uploaded Files (timeline), Tax Returns and Deductions (folders). */
export function DocumentBrowser({ year, onYearChange, actions, onUpload }: DocumentBrowserProps) {
  const [section, setSection] = useState<Section>('uploaded');
  const years: readonly number[] = BROWSER_YEARS.includes(year as (typeof BROWSER_YEARS)[number]) ? BROWSER_YEARS : [year, ...BROWSER_YEARS];
  return (
    <Tabs value={String(year)} onValueChange={(value) => onYearChange(Number(value))}>
      <TabsList aria-label="Tax year" className={tabList}>
        {years.map((y) => (
          <TabsTrigger key={y} value={String(y)} className={tabTrigger}>
            {y}
          </TabsTrigger>
        ))}
      </TabsList>
      {years.map((y) => (
        <TabsContent key={y} value={String(y)}>
          <YearDocuments year={y} section={section} onSectionChange={setSection} actions={actions} onUpload={onUpload} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function YearDocuments({
  year,
  section,
  onSectionChange,
  actions,
  onUpload,
}: {
  year: number;
  section: Section;
  onSectionChange: (section: Section) => void;
  actions: DocumentActions;
  onUpload: () => void;
}) {
  const documents = useDocuments(year);
  if (documents.isPending) {
    return (
      <div role="status" aria-label="Loading documents" className="space-y-3" data-testid="documents-loading">
        <Skeleton className="h-9 w-72 max-w-full" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (documents.isError) {
    return (
      <Alert tone="error" title="Failed to load documents">
        {documents.error.message}
      </Alert>
    );
  }
  const list = documents.data.pages.flatMap((page) => page.documents);
  const more = (
    <LoadMore
      shown={list.length}
      hasMore={documents.hasNextPage}
      loading={documents.isFetchingNextPage}
      failed={documents.isFetchNextPageError}
      onLoadMore={() => void documents.fetchNextPage()}
    />
  );
  return (
    <Tabs value={section} onValueChange={(value) => onSectionChange(value as Section)}>
      <TabsList aria-label={`Documents for ${year}`} className={tabList}>
        <TabsTrigger value="uploaded" className={tabTrigger}>
          Uploaded Files
        </TabsTrigger>
        <TabsTrigger value="taxReturns" className={tabTrigger}>
          {BROWSER_FOLDERS.taxReturns.label}
        </TabsTrigger>
        <TabsTrigger value="deductions" className={tabTrigger}>
          {BROWSER_FOLDERS.deductions.label}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="uploaded">
        {list.length === 0 ? <EmptyState onUpload={onUpload} /> : <Timeline documents={list} actions={actions} />}
        {more}
      </TabsContent>
      {(['taxReturns', 'deductions'] as const).map((tab) => (
        <TabsContent key={tab} value={tab}>
          <Folders tab={tab} year={year} documents={list} actions={actions} />
          {more}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * Below a long list: how many documents are shown (announced politely as pages arrive) and a
 * button for the next page. Nothing when everything is shown on one page.
 */
function LoadMore({ shown, hasMore, loading, failed, onLoadMore }: { shown: number; hasMore: boolean; loading: boolean; failed: boolean; onLoadMore: () => void }) {
  if (!hasMore && shown <= DOCUMENTS_PAGE_SIZE) return null;
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-sm">
      <p role="status" aria-live="polite" className="text-muted-foreground" data-testid="documents-shown">
        {hasMore ? `Showing the newest ${shown} documents` : `Showing all ${shown} documents`}
      </p>
      {failed && <p className="text-destructive">The next documents could not be loaded. Try again.</p>}
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} busy={loading}>
          {loading ? 'Loading more documents…' : 'Load more documents'}
        </Button>
      )}
    </div>
  );
}

/** 'No documents uploaded yet' with the first-upload button (spec §2 "Documents tab"). */
function EmptyState({ onUpload }: { onUpload: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-muted-foreground" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8z" />
        <path d="M14 3v5h5M12 11v6M9 14h6" />
      </svg>
      <p className="font-medium">No documents uploaded yet</p>
      <Button onClick={onUpload}>Upload Your First Document</Button>
    </div>
  );
}

function Timeline({ documents, actions }: { documents: DocumentDto[]; actions: DocumentActions }) {
  return (
    <ol className="space-y-5" aria-label="Uploads by date">
      {groupByDay(documents).map((group) => (
        <li key={group.key} className="relative border-l-2 border-border pl-4">
          <span aria-hidden="true" className="absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-card bg-primary" />
          <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold">
            {group.label}
            <span className="text-xs font-normal text-muted-foreground">{fileCount(group.documents.length)}</span>
          </h3>
          <ul className="mt-2 space-y-1">
            {group.documents.map((document) => (
              <DocumentRow key={document.id} document={document} actions={actions} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function Folders({ tab, year, documents, actions }: { tab: BrowserTab; year: number; documents: DocumentDto[]; actions: DocumentActions }) {
  const folders = BROWSER_FOLDERS[tab].types
    .map((type) => ({ type, documents: documents.filter((d) => normaliseDocumentType(d.document_type) === type) }))
    .filter((folder) => folder.documents.length > 0);
  if (folders.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        No documents in {BROWSER_FOLDERS[tab].label} for {year} yet.
      </p>
    );
  }
  return (
    <ul className="space-y-2">
      {folders.map((folder) => (
        <Folder key={folder.type} label={documentTypeLabel(folder.type)} documents={folder.documents} actions={actions} />
      ))}
    </ul>
  );
}

function Folder({ label, documents, actions }: { label: string; documents: DocumentDto[]; actions: DocumentActions }) {
  const [open, setOpen] = useState(true);
  return (
    <li className="rounded-lg border" data-testid="document-folder">
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <h3>
          <Collapsible.Trigger className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-semibold hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90')} fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M9 6l6 6-6 6" />
            </svg>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-muted-foreground" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round">
              <path d="M3 7a2 2 0 012-2h4l2 2h8a2 2 0 012 2v8a2 2 0 01-2 2H5a2 2 0 01-2-2z" />
            </svg>
            <span className="min-w-0 flex-1 truncate">{label}</span>
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium" data-testid="folder-count">
              {documents.length}
              <span className="sr-only"> {documents.length === 1 ? 'file' : 'files'}</span>
            </span>
          </Collapsible.Trigger>
        </h3>
        <Collapsible.Content>
          <ul className="space-y-1 border-t px-1 py-1">
            {documents.map((document) => (
              <DocumentRow key={document.id} document={document} actions={actions} showDate />
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
}
