import { PageShell } from '../../../components/layout/page-shell';
import { AdminGate } from '../../../features/admin/components/admin-gate';
import { UidUpdatePanel } from '../../../features/admin/components/uid-update-panel';

/** /update-userlogin-uid: links legacy records to existing accounts (spec §2 'Admin pages'). */
export default function UpdateUserloginUidRoute() {
  return (
    <PageShell>
      <AdminGate title="Update userlogin uid">
        <UidUpdatePanel />
      </AdminGate>
    </PageShell>
  );
}
