import { PageShell } from '../../../components/layout/page-shell';
import { DocumentsPanel } from '../../../features/documents/components/documents-panel';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';

/** The user's documents: upload, browse, review extracted data, edit and delete. */
export default function DocumentsRoute() {
  return (
    <PageShell>
      <div className="space-y-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Documents</h1>
          <p className="mt-1 text-muted-foreground">Your tax documents and the values read from them.</p>
        </div>
        <DocumentsPanel year={CURRENT_TAX_YEAR} />
      </div>
    </PageShell>
  );
}
