import { PageShell } from '../../../components/layout/page-shell';
import { AdminGate } from '../../../features/admin/components/admin-gate';
import { ImportPanel } from '../../../features/admin/components/import-panel';

/** /import-userlogin: the legacy userlogin import (spec §2 'Admin pages'). */
export default function ImportUserloginRoute() {
  return (
    <PageShell>
      <AdminGate title="Import userlogin">
        <ImportPanel table="userlogin" />
      </AdminGate>
    </PageShell>
  );
}
