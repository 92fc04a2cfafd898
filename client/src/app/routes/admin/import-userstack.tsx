import { PageShell } from '../../../components/layout/page-shell';
import { AdminGate } from '../../../features/admin/components/admin-gate';
import { ImportPanel } from '../../../features/admin/components/import-panel';

/** /import-userstack: the legacy userstack import (spec §2 'Admin pages'). */
export default function ImportUserstackRoute() {
  return (
    <PageShell>
      <AdminGate title="Import userstack">
        <ImportPanel table="userstack" />
      </AdminGate>
    </PageShell>
  );
}
