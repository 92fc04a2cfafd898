import { PageShell } from '../../../components/layout/page-shell';
import { AdminGate } from '../../../features/admin/components/admin-gate';
import { ImportPanel } from '../../../features/admin/components/import-panel';

/** /import-userinfo: the legacy userinfo import (spec §2 'Admin pages'). */
export default function ImportUserinfoRoute() {
  return (
    <PageShell>
      <AdminGate title="Import userinfo">
        <ImportPanel table="userinfo" />
      </AdminGate>
    </PageShell>
  );
}
